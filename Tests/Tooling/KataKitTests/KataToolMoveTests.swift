import Foundation
import KataKit
import Testing

@Suite(.whereTheToolRuns) struct KataToolMoveTests {
    let fixture: KataRepositoryFixture

    init() throws {
        fixture = try KataRepositoryFixture()
    }

    @Test func test_check_showsEveryFailingGoalChecksLessonAndAFailingRowsArguments() throws {
        var report = EventStreamReport()
        report.failures = [
            TestFailure(
                test: "test_goal()", message: "Expectation failed", path: "Tests/StageTwoTests/G.swift",
                line: 3,
                details: "Kata 2: A holds a B it is given."),
            TestFailure(
                test: "test_other()", message: "Expectation failed", path: "Tests/StageTwoTests/G.swift",
                line: 9,
                details: "Kata 2: no B is made inside A."),
            TestFailure(
                test: "test_rows(row:)", message: "Expectation failed", path: "Tests/StageTwoTests/T.swift",
                line: 4, row: "offline, corrupt cache"),
        ]
        report.failedTests = ["test_goal()", "test_other()", "test_rows(row:)"]
        let harness = makeSUT(
            checks: CheckStub(outcomes: [
                CheckOutcome(verdict: .passed), CheckOutcome(verdict: .testsFailed, report: report),
            ]))
        _ = harness.sut.run(["start", "2"])

        #expect(harness.sut.run(["check"]) == 1)

        #expect(harness.console.lines.contains("    Kata 2: A holds a B it is given."))
        #expect(harness.console.lines.contains("    Kata 2: no B is made inside A."))
        #expect(
            harness.console.lines.contains {
                $0.contains("T.swift:4: test_rows(row:) [offline, corrupt cache]")
            })
    }

    @Test func test_check_thatLeavesAMoveUnfinished_pointsToWhatHelps_catchUpOnlyWhereTheMoveHasOne() throws {
        let moves = KataRepositoryFixture.moves.replacingOccurrences(
            of: #""catchUp": [{ "copy": "Stages/StageTwo/B.swift" }],"#, with: #""catchUp": [],"#)
        try fixture.write(moves, to: "Tests/Tooling/KataData/kata2/moves.json")
        try fixture.commit("no catch-up")
        let harness = makeSUT(checks: CheckStub([.green, .red]))
        _ = harness.sut.run(["start", "2"])
        _ = harness.sut.run(["next"])

        _ = harness.sut.run(["check"])

        #expect(
            harness.console.lines.last
                == "Next: write the move (swift run kata hint for a nudge, 3 in all; this move has no catch-up)."
        )
    }

    @Test func test_start_saysWhatIsGreenAtTheStart_theStageBeforesTestsOrNoTestYetWhereYouPinTheCode() throws
    {
        let pinning = try KataRepositoryFixture()
        let moves = KataRepositoryFixture.moves.replacingOccurrences(
            of: #""start": { "code": "StageOne", "tests": "StageOne" }"#,
            with: #""start": { "code": null, "tests": null }"#)
        try pinning.write(moves, to: "Tests/Tooling/KataData/kata2/moves.json")
        try pinning.commit("pin")
        let refactoring = makeSUT(checks: CheckStub([.green]))
        let characterizing = KataToolHarness(fixture: pinning, checks: CheckStub([.green]))

        _ = refactoring.sut.run(["start", "2"])
        _ = characterizing.sut.run(["start", "2"])

        #expect(
            refactoring.console.text.contains(
                "The guide: green at the start, the stage before's tests on its code."))
        #expect(
            characterizing.console.text.contains(
                "The guide: green at the start, the code you will pin and no test of yours yet."))
    }

    @Test func test_check_thatFinishesAMove_saysDoneJudgesTheDesign_onlyWhereTheKataHasGoalChecks() throws {
        func finishMoveOne(in fixture: KataRepositoryFixture) -> String? {
            let harness = KataToolHarness(fixture: fixture, checks: CheckStub([.green, .green]))
            _ = harness.sut.run(["start", "2"])
            _ = harness.sut.run(["next"])
            _ = harness.sut.run(["check"])
            return harness.console.lines.first { $0.hasPrefix("Move 1 is done") }
        }
        let withGoalChecks = try KataRepositoryFixture()
        try withGoalChecks.write("import StageTwo\n// goal\n", to: "Tests/StageTwoTests/KataGoalTests.swift")
        try withGoalChecks.git("add", "--all")
        try withGoalChecks.commit("goal")

        let said = finishMoveOne(in: fixture)
        let saidWithGoalChecks = finishMoveOne(in: withGoalChecks)

        #expect(said?.contains("judges the design") == false)
        #expect(saidWithGoalChecks?.contains("(its tests pass; kata done judges the design)") == true)
    }

    @Test func test_next_onAMoveTheDataKeepsRed_saysSoAndWhy() throws {
        try useMoves(Self.redThenGreen)
        let harness = makeSUT()
        _ = harness.sut.run(["start", "2"])

        #expect(harness.sut.run(["next"]) == 0)

        #expect(
            harness.console.lines.last
                == "The check is red now; it stays red once the move is written: its tests ask for what move 2 (B arrives) writes, and that move turns it green: swift run kata check"
        )
    }

    @Test func test_aMoveWithNoCatchUp_isNeverOfferedOne() throws {
        try useMoves(Self.redThenGreen)
        let harness = makeSUT(checks: CheckStub([.green, .green]))
        _ = harness.sut.run(["start", "2"])
        _ = harness.sut.run(["next"])

        _ = harness.sut.run(["check"])
        _ = harness.sut.run(["hint"])
        _ = harness.sut.run(["hint"])

        let offers = harness.console.lines.filter { $0.contains("swift run kata catch-up") }
        #expect(offers.isEmpty, "\(offers)")
        #expect(harness.console.text.contains("this move has no catch-up: the tests it brought are the spec"))
        #expect(harness.sut.run(["catch-up"]) == 0)
        #expect(harness.console.lines.last?.hasPrefix("Move 1 has no catch-up") == true)
    }

    @Test func test_hint_onAMoveAlreadyDone_saysSoAndPointsToTheNext() throws {
        let harness = makeSUT(checks: CheckStub([.green, .green]))
        _ = harness.sut.run(["start", "2"])
        _ = harness.sut.run(["next"])
        _ = harness.sut.run(["check"])
        let mark = harness.console.lines.count

        _ = harness.sut.run(["hint"])

        #expect(
            harness.console.lines[mark]
                == "Move 1 is done already: swift run kata next brings the next move. Its hints, if you still want them:"
        )
        #expect(harness.console.lines.last?.hasPrefix("Hint 1 of 3") == true)
    }

    @Test func test_lastHint_ofAMoveThatBringsNoTestsNorCatchUp_sendsToItsPageNotToTests() throws {
        try useMoves(
            Self.redThenGreen.replacingOccurrences(
                of: #""tests": [{ "copy": "Tests/StageTwoTests/BTests.swift" }], "#, with: ""))
        let harness = makeSUT(checks: CheckStub([.green, .green]))
        _ = harness.sut.run(["start", "2"])
        _ = harness.sut.run(["next"])

        _ = harness.sut.run(["hint"])
        _ = harness.sut.run(["hint"])

        #expect(harness.console.text.contains("this move has no catch-up: what it asks is on its page"))
        #expect(!harness.console.text.contains("the tests it brought"))
    }

    @Test func test_catchUp_overAFileTheKataStartedWith_keepsNothing() throws {
        let harness = makeSUT()
        _ = harness.sut.run(["start", "2"])
        _ = harness.sut.run(["next"])
        _ = harness.sut.run(["next", "--skip"])

        #expect(harness.sut.run(["catch-up"]) == 0)

        #expect(fixture.text("Stages/StageTwo/A.swift") == "struct A { let b: B }\n")
        #expect(!harness.console.text.contains("kept"))
        #expect(fixture.tree.files(in: ".kata/kept").isEmpty)
    }

    @Test func test_catchUp_overAFileTheLearnerChanged_namesItAndWhereItIsKept() throws {
        let harness = makeSUT()
        _ = harness.sut.run(["start", "2"])
        _ = harness.sut.run(["next"])
        _ = harness.sut.run(["next", "--skip"])
        try fixture.write("struct A { let mine: Int }\n", to: "Stages/StageTwo/A.swift")

        #expect(harness.sut.run(["catch-up"]) == 0)

        #expect(harness.console.text.contains("Your version of Stages/StageTwo/A.swift kept in .kata/kept/"))
        let kept = try #require(fixture.tree.files(in: ".kata/kept").first)
        #expect(fixture.text(kept) == "struct A { let mine: Int }\n")
    }

    @Test func test_watch_checksAgainAfterASaveAndStopsWhenTheWaitSaysSo() throws {
        let rounds = Rounds(3) { [fixture] round in
            if round == 1 {
                try? fixture.write("struct A { let saved: Int }\n", to: "Stages/StageTwo/A.swift")
            }
        }
        let harness = KataToolHarness(fixture: fixture, checks: CheckStub(), waits: rounds.next)
        _ = harness.sut.run(["start", "2"])

        #expect(harness.sut.run(["watch"]) == 0)

        #expect(harness.checks.count == 3)
    }

    @Test func test_next_wrapsTheMovesTextToTheTerminal() throws {
        let harness = KataToolHarness(fixture: fixture, columns: 40)
        _ = harness.sut.run(["start", "2"])

        _ = harness.sut.run(["next"])

        #expect(harness.console.lines.allSatisfy { $0.count <= 40 || !$0.contains(" ") })
    }

    // MARK: - Helpers

    static let redThenGreen = """
        {
          "kata": 2, "title": "Grow B", "stage": "StageTwo",
          "start": { "code": "StageOne", "tests": "StageOne" },
          "moves": [
            { "title": "Tests for B, first", "pins": "Write B's tests.", "hints": ["one", "two"],
              "tests": [{ "copy": "Tests/StageTwoTests/BTests.swift" }], "withTests": "red", "whenDone": "red" },
            { "title": "B arrives", "pins": "Write B.",
              "catchUp": [{ "copy": "Stages/StageTwo/B.swift" }] }
          ]
        }
        """

    private func useMoves(_ json: String) throws {
        try fixture.write(json, to: "Tests/Tooling/KataData/kata2/moves.json")
        try fixture.commit("moves")
    }

    private func makeSUT(checks: CheckStub = CheckStub()) -> KataToolHarness {
        KataToolHarness(fixture: fixture, checks: checks)
    }
}

/// A `watch`'s waits: `count` of them say go on, then one says stop; each runs `before` first
/// with its number, from 1.
final class Rounds: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let count: Int
    private let before: @Sendable (Int) -> Void

    init(_ count: Int, before: @escaping @Sendable (Int) -> Void) {
        self.count = count
        self.before = before
    }

    var next: @Sendable () -> Bool {
        { [self] in
            lock.lock()
            done += 1
            let round = done
            lock.unlock()
            before(round)
            return round <= count
        }
    }
}
