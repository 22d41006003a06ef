import Foundation
import KataTestSupport
import Testing

@testable import KataDevKit
@testable import KataKit

/// How verify's compiled trials are shared among trees: every trial built once, in whichever
/// lane, one trial a build when asked, and every lane's tally counted.
@Suite(.whereTheToolRuns) struct TrialRoundsTests {
    @Test func test_runInLanes_buildsEachTrialOnceOneABuildAndCountsEveryLanesTally() throws {
        let builds = BuildLog()
        let sut = try makeSUT(builds)
        let lanes = (TemporaryDirectory(), TemporaryDirectory())
        let trials = [2, 2, 2, 5, 5].enumerated().map { index, kata in
            trial(kata: kata, file: "Stages/Stage\(kata)/T\(index).swift")
        }
        var tally = VerifyTally()

        try sut.run(
            trials, base: [:], lanes: [lane(lanes.0), lane(lanes.1)],
            tally: &tally)

        #expect(tally.passed == 5)
        #expect(builds.all.allSatisfy { $0.katas.count == 1 })
        #expect(builds.all.flatMap(\.katas).sorted() == [2, 2, 2, 5, 5])
    }

    @Test func test_runInThreeLanes_buildsEachTrialOnce() throws {
        let builds = BuildLog()
        let sut = try makeSUT(builds)
        let lanes = (TemporaryDirectory(), TemporaryDirectory(), TemporaryDirectory())
        let trials = (0..<6).map { trial(kata: 2, file: "Stages/Stage2/T\($0).swift") }
        var tally = VerifyTally()

        try sut.run(
            trials, base: [:], lanes: [lane(lanes.0), lane(lanes.1), lane(lanes.2)],
            tally: &tally)

        #expect(tally.passed == 6)
        #expect(builds.all.map(\.katas) == Array(repeating: [2], count: 6))
    }

    @Test func test_deal_givesEachLaneTheTrialsThatChangeTheSameFiles() {
        let trials = [
            trial(kata: 2, file: "X.swift", version: 1), trial(kata: 2, file: "Y.swift", version: 1),
            trial(kata: 2, file: "X.swift", version: 2), trial(kata: 2, file: "Y.swift", version: 2),
        ]

        let dealt = TrialRounds.deal(trials, among: 2).map { $0.map(contents) }

        #expect(dealt == [["X.swift 1", "X.swift 2"], ["Y.swift 1", "Y.swift 2"]])
    }

    @Test func test_laneQueues_giveALaneItsOwnRunThenTheLastOfTheLongestRunLeft() {
        let runs = [
            [trial(kata: 2, file: "A.swift")],
            [
                trial(kata: 2, file: "B.swift"), trial(kata: 2, file: "C.swift"),
                trial(kata: 2, file: "D.swift"),
            ],
        ]
        let sut = LaneQueues(runs)

        let taken = (0..<4).map { _ in sut.next(for: 0).map(contents) }

        #expect(taken == ["A.swift", "D.swift", "C.swift", "B.swift"])
        #expect(sut.next(for: 1) == nil)
    }

    @Test func test_trialsLane_holdsTheStagesTheirTestsAndTheirSupport_butNotTheTool() {
        let base = [
            "Package.swift", "Stages/StageTwo/A.swift", "Tests/StageTwoTests/ATests.swift",
            "Tests/Support/KataTestSupport/Spy.swift", "Tests/Support/DesignRulesTests/RuleTests.swift",
            "Tests/Tooling/KataKit/KataTool.swift",
        ].reduce(into: [String: Data]()) { $0[$1] = Data($1.utf8) }

        let lane = TrialRounds.Lane.trials(in: FileTree(root: URL(fileURLWithPath: "/unused")), from: base)

        #expect(
            lane.files.keys.sorted() == [
                "Package.swift", "Stages/StageTwo/A.swift", "Tests/StageTwoTests/ATests.swift",
                "Tests/Support/KataTestSupport/Spy.swift",
            ])
    }

    @Test func test_chain_putsEachTrialBesideTheOneItDiffersFromInFewestFiles() {
        let trials = [
            trial(kata: 2, file: "A.swift", version: 1),
            trial(kata: 2, file: "B.swift", version: 1),
            trial(kata: 2, file: "A.swift", version: 2),
        ]

        let chain = TrialRounds.chain(trials).map(contents)

        #expect(chain == ["A.swift 1", "A.swift 2", "B.swift 1"])
    }

    @Test func test_runInOneTree_buildsOneTrialOfEachKataARound() throws {
        let builds = BuildLog()
        let sut = try makeSUT(builds)
        let folder = TemporaryDirectory()
        let trials = [2, 2, 5].enumerated().map { index, kata in
            trial(kata: kata, file: "Stages/Stage\(kata)/T\(index).swift")
        }
        var tally = VerifyTally()

        try sut.run(trials, base: [:], in: FileTree(root: folder.url), tally: &tally)

        #expect(builds.all.map(\.katas) == [[2, 5], [2]])
        #expect(tally.passed == 3)
    }

    @Test func test_runInLanes_leavesALayoutThatBuiltUntilItsKatasNextTrial_andPutsBackOneThatDidNot()
        throws
    {
        let library = try KataLibrary(tree: try PackageRoot.tree())
        let code = try Dictionary(
            uniqueKeysWithValues: [2, 3, 5].map { ($0, try library.plan($0).codeFolder) })
        let base = Dictionary(
            uniqueKeysWithValues: code.values.map { ("\($0)/Base.swift", Data("base".utf8)) })
        let folder = TemporaryDirectory()
        let tree = FileTree(root: folder.url)
        try tree.sync(base, folders: Array(code.values))
        let seen = BuildLog()
        let sut = TrialRounds(library: library) { tree, katas, _ in
            seen.append(
                lane: tree.root.lastPathComponent, katas: katas.map(\.kata),
                held: tree.snapshot(of: Array(code.values)).keys.sorted())
            return Dictionary(
                uniqueKeysWithValues: katas.map {
                    ($0.kata, CheckOutcome(verdict: $0.kata == 3 ? .buildFailed : .passed))
                })
        }
        let trials = [2, 3, 5].map { trial(kata: $0, file: "\(code[$0]!)/Trial.swift") }
        var tally = VerifyTally()

        try sut.run(trials, base: base, lanes: [lane(folder)], tally: &tally)

        #expect(seen.all.map(\.katas) == [[2], [3], [5]])
        #expect(
            seen.all.last?.held
                == ["\(code[2]!)/Trial.swift", "\(code[3]!)/Base.swift", "\(code[5]!)/Trial.swift"],
            "kata 2's trial is still laid out; kata 3's, which did not build, is the reference's again")
        #expect(tree.snapshot(of: Array(code.values)) == base)
    }

    // MARK: - Helpers

    private func makeSUT(_ builds: BuildLog) throws -> TrialRounds {
        TrialRounds(library: try KataLibrary(tree: try PackageRoot.tree())) { tree, katas, _ in
            builds.append(lane: tree.root.lastPathComponent, katas: katas.map(\.kata))
            return Dictionary(uniqueKeysWithValues: katas.map { ($0.kata, CheckOutcome(verdict: .passed)) })
        }
    }

    /// What a trial of `trial(kata:file:version:)` writes, to tell trials apart.
    private func contents(_ trial: Trial) -> String {
        String(decoding: trial.files.values.first ?? Data(), as: UTF8.self)
    }

    private func lane(_ folder: TemporaryDirectory) -> TrialRounds.Lane {
        TrialRounds.Lane(tree: FileTree(root: folder.url), files: [:])
    }

    /// A trial that lays out one file of its own and counts a green outcome as passed.
    private func trial(kata: Int, file: String, version: Int? = nil) -> Trial {
        let content = version.map { "\(file) \($0)" } ?? file
        return Trial(kata: kata, name: file, files: [file: Data(content.utf8)]) { outcome, _, tally in
            tally.record(outcome.verdict == .passed, content, Console(colours: false, write: { _ in }))
        }
    }
}

/// The builds a fake `checkSeveral` was asked for, from any lane's thread, with the files the
/// tree held when a test looks at them.
private final class BuildLog: @unchecked Sendable {
    private let lock = NSLock()
    private var builds: [(lane: String, katas: [Int], held: [String])] = []

    func append(lane: String, katas: [Int], held: [String] = []) {
        lock.lock()
        defer { lock.unlock() }
        builds.append((lane, katas, held))
    }

    var all: [(lane: String, katas: [Int], held: [String])] {
        lock.lock()
        defer { lock.unlock() }
        return builds
    }
}
