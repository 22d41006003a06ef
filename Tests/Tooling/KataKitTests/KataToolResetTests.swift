import Foundation
import KataKit
import Testing

@Suite(.whereTheToolRuns) struct KataToolResetTests {
    let fixture: KataRepositoryFixture

    init() throws {
        fixture = try KataRepositoryFixture()
    }

    @Test func test_reset_midWay_keepsTheUncommittedWorkOnANamedBranchAndLeavesACleanStart() throws {
        let harness = try makeSUT(answer: true)
        let start = try started(harness)
        _ = harness.sut.run(["next"])
        try fixture.write("struct A { let edited: Int }\n", to: "Stages/StageTwo/A.swift")
        try fixture.write("struct C {}\n", to: "Stages/StageTwo/C.swift")

        #expect(harness.sut.run(["reset"]) == 0)

        #expect(try harness.head() == start)
        #expect(
            try fixture.git("status", "--porcelain", "--untracked-files=all", "--", "Stages", "Tests") == "")
        #expect(fixture.text("Stages/StageTwo/A.swift") == "struct A {}\n")
        #expect(fixture.text("Tests/StageTwoTests/BTests.swift") == nil)
        let branch = try #require(keptBranch(in: harness.console.text))
        #expect(
            try fixture.git("show", "\(branch):Stages/StageTwo/A.swift") == "struct A { let edited: Int }")
        #expect(try fixture.git("show", "\(branch):Stages/StageTwo/C.swift") == "struct C {}")
        #expect(
            try fixture.git("show", "\(branch):Tests/StageTwoTests/BTests.swift") == "import StageTwo\n// B")
        #expect(harness.sut.run(["list"]) == 0)
        #expect(harness.console.lines.suffix(2).first == "▸ kata 2  Grow B: move 0 of 2 done")
        #expect(
            harness.console.lines.last
                == "    your work before a reset: \(branch) (git diff kata/2 \(branch))")
        #expect(harness.sut.run([]) == 0)
        #expect(harness.console.text.contains("At the start. Your work before the reset is on \(branch)."))
    }

    @Test func test_reset_afterCommitting_putsHeadBackOnTheStartAndKeepsTheCommitsOnABranch() throws {
        let harness = try makeSUT(checks: CheckStub([.green, .green]), answer: true)
        let start = try started(harness)
        _ = harness.sut.run(["next"])
        try fixture.write("struct B {}\n", to: "Stages/StageTwo/B.swift")
        _ = harness.sut.run(["check"])
        try harness.commit("move 1")
        let committed = try harness.head()

        #expect(harness.sut.run(["reset"]) == 0)

        #expect(try harness.head() == start)
        #expect(try fixture.git("rev-parse", "--abbrev-ref", "HEAD") == "kata/2")
        #expect(
            try fixture.git("status", "--porcelain", "--untracked-files=all", "--", "Stages", "Tests") == "")
        #expect(fixture.text("Stages/StageTwo/B.swift") == nil)
        let branch = try #require(keptBranch(in: harness.console.text))
        #expect(try fixture.git("rev-parse", branch) == committed)
        #expect(harness.console.text.contains("1 commit since the start"))
        _ = harness.sut.run(["list"])
        #expect(harness.console.lines.suffix(2).first == "▸ kata 2  Grow B: move 0 of 2 done")
    }

    @Test func test_reset_twice_namesBothBranchesTheWorkIsOn() throws {
        let harness = try makeSUT(answer: true)
        _ = try started(harness)
        try fixture.write("struct A { let first: Int }\n", to: "Stages/StageTwo/A.swift")
        _ = harness.sut.run(["reset"])
        let first = try #require(keptBranch(in: harness.console.text))
        try fixture.write("struct A { let second: Int }\n", to: "Stages/StageTwo/A.swift")
        let mark = harness.console.lines.count
        _ = harness.sut.run(["reset"])
        let second = try #require(keptBranch(in: harness.said(since: mark)))

        _ = harness.sut.run(["list"])

        #expect(first != second)
        #expect(
            harness.console.lines.last
                == "    your work before a reset: \(first), \(second) (git diff kata/2 \(second))")
    }

    @Test func test_reset_saysWhatItWillDoOneStepALine() throws {
        let harness = try makeSUT(answer: true)
        _ = try started(harness)
        try fixture.write("struct A { let edited: Int }\n", to: "Stages/StageTwo/A.swift")

        _ = harness.sut.run(["reset"])

        let plan = harness.console.lines.drop { $0 != "Reset will:" }.prefix(4).map { $0 }
        #expect(plan.count == 4)
        #expect(
            plan.dropFirst().first?.hasPrefix("  1. keep your work (1 uncommitted file) on a new branch")
                == true)
        #expect(plan.last == "  3. put Stages/StageTwo and Tests/StageTwoTests back as they were, at move 0.")
    }

    @Test func test_reset_withNoTerminal_refusesNamesTheFlagAndChangesNothing() throws {
        let harness = try makeSUT(answer: nil)
        _ = try started(harness)
        try fixture.write("struct A { let edited: Int }\n", to: "Stages/StageTwo/A.swift")

        #expect(harness.sut.run(["reset"]) == 1)

        #expect(harness.console.lines.last?.contains("--yes") == true)
        #expect(fixture.text("Stages/StageTwo/A.swift") == "struct A { let edited: Int }\n")
        #expect(try fixture.git("branch", "--list", "kata/2-before-reset-*") == "")
    }

    @Test func test_reset_answeredNo_changesNothing() throws {
        let harness = try makeSUT(answer: false)
        _ = try started(harness)
        try fixture.write("struct A { let edited: Int }\n", to: "Stages/StageTwo/A.swift")

        #expect(harness.sut.run(["reset"]) == 1)

        #expect(harness.console.lines.last == "Nothing changed.")
        #expect(fixture.text("Stages/StageTwo/A.swift") == "struct A { let edited: Int }\n")
    }

    @Test func test_resetYes_withNoTerminal_goesAheadWithoutAsking() throws {
        let harness = try makeSUT(answer: nil)
        let start = try started(harness)
        try fixture.write("struct A { let edited: Int }\n", to: "Stages/StageTwo/A.swift")

        #expect(harness.sut.run(["reset", "--yes"]) == 0)

        #expect(try harness.head() == start)
        #expect(fixture.text("Stages/StageTwo/A.swift") == "struct A {}\n")
    }

    @Test func test_reset_leavesTheLearnersStagingAreaAsGitWouldAfterAHardReset() throws {
        let harness = try makeSUT(answer: true)
        _ = try started(harness)
        try fixture.git("mv", "Stages/StageTwo/A.swift", "Stages/StageTwo/Renamed.swift")

        #expect(harness.sut.run(["reset"]) == 0)

        #expect(try fixture.git("status", "--porcelain", "--", "Stages", "Tests") == "")
        #expect(fixture.text("Stages/StageTwo/A.swift") == "struct A {}\n")
        let branch = try #require(keptBranch(in: harness.console.text))
        #expect(try fixture.git("show", "\(branch):Stages/StageTwo/Renamed.swift") == "struct A {}")
    }

    @Test func test_reset_atTheStart_asksNothingAndStartsTheMovesAgain() throws {
        let harness = try makeSUT(answer: nil)
        _ = try started(harness)

        #expect(harness.sut.run(["reset"]) == 0)

        #expect(harness.console.text.contains("at its start already"))
        #expect(try fixture.git("branch", "--list", "kata/2-before-reset-*") == "")
    }

    // MARK: - Helpers

    private func makeSUT(checks: CheckStub = CheckStub(), answer: Bool?) throws -> KataToolHarness {
        KataToolHarness(fixture: fixture, checks: checks, answer: answer)
    }

    /// Starts kata 2 and returns its start commit.
    private func started(
        _ harness: KataToolHarness, sourceLocation: SourceLocation = #_sourceLocation
    ) throws
        -> String
    {
        #expect(harness.sut.run(["start", "2"]) == 0, sourceLocation: sourceLocation)
        return try harness.head()
    }

    /// The branch the tool said it kept the work on.
    private func keptBranch(in text: String) -> String? {
        guard let range = text.range(of: "on the branch kata/2-before-reset-") else { return nil }
        let name = text[range.upperBound...].prefix { !$0.isWhitespace && $0 != ":" && $0 != "," }
        return "kata/2-before-reset-" + name.trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }
}
