import Foundation
import KataKit
import Testing

@testable import KataDevKit

@Suite(.whereTheToolRuns) struct KataToolTests {
    /// Held by the suite, so that its folder lives as long as the test.
    let fixture: KataRepositoryFixture

    init() throws {
        fixture = try KataRepositoryFixture()
    }

    @Test func test_start_makesABranchWhoseStageHoldsTheStageBefore() throws {
        let (sut, fixture, console, checks) = try makeSUT()
        let reference = String(try fixture.git("rev-parse", "HEAD").prefix(7))

        let status = sut.run(["start", "2"])

        #expect(status == 0)
        #expect(try fixture.git("rev-parse", "--abbrev-ref", "HEAD") == "kata/2")
        #expect(fixture.text("Stages/StageTwo/A.swift") == "struct A {}\n")
        #expect(fixture.text("Stages/StageTwo/B.swift") == nil)
        #expect(fixture.text("Tests/StageTwoTests/ATests.swift") == "import StageTwo\n")
        #expect(fixture.text("Tests/StageTwoTests/KataGoalTests.swift") == nil)
        #expect(fixture.text("Tests/StageTwoTests/KataOpenGoalTests.swift") == nil)
        #expect(fixture.text("Stages/StageTwo/README.md") == "# Kata 2, the page\n")
        #expect(try fixture.git("status", "--porcelain", "--", "Stages", "Tests") == "")
        #expect(checks.count == 1)
        #expect(console.text.contains("green"))
        #expect(console.text.contains("the reference stays on commit \(reference) (main)."))
    }

    @Test func test_start_anUnknownKata_namesTheKatasThereAre() throws {
        let (sut, _, console, _) = try makeSUT()

        #expect(sut.run(["start", "9"]) == 1)
        #expect(console.text == "kata: there is no kata 9: the katas are 2.")
    }

    @Test func test_check_beforeStart_saysHowToStart() throws {
        let (sut, _, console, checks) = try makeSUT()

        #expect(sut.run(["check"]) == 1)
        #expect(console.text.contains("no kata in progress: swift run kata start 2"))
        #expect(checks.count == 0)
    }

    @Test func test_start_withUncommittedWork_refusesAndLosesNothing() throws {
        let (sut, fixture, console, _) = try makeSUT()
        try fixture.write("struct A { var edited = true }\n", to: "Stages/StageOne/A.swift")

        #expect(sut.run(["start", "2"]) == 1)
        #expect(console.text.contains("1 file(s) have uncommitted changes, such as Stages/StageOne/A.swift:"))
        #expect(fixture.text("Stages/StageOne/A.swift") == "struct A { var edited = true }\n")
        #expect(try fixture.git("rev-parse", "--abbrev-ref", "HEAD") == "main")
    }

    @Test func test_nextThenCheck_bringsTheMovesTestsAndFinishesTheMoveWhenGreen() throws {
        let (sut, fixture, console, _) = try makeSUT(checks: [.green, .red, .green])
        _ = sut.run(["start", "2"])

        #expect(sut.run(["next"]) == 0)
        #expect(fixture.text("Tests/StageTwoTests/BTests.swift") == "import StageTwo\n// B\n")
        #expect(sut.run(["check"]) == 1)
        #expect(console.lines.contains("  Tests/StageTwoTests/BTests.swift:2:1: cannot find 'B' in scope"))
        #expect(sut.run(["check"]) == 0)
        #expect(console.text.contains("Move 1 is done"))
        #expect(sut.run(["list"]) == 0)
        #expect(console.text.contains("kata 2  Grow B: move 1 of 2 done"))
    }

    @Test func test_next_beforeTheMoveIsDone_checksAndStaysOnTheMove() throws {
        let (sut, fixture, _, _) = try makeSUT(checks: [.green, .red])
        _ = sut.run(["start", "2"])
        _ = sut.run(["next"])

        #expect(sut.run(["next"]) == 1)
        #expect(fixture.text("Stages/StageTwo/B.swift") == nil)
        #expect(sut.run([]) == 0)
    }

    @Test func test_nextSkip_movesOnFromAnUnfinishedMoveWithoutTimingIt() throws {
        let (sut, _, console, checks) = try makeSUT(checks: [.green])
        _ = sut.run(["start", "2"])
        _ = sut.run(["next"])

        #expect(sut.run(["next", "--skip"]) == 0)

        #expect(checks.count == 1)
        #expect(console.text.contains("Move 1 skipped"))
        #expect(console.text.contains("Kata 2, move 2 of 2: A holds a B"))
        #expect(sut.run(["list"]) == 0)
        #expect(console.lines.last == "▸ kata 2  Grow B: move 1 of 2 done")
    }

    @Test func test_hint_showsOneMoreHintEachTimeThenSaysItWasTheLast() throws {
        let (sut, _, console, _) = try makeSUT()
        _ = sut.run(["start", "2"])
        _ = sut.run(["next"])

        for _ in 1...4 { _ = sut.run(["hint"]) }

        #expect(console.lines.filter { $0.hasPrefix("Hint 1 of 3") }.count == 4)
        #expect(console.lines.filter { $0.hasPrefix("Hint 3 of 3") }.count == 2)
        #expect(console.lines.filter { $0 == "That was the last hint." }.count == 2)
    }

    @Test func test_catchUp_bringsTheReferenceAndKeepsTheLearnersVersion() throws {
        let (sut, fixture, console, _) = try makeSUT()
        _ = sut.run(["start", "2"])
        _ = sut.run(["next"])
        try fixture.write("struct B { var mine = 1 }\n", to: "Stages/StageTwo/B.swift")

        #expect(sut.run(["catch-up"]) == 0)

        #expect(fixture.text("Stages/StageTwo/B.swift") == "struct B {}\n")
        let kept = try #require(fixture.tree.files(in: ".kata/kept").first)
        #expect(fixture.text(kept) == "struct B { var mine = 1 }\n")
        #expect(console.text.contains("kept in .kata/kept/"))
    }

    @Test func test_check_withTheTestFolderDeleted_saysHowToGetItBack() throws {
        let (sut, fixture, console, checks) = try makeSUT()
        _ = sut.run(["start", "2"])
        try fixture.tree.delete("Tests/StageTwoTests")

        #expect(sut.run(["check"]) == 1)
        #expect(
            console.lines.last
                == "kata: Tests/StageTwoTests is missing: git restore Tests/StageTwoTests brings back what was last committed or staged there, and swift run kata reset starts the kata again, keeping your files"
        )
        #expect(checks.count == 1)
    }

    @Test func test_check_onAnotherBranch_saysWhichBranchTheKataIsOn() throws {
        let (sut, fixture, console, _) = try makeSUT()
        _ = sut.run(["start", "2"])
        try fixture.git("switch", "--quiet", "main")

        #expect(sut.run(["check"]) == 1)
        #expect(
            console.lines.last
                == "kata: kata 2 is on the branch kata/2, and you are on main: git switch kata/2")
    }

    @Test func test_diff_showsTheLearnersWorkNewFilesIncludedWithoutStagingIt() throws {
        let (sut, fixture, console, _) = try makeSUT()
        _ = sut.run(["start", "2"])
        try fixture.write("struct C {}\n", to: "Stages/StageTwo/C.swift")

        #expect(sut.run(["diff"]) == 0)

        #expect(console.lines.contains("+++ b/Stages/StageTwo/C.swift"))
        #expect(try fixture.git("status", "--porcelain", "--", "Stages") == "?? Stages/StageTwo/C.swift")
    }

    @Test func test_diffCode_leavesOutTheTestsAndPrintsEveryPageWithAll() throws {
        let (sut, fixture, console, _) = try makeSUT()
        _ = sut.run(["start", "2"])
        _ = sut.run(["next"])
        try fixture.write("struct C {}\n", to: "Stages/StageTwo/C.swift")
        let before = console.lines.count

        #expect(sut.run(["diff", "code", "--all"]) == 0)

        let printed = console.lines.dropFirst(before)
        #expect(printed.contains("+++ b/Stages/StageTwo/C.swift"))
        #expect(!printed.contains { $0.contains("BTests.swift") })
        #expect(!printed.contains { $0.hasPrefix("page ") })
    }

    @Test func test_start_again_afterAnotherKata_returnsToItsBranch() throws {
        let (sut, fixture, console, _) = try makeSUT()
        _ = sut.run(["start", "2"])
        try fixture.git("switch", "--quiet", "main")

        #expect(sut.run(["start", "2"]) == 0)
        #expect(try fixture.git("rev-parse", "--abbrev-ref", "HEAD") == "kata/2")
        #expect(console.text.contains("Back on kata/2"))
    }

    @Test func test_start_again_onItsBranch_saysWhereTheKataIsAndSwitchesNothing() throws {
        let (sut, fixture, console, _) = try makeSUT()
        _ = sut.run(["start", "2"])

        #expect(sut.run(["start", "2"]) == 0)
        #expect(try fixture.git("rev-parse", "--abbrev-ref", "HEAD") == "kata/2")
        #expect(console.lines.contains("Kata 2 is already started, at move 0 of 2."))
        #expect(!console.text.contains("Back on"))
    }

    @Test
    func test_verify_replaysTheKataCompilingEachLayoutOnceAndCountsEveryCheckThatCameOutAsTheDataPromises()
        throws
    {
        let (sut, _, console, checks) = try makeSUT(checks: [.green, .red, .red, .green, .red])

        #expect(sut.run(["verify", "--moves"], table: .maintainer) == 1)

        #expect(checks.count == 5)
        #expect(console.lines.contains("ok     kata 2 the reference: green, 0 tests passed"))
        #expect(console.lines.contains("ok     kata 2 goal checks on StageOne: fail, 1 of them"))
        #expect(
            console.lines.contains(
                "ok     kata 2 move 1, its tests: red, 1 compile error (files checked before: not compiled again)"
            ))
        #expect(console.lines.contains { $0.hasPrefix("BROKEN kata 2 move 1, caught up: red") })
        #expect(
            console.lines.contains(
                "ok     kata 2 end, the moves' tests on the reference code: green, 0 tests passed (files checked before: not compiled again)"
            ))
        #expect(console.lines.contains("kata moves replayed: 8 of 9"))
        #expect(console.lines.last == "verify: 8 passed, 1 failed")
    }

    @Test func test_verifyWriteOutcomes_thenVerify_takesEachTrialFromTheRecordAndSaysSo() throws {
        // The first run's five checks, then the second's: the reference built, the stage before read.
        let (sut, fixture, console, checks) = try makeSUT(checks: [
            .green, .red, .red, .green, .red, .green, .red,
        ])
        #expect(sut.run(["verify", "--moves", "--write-outcomes"], table: .maintainer) == 1)
        let record = try #require(try TrialRecord.read(from: fixture.tree))
        let mark = console.lines.count

        #expect(sut.run(["verify", "--moves"], table: .maintainer) == 1)

        let said = console.lines.dropFirst(mark)
        #expect(record.toolchain == "Swift version 6.3.1 (swift-6.3.1-RELEASE)")
        #expect(record.trials.count == 4, "seven trials, three of them the same files as another")
        #expect(
            record.trials.values.contains {
                $0.name == "kata 2 move 1, caught up" && $0.outcome.colour == .red
            })
        #expect(
            checks.count == 5 + 2, "the second run builds the reference and reads the stage before, no more")
        #expect(
            said.contains(
                "BROKEN kata 2 move 1, caught up: red, 1 compile error (from the record: not compiled in this run) (the data promises green)"
            ))
        #expect(
            said.contains(
                "trials taken from the record: 7 of 7; compiled again to check it: 0; compiled since it lacks them: 0"
            ))
        #expect(said.last == "verify: 8 passed, 1 failed")
    }

    @Test func test_verify_withARecordThatIsNone_stopsSayingHowToMendIt_andCompileAllSetsItAside() throws {
        let (sut, fixture, console, _) = try makeSUT(checks: [.green, .red, .red, .green, .green])
        try fixture.write("{", to: TrialRecord.path)

        #expect(sut.run(["verify", "--moves"], table: .maintainer) == 1)
        let refused = console.lines.count
        #expect(sut.run(["verify", "--moves", "--compile-all", "--write-outcomes"], table: .maintainer) == 0)

        #expect(
            console.lines.first?.hasPrefix("kata-dev: \(TrialRecord.path) is not a record of trial outcomes")
                == true)
        #expect(refused == 1, "nothing checked before it stopped")
        #expect(
            console.lines.dropFirst(refused).first
                == "\(TrialRecord.path) is not a record of trial outcomes: set aside, as --compile-all asks")
        #expect(try TrialRecord.read(from: fixture.tree)?.trials.count == 4)
    }

    @Test func test_verifyWriteOutcomes_overAnotherToolchainsRecord_refusesBeforeCheckingAnything() throws {
        let (sut, fixture, console, checks) = try makeSUT()
        let record = TrialRecord(
            toolchain: "Apple Swift version 6.2\nTarget: arm64-apple-macosx15.0", trials: [:])
        try fixture.tree.write(record.data(), to: TrialRecord.path)

        #expect(sut.run(["verify", "--moves", "--write-outcomes"], table: .maintainer) == 1)

        #expect(checks.count == 0)
        #expect(try TrialRecord.read(from: fixture.tree) == record)
        #expect(
            console.lines
                == [
                    "kata-dev: \(TrialRecord.path) holds the outcomes of Apple Swift version 6.2, and this is Swift version 6.3.1 (swift-6.3.1-RELEASE): written here, it would hold outcomes no CI leg uses. Run --write-outcomes with that toolchain (CI's Linux container), or delete the file to start a record for this one"
                ])
    }

    @Test func test_verifyMistakes_readsTheEditedStageFirstAndCompilesOnlyWhatReadingMissed() throws {
        let (sut, fixture, console, checks) = try makeSUT(checks: [.green, .red, .red, .green, .green, .red])
        try fixture.commit(
            mistake: "1-seen-by-reading", replacing: "struct A { let b: B }",
            with: "struct A { static var b = B() }", behaviourIntact: true)
        try fixture.commit(
            mistake: "2-seen-by-compiling", in: "B.swift", replacing: "struct B {}",
            with: "struct B { init() { fatalError() } }")

        #expect(sut.run(["verify", "--mistakes"], table: .maintainer) == 0)

        let copy = ".kata/goal-sources/Stages/StageTwo"
        #expect(checks.goalSources == [nil, copy, copy, copy, copy, nil])
        #expect(console.lines.contains("kata mistakes caught: 2 of 2"))
        #expect(console.lines.contains("catalogue entries the goal checks read alike at 60 columns: 2 of 2"))
    }

    @Test func test_verifyCompileIntact_compilesAMistakeReadingCaught_andHoldsItToItsIntactBehaviour() throws
    {
        let goalCheckFails = Self.failing("StageTwoTests.KataGoalTests/test_a()/KataGoalTests.swift:3:6")
        let behaviourTestFails = Self.failing("StageTwoTests.ATests/test_a()/ATests.swift:3:6")
        // The reference, the mistake read and read at 60 columns, then the mistake compiled.
        let harness = KataToolHarness(
            fixture: fixture,
            checks: CheckStub(
                outcomes: [
                    CheckOutcome(verdict: .passed), goalCheckFails, goalCheckFails, behaviourTestFails,
                ]))
        try fixture.commit(
            mistake: "1-seen-by-reading", replacing: "struct A { let b: B }",
            with: "struct A { static var b = B() }", behaviourIntact: true)

        #expect(harness.sut.run(["verify", "--mistakes", "--compile-intact"], table: .maintainer) == 1)

        let copy = ".kata/goal-sources/Stages/StageTwo"
        #expect(harness.checks.goalSources == [nil, copy, copy, nil])
        #expect(
            harness.console.lines.contains(
                "BROKEN kata 2 mistake 1-seen-by-reading: BROKEN: it says its behaviour is intact, but behaviour tests fail: StageTwoTests.ATests/test_a()/ATests.swift:3:6"
            ))
        #expect(harness.console.lines.contains("kata mistakes caught: 0 of 1"))
    }

    private static func failing(_ testID: String) -> CheckOutcome {
        var report = EventStreamReport()
        report.failedTests = [testID]
        report.failures = [TestFailure(test: testID, message: "Expectation failed", path: nil, line: nil)]
        return CheckOutcome(verdict: .testsFailed, report: report)
    }

    @Test func test_verifyMistakes_judgesTheMistakesDoneRunsFromOneBuild_asDoneRunsThem() throws {
        try fixture.letTheLearnerWriteTests()
        try fixture.commitAMistakeAStandInCanHold()
        // The reference, the mistake read (and read at 60 columns), then the schema with none made.
        let harness = KataToolHarness(
            fixture: fixture, checks: CheckStub([.green, .green, .green, .green]),
            openChecks: OpenCheckStub([CheckOutcome(verdict: .testsFailed, report: Self.oneFailure)]))

        #expect(harness.sut.run(["verify", "--mistakes"], table: .maintainer) == 0)

        #expect(harness.checks.count == 4)
        #expect(harness.openChecks.filters == ["Stage2"])
        #expect(
            harness.console.lines.contains(
                "ok     kata 2 done's one build of 1 mistake, none made: green, 0 tests passed"))
        #expect(
            harness.console.lines.contains(
                "ok     kata 2 mistake c-answers-two (a run of done's one build): caught 1 failing, 0 passed")
        )
        #expect(fixture.text("Stages/StageTwo/C.swift")?.contains("{ 1 }") == true)
        #expect(!fixture.tree.exists(".kata/verify/Stages/StageTwo/C_mistake1.swift"))
    }

    @Test func test_verifyMistakes_whenDonesOneBuildIsRedWithNoMistakeMade_compilesEachMistakeOnItsOwn()
        throws
    {
        try fixture.letTheLearnerWriteTests()
        try fixture.commitAMistakeAStandInCanHold()
        // The reference, the mistake read twice, the schema red, then the mistake on its own.
        let harness = KataToolHarness(
            fixture: fixture, checks: CheckStub([.green, .green, .green, .red, .red]))

        #expect(harness.sut.run(["verify", "--mistakes"], table: .maintainer) == 1)

        #expect(harness.checks.count == 5)
        #expect(harness.openChecks.filters.isEmpty)
        #expect(
            harness.console.lines.contains {
                $0.hasPrefix("BROKEN kata 2 done's one build of 1 mistake, none made: red")
            })
        #expect(
            harness.console.lines.contains { $0.hasPrefix("ok     kata 2 mistake c-answers-two: caught") })
    }

    private static var oneFailure: EventStreamReport {
        var report = EventStreamReport()
        report.failedTests = ["CTests/test_c()"]
        report.failures = [TestFailure(test: "test_c()", message: "Expectation failed", path: nil, line: nil)]
        return report
    }

    @Test func test_verifyMistakes_readsEachEntryAgainLaidOutBySwiftFormatAtTheNarrowLine() throws {
        let (sut, fixture, console, _) = try makeSUT(checks: [.green, .red, .green])
        let long = "struct A { let b: B; let label = \"a label long enough to pass sixty columns\" }"
        try fixture.commit(mistake: "1-long-line", replacing: "struct A { let b: B }", with: long)

        #expect(sut.run(["verify", "--mistakes"], table: .maintainer) == 1)

        let narrow = try #require(fixture.text(".kata/verify/.kata/goal-sources/Stages/StageTwo/A.swift"))
        #expect(narrow.split(separator: "\n").count > 1)
        #expect(narrow.split(separator: "\n").allSatisfy { $0.count <= 60 })
        #expect(
            console.lines.contains(
                "BROKEN kata 2 1-long-line at 60 columns: the goal checks read it differently: KataGoalTests/test_goal(); narrow: passed"
            ))
    }

    @Test func test_verifyInPlace_onATreeWithChanges_refusesAndChecksNothing() throws {
        let (sut, fixture, console, checks) = try makeSUT()
        try fixture.write("struct A { var edited = true }\n", to: "Stages/StageTwo/A.swift")

        #expect(sut.run(["verify", "--in-place"], table: .maintainer) == 1)
        #expect(console.text.contains("verify --in-place needs a clean tree"))
        #expect(checks.count == 0)
        #expect(fixture.text("Stages/StageTwo/A.swift") == "struct A { var edited = true }\n")
    }

    // MARK: - Helpers

    private func makeSUT(
        checks colours: [Colour] = []
    ) throws -> (
        sut: KataTool, fixture: KataRepositoryFixture, console: ConsoleSpy, checks: CheckStub
    ) {
        let harness = KataToolHarness(fixture: fixture, checks: CheckStub(colours))
        return (harness.sut, fixture, harness.console, harness.checks)
    }
}
