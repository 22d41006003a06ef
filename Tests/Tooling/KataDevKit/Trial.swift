import Foundation
import KataKit

/// One layout of one kata's two folders that verify compiles and runs, with what it makes of the
/// outcome: a replay step, a mistake the goal checks could not see, a variant. Trials of different
/// katas lay out folders apart, so `TrialRounds` builds one of each kata at a time.
struct Trial {
    let kata: Int
    /// The files of the kata's code and tests folders, as this trial lays them out.
    let files: [String: Data]
    /// Records the outcome in the tally, with the line the trial prints; `again` when the same
    /// files were checked before, and their outcome is taken rather than compiled again.
    let record: (_ outcome: CheckOutcome, _ again: Bool, _ tally: inout VerifyTally) -> Void
}

/// Runs trials in rounds, one trial of each kata a round, in one tree: one build and one run of
/// the tests judge them all, where a build and a run each cost as much as the compiling they
/// share. A layout a kata's trials already ran (the reference again at the end of a replay) takes
/// that outcome instead of compiling the same files again.
final class TrialRounds {
    let library: KataLibrary
    let checkSeveral: KataTool.CheckSeveral
    /// What each layout of each kata came out as, across every `run`.
    private var known: [Int: [[String: Data]: CheckOutcome]] = [:]

    init(library: KataLibrary, checkSeveral: @escaping KataTool.CheckSeveral) {
        self.library = library
        self.checkSeveral = checkSeveral
    }

    func run(_ trials: [Trial], base: [String: Data], in tree: FileTree, tally: inout VerifyTally) throws {
        var queues = Dictionary(grouping: trials, by: \.kata)
        var laidOut: Set<Int> = []
        let plans = try Dictionary(uniqueKeysWithValues: queues.keys.map { ($0, try library.plan($0)) })
        func folders(_ kata: Int) -> [String] {
            plans[kata].map { [$0.codeFolder, $0.testsFolder] } ?? []
        }
        func restore(_ kata: Int) throws {
            try tree.sync(
                base.filter { path, _ in folders(kata).contains { path.hasPrefix($0 + "/") } },
                folders: folders(kata))
        }
        while !queues.isEmpty {
            var round: [Trial] = []
            for kata in queues.keys.sorted() {
                while let trial = queues[kata]?.first {
                    queues[kata]?.removeFirst()
                    if let outcome = known[kata]?[trial.files] {
                        trial.record(outcome, true, &tally)
                        continue
                    }
                    round.append(trial)
                    break
                }
                if queues[kata]?.isEmpty == true { queues[kata] = nil }
            }
            guard !round.isEmpty else { continue }
            // A kata laid out by an earlier round and not in this one goes back to the reference.
            for kata in laidOut.subtracting(round.map(\.kata)) { try restore(kata) }
            for trial in round { try tree.sync(trial.files, folders: folders(trial.kata)) }
            laidOut = Set(round.map(\.kata))
            let outcomes = try checkSeveral(
                tree,
                round.map { trial in
                    (trial.kata, (plans[trial.kata]?.stage ?? "") + "Tests", folders(trial.kata))
                },
                restore)
            for trial in round {
                let outcome = outcomes[trial.kata] ?? CheckOutcome(verdict: .crashed)
                known[trial.kata, default: [:]][trial.files] = outcome
                trial.record(outcome, false, &tally)
            }
        }
        for kata in laidOut { try restore(kata) }
    }
}
