import Foundation
import KataTestSupport
import Testing

@testable import KataDevKit
@testable import KataKit

/// How verify's compiled trials are shared among trees: every trial built once, in whichever
/// lane, one trial a build when asked, and every lane's tally counted.
@Suite(.whereTheToolRuns) struct TrialRoundsTests {
    @Test func test_runInLanes_buildsEachTrialOnceOneABuildAndCountsEveryLane() throws {
        let builds = BuildLog()
        let sut = try makeSUT(builds)
        let lanes = (TemporaryDirectory(), TemporaryDirectory())
        let trials = [2, 2, 2, 5, 5].enumerated().map { index, kata in
            trial(kata: kata, file: "Stages/Stage\(kata)/T\(index).swift")
        }
        var tally = VerifyTally()

        try sut.run(
            trials, base: [:], lanes: [lane(lanes.0), lane(lanes.1)], perBuild: 1,
            tally: &tally)

        #expect(tally.passed == 5)
        #expect(builds.all.allSatisfy { $0.katas.count == 1 })
        #expect(builds.all.flatMap(\.katas).sorted() == [2, 2, 2, 5, 5])
        #expect(Set(builds.all.map(\.lane)).count == 2, "both lanes build: \(builds.all)")
    }

    @Test func test_runInLanes_givesEachLaneTheTrialsThatChangeTheSameFiles() throws {
        let builds = BuildLog()
        let sut = try makeSUT(builds)
        let lanes = (TemporaryDirectory(), TemporaryDirectory())
        let trials = [
            trial(kata: 2, file: "Stages/Stage2/X.swift", version: 1),
            trial(kata: 2, file: "Stages/Stage2/Y.swift", version: 1),
            trial(kata: 2, file: "Stages/Stage2/X.swift", version: 2),
            trial(kata: 2, file: "Stages/Stage2/Y.swift", version: 2),
        ]
        var tally = VerifyTally()

        try sut.run(
            trials, base: [:], lanes: [lane(lanes.0), lane(lanes.1)], perBuild: 1,
            tally: &tally)

        let files = Dictionary(grouping: builds.all, by: \.lane).mapValues { Set($0.flatMap(\.files)) }
        #expect(
            Set(files.values) == [["Stages/Stage2/X.swift"], ["Stages/Stage2/Y.swift"]],
            "each lane builds the trials of one file: \(builds.all)")
        #expect(tally.passed == 4)
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

        let chain = TrialRounds.chain(trials).map {
            String(decoding: $0.files.values.first ?? Data(), as: UTF8.self)
        }

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

    // MARK: - Helpers

    private func makeSUT(_ builds: BuildLog) throws -> TrialRounds {
        TrialRounds(library: try KataLibrary(tree: try PackageRoot.tree())) { tree, katas, _ in
            builds.append(
                lane: tree.root.lastPathComponent, katas: katas.map(\.kata),
                files: tree.files(in: "Stages").filter { tree.exists($0) })
            return Dictionary(uniqueKeysWithValues: katas.map { ($0.kata, CheckOutcome(verdict: .passed)) })
        }
    }

    private func lane(_ folder: TemporaryDirectory) -> TrialRounds.Lane {
        TrialRounds.Lane(tree: FileTree(root: folder.url), files: [:])
    }

    /// A trial that lays out one file of its own and counts a green outcome as passed.
    private func trial(kata: Int, file: String, version: Int? = nil) -> Trial {
        let content = version.map { "\(file) \($0)" } ?? file
        return Trial(kata: kata, files: [file: Data(content.utf8)]) { outcome, _, tally in
            tally.record(outcome.verdict == .passed, content, Console(colours: false, write: { _ in }))
        }
    }
}

/// The builds a fake `checkSeveral` was asked for, from any lane's thread.
private final class BuildLog: @unchecked Sendable {
    private let lock = NSLock()
    private var builds: [(lane: String, katas: [Int], files: [String])] = []

    func append(lane: String, katas: [Int], files: [String]) {
        lock.lock()
        defer { lock.unlock() }
        builds.append((lane, katas, files))
    }

    var all: [(lane: String, katas: [Int], files: [String])] {
        lock.lock()
        defer { lock.unlock() }
        return builds
    }
}
