import Foundation
import KataKit

/// One layout of one kata's two folders that verify compiles and runs, with what it makes of the
/// outcome: a replay step, a mistake the goal checks could not see, a variant. Trials of different
/// katas lay out folders apart, so `TrialRounds` builds one of each kata at a time.
struct Trial {
    let kata: Int
    /// What the trial is, as the record names it: `variant guard-clauses`, `move 3, caught up`.
    let name: String
    /// The files of the kata's code and tests folders, as this trial lays them out.
    let files: [String: Data]
    /// Records the outcome in the tally, with the line the trial prints, which ends with where the
    /// outcome came from (`Source.note`).
    let record: (_ outcome: CheckOutcome, _ source: Source, _ tally: inout VerifyTally) -> Void

    /// Where a trial's outcome came from.
    enum Source: Equatable {
        /// Compiled and run in this verify.
        case compiled
        /// A trial of this verify with the same files: taken rather than compiled again.
        case again
        /// The record's outcome for the same inputs (`TrialRecord`).
        case recorded

        /// What a trial's line says of it: nothing when it was compiled.
        var note: String {
            switch self {
            case .compiled: ""
            case .again: " (files checked before: not compiled again)"
            case .recorded: " (from the record: not compiled in this run)"
            }
        }
    }
}

/// Runs trials in rounds, one trial of each kata a round, in one tree: one build and one run of
/// the tests judge them all. A layout a kata's trials already ran (the reference again at the end
/// of a replay) takes that outcome instead of compiling the same files again.
/// `run(_:base:lanes:tally:)` shares the trials among trees of their own, one trial a build, each
/// beside the others: a build alone leaves part of a second core idle, two trees keep two busy.
final class TrialRounds: @unchecked Sendable {
    let library: KataLibrary
    let checkSeveral: KataTool.CheckSeveral
    /// What each layout of each kata came out as, across every `run` and lane; behind `lock`.
    private var known: [Int: [[String: Data]: CheckOutcome]] = [:]
    private let lock = NSLock()

    init(library: KataLibrary, checkSeveral: @escaping KataTool.CheckSeveral) {
        self.library = library
        self.checkSeveral = checkSeveral
    }

    func run(
        _ trials: [Trial], base: [String: Data], in tree: FileTree, perBuild: Int = .max,
        tally: inout VerifyTally
    ) throws {
        var queues = Dictionary(grouping: trials, by: \.kata)
        try run(katas: Set(queues.keys), base: base, in: tree, tally: &tally) { tally in
            guard !queues.isEmpty else { return nil }
            var round: [Trial] = []
            for kata in queues.keys.sorted() where round.count < perBuild {
                while let trial = queues[kata]?.first {
                    queues[kata]?.removeFirst()
                    if let outcome = outcome(of: trial) {
                        trial.record(outcome, .again, &tally)
                        continue
                    }
                    round.append(trial)
                    break
                }
                if queues[kata]?.isEmpty == true { queues[kata] = nil }
            }
            return round
        }
    }

    /// Builds each round `next` hands out, once, until it hands out nil, and records every
    /// trial's outcome. A kata whose layout built stays laid out until its next trial, since
    /// putting it back would compile its stage and tests again in a build that does not run them;
    /// one that did not build goes back to `base` at once, so that it stops no other kata's build.
    /// Every kata is back to `base` at the end.
    private func run(
        katas: Set<Int>, base: [String: Data], in tree: FileTree, tally: inout VerifyTally,
        next: (inout VerifyTally) throws -> [Trial]?
    ) throws {
        var laidOut: Set<Int> = []
        let plans = try Dictionary(uniqueKeysWithValues: katas.map { ($0, try library.plan($0)) })
        func folders(_ kata: Int) -> [String] {
            plans[kata].map { [$0.codeFolder, $0.testsFolder] } ?? []
        }
        func restore(_ kata: Int) throws {
            try tree.sync(
                base.filter { path, _ in folders(kata).contains { path.hasPrefix($0 + "/") } },
                folders: folders(kata))
        }
        while let round = try next(&tally) {
            guard !round.isEmpty else { continue }
            for trial in round { try tree.sync(trial.files, folders: folders(trial.kata)) }
            laidOut.formUnion(round.map(\.kata))
            let outcomes = try checkSeveral(
                tree,
                round.map { trial in
                    (trial.kata, (plans[trial.kata]?.stage ?? "") + "Tests", folders(trial.kata))
                },
                restore)
            for trial in round {
                let outcome = outcomes[trial.kata] ?? CheckOutcome(verdict: .crashed)
                remember(outcome, of: trial)
                trial.record(outcome, .compiled, &tally)
                if outcome.verdict == .buildFailed || outcome.verdict == .crashed {
                    try restore(trial.kata)
                    laidOut.remove(trial.kata)
                }
            }
        }
        for kata in laidOut { try restore(kata) }
    }

    /// The trials shared among `lanes`, one a build in each, every lane beside the others
    /// (`deal(_:among:)`); a lane that has built its own takes the last of the longest run left
    /// (`LaneQueues`), so that no core waits while another tree has work: a tree of trials alone
    /// builds faster than the package's. Each tree is brought to what it holds first (`base`, or
    /// the files a tree of trials needs, `Lane.files`); a lane's first build is whole if it has
    /// no build yet. The tallies are merged in lane order.
    func run(_ trials: [Trial], base: [String: Data], lanes: [Lane], tally: inout VerifyTally) throws {
        guard lanes.count > 1 else {
            return try run(trials, base: base, in: lanes[0].tree, perBuild: 1, tally: &tally)
        }
        let queues = LaneQueues(Self.deal(trials, among: lanes.count))
        let katas = Set(trials.map(\.kata))
        let results = LaneResults(count: lanes.count)
        DispatchQueue.concurrentPerform(iterations: lanes.count) { lane in
            var own = VerifyTally()
            do {
                try lanes[lane].tree.sync(lanes[lane].files, folders: KataTool.packageFolders)
                try run(katas: katas, base: base, in: lanes[lane].tree, tally: &own) { tally in
                    while let trial = queues.next(for: lane) {
                        if let outcome = outcome(of: trial) {
                            trial.record(outcome, .again, &tally)
                            continue
                        }
                        return [trial]
                    }
                    return nil
                }
                results.set(lane, .success(own))
            } catch {
                results.set(lane, .failure(error))
            }
        }
        for result in results.all { tally.merge(try result.get()) }
    }

    /// One run of trials for each of `count` lanes. Each kata's trials are put in a chain, each
    /// next to the one whose layout differs from it in fewest files, and cut into one piece a
    /// lane: a build compiles again what the layout before changed as well as what this one
    /// changes, so neighbours that change the same files cost less than the catalogue's order.
    static func deal(_ trials: [Trial], among count: Int) -> [[Trial]] {
        var dealt = [[Trial]](repeating: [], count: count)
        for (_, ofKata) in Dictionary(grouping: trials, by: \.kata).sorted(by: { $0.key < $1.key }) {
            let chain = chain(ofKata)
            for lane in 0..<count {
                dealt[lane] += chain[lane * chain.count / count..<(lane + 1) * chain.count / count]
            }
        }
        return dealt
    }

    /// Brings `lane` to what it holds and builds it there, on a thread of its own, while the
    /// caller goes on: a tree's first build is a whole one, and the readings that come first need
    /// none. What it finds is not told: the lane's rounds judge their own builds. `wait()` before
    /// them.
    func warm(_ lane: Lane) -> Warming {
        let warming = Warming()
        DispatchQueue.global().async(group: warming.group) { [checkSeveral] in
            try? lane.tree.sync(lane.files, folders: KataTool.packageFolders)
            // No kata: a build, with no test run.
            _ = try? checkSeveral(lane.tree, [], { _ in })
        }
        return warming
    }

    /// A tree trials are compiled in, and the package's files it holds before them.
    struct Lane {
        let tree: FileTree
        let files: [String: Data]

        /// A tree of trials alone: the stages, their tests and what those use, without the tool,
        /// whose targets a tree without them leaves out (`Package.swift`), so that its first build,
        /// and each trial's link, is smaller.
        static func trials(in tree: FileTree, from base: [String: Data]) -> Lane {
            Lane(tree: tree, files: base.filter { path, _ in !toolFolders.contains { path.hasPrefix($0) } })
        }

        /// What only the tool and the rules' own tests build from.
        static let toolFolders = [
            "Tests/Tooling/", "Tests/Support/DesignRulesTests/", "Tests/Support/SourceStructureTests/",
        ]
    }

    /// A lane's first build under way on a thread of its own.
    final class Warming: Sendable {
        fileprivate let group = DispatchGroup()

        func wait() { group.wait() }
    }

    /// `trials` from the first, each followed by the nearest of those left: the one whose layout
    /// differs from it in fewest files.
    static func chain(_ trials: [Trial]) -> [Trial] {
        var left = trials
        guard !left.isEmpty else { return [] }
        var chain = [left.removeFirst()]
        while !left.isEmpty {
            let last = chain[chain.count - 1].files
            let nearest = left.indices.min {
                distance(left[$0].files, last) < distance(left[$1].files, last)
            }!
            chain.append(left.remove(at: nearest))
        }
        return chain
    }

    /// How many files two layouts of a kata's folders differ in, added and removed ones included.
    static func distance(_ one: [String: Data], _ other: [String: Data]) -> Int {
        Set(one.keys).union(other.keys).count { one[$0] != other[$0] }
    }

    private func outcome(of trial: Trial) -> CheckOutcome? {
        lock.lock()
        defer { lock.unlock() }
        return known[trial.kata]?[trial.files]
    }

    private func remember(_ outcome: CheckOutcome, of trial: Trial) {
        lock.lock()
        defer { lock.unlock() }
        known[trial.kata, default: [:]][trial.files] = outcome
    }
}

/// Each lane's trials, which its thread alone reads, and what each lane ended with, written
/// from the lanes' threads. A trial records its outcome through the console and its lane's own
/// tally, nothing another lane touches.
private final class LaneResults: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<VerifyTally, any Error>]

    init(count: Int) {
        results = Array(repeating: .success(VerifyTally()), count: count)
    }

    func set(_ lane: Int, _ result: Result<VerifyTally, any Error>) {
        lock.lock()
        defer { lock.unlock() }
        results[lane] = result
    }

    var all: [Result<VerifyTally, any Error>] {
        lock.lock()
        defer { lock.unlock() }
        return results
    }
}

/// Each lane's run of trials, taken from the front. A lane whose run is done takes the last trial
/// of the longest run left, the one its own lane would reach last. Behind a lock: every lane's
/// thread takes from it.
final class LaneQueues: @unchecked Sendable {
    private let lock = NSLock()
    private var runs: [[Trial]]

    init(_ runs: [[Trial]]) {
        self.runs = runs
    }

    func next(for lane: Int) -> Trial? {
        lock.lock()
        defer { lock.unlock() }
        if !runs[lane].isEmpty { return runs[lane].removeFirst() }
        guard let longest = runs.indices.max(by: { runs[$0].count < runs[$1].count }),
            !runs[longest].isEmpty
        else { return nil }
        return runs[longest].removeLast()
    }
}
