import Foundation
import KataKit
import Testing

/// A later `done` reruns only what an edit changed: the run on the learner's code after a code
/// edit, the runs of the learner's tests after a test edit.
@Suite struct KataToolDoneAgainTests {
    let fixture: KataRepositoryFixture

    init() throws {
        fixture = try KataRepositoryFixture()
        let moves = KataRepositoryFixture.moves.replacingOccurrences(
            of: #""stage": "StageTwo","#, with: #""stage": "StageTwo", "learnerWritesTests": true,"#)
        try fixture.write(moves, to: "Tests/Tooling/KataData/kata2/moves.json")
        try fixture.commit(mistake: "b-dropped", replacing: "struct A { let b: B }", with: "struct A {}")
    }

    @Test func test_doneAgain_afterACodeEdit_rerunsOnlyTheRunOnYourCode() throws {
        let harness = try makeSUT(checks: CheckStub([.green, .green, .green, .red]))
        #expect(harness.sut.run(["done"]) == 0)
        #expect(harness.checks.count == 4)
        try fixture.write("struct A { let b: B; let edited = true }\n", to: "Stages/StageTwo/A.swift")
        let mark = harness.console.lines.count

        #expect(harness.sut.run(["done"]) == 0)

        #expect(harness.checks.count == 5)
        let said = harness.said(since: mark)
        #expect(said.contains("2. your tests on the reference code: green, as at your last done"))
        #expect(said.contains("caught 1 of 1 (1 as at your last done: your tests had not changed)"))
    }

    @Test func test_doneAgain_afterATestEdit_rerunsYourTestsButNotTheRunOnYourCode() throws {
        let harness = try makeSUT(checks: CheckStub([.green, .green, .green, .red, .green, .red]))
        _ = harness.sut.run(["done"])
        try fixture.write("import StageTwo\n// B, pinned again\n", to: "Tests/StageTwoTests/BTests.swift")
        let mark = harness.console.lines.count

        _ = harness.sut.run(["done"])

        #expect(harness.checks.count == 6)
        let said = harness.said(since: mark)
        #expect(
            said.contains("1. the reference tests and goal checks on your code: green, as at your last done"))
        #expect(said.contains("caught 1 of 1") && !said.contains("your tests had not changed"))
    }

    @Test func test_doneAgain_afterARedRun_runsOnlyThatRunAgain() throws {
        let harness = try makeSUT(checks: CheckStub([.green, .green, .red, .red]))
        #expect(harness.sut.run(["done"]) == 1)
        let mark = harness.console.lines.count

        #expect(harness.sut.run(["done"]) == 0)

        #expect(harness.checks.count == 5)
        #expect(
            harness.said(since: mark).contains("2. your tests on the reference code: green, 0 tests passed"))
    }

    @Test func test_done_withAnUnreadableRecordOfItsRuns_runsEverythingAndMendsIt() throws {
        let harness = try makeSUT(checks: CheckStub([.green, .green, .green, .red, .green, .green, .red]))
        _ = harness.sut.run(["done"])
        try fixture.write("{ not json", to: ".kata/done-runs.json")

        #expect(harness.sut.run(["done"]) == 0)
        #expect(harness.sut.run(["done"]) == 0)

        #expect(harness.checks.count == 7)
    }

    // MARK: - Helpers

    /// `checks` answers `start`'s check first, then each of `done`'s runs.
    private func makeSUT(checks: CheckStub) throws -> KataToolHarness {
        let harness = KataToolHarness(fixture: fixture, checks: checks)
        _ = harness.sut.run(["start", "2"])
        return harness
    }
}
