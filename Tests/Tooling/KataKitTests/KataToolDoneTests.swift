import Foundation
import KataKit
import Testing

/// `done` judges copies of the stage, built side by side, and never touches the learner's folders:
/// their code under the reference's tests, their tests on the reference's code, and their tests
/// against each mistake of the catalogue that changes behaviour.
@Suite(.whereTheToolRuns) struct KataToolDoneTests {
    let fixture: KataRepositoryFixture

    init() throws {
        fixture = try KataRepositoryFixture()
    }

    @Test func test_done_judgesYourCodeAndYourTestsOnCopies_andLeavesYourFoldersAsTheyAre() throws {
        let harness = try makeSUT()
        try fixture.write("struct A { let mine: Int }\n", to: "Stages/StageTwo/A.swift")
        try fixture.write("import StageTwo\n// B, mine\n", to: "Tests/StageTwoTests/BTests.swift")
        let before = fixture.tree.snapshot(of: ["Stages", "Tests"])

        _ = harness.sut.run(["done"])

        #expect(fixture.tree.snapshot(of: ["Stages", "Tests"]) == before)
        #expect(harness.copies.names == ["yours", "reference"])
        let yours = try #require(harness.copies.last["yours"])
        #expect(yours.files["Stages/StageTwo/A.swift"] == Data("struct A { let mine: Int }\n".utf8))
        #expect(yours.files["Tests/StageTwoTests/BTests.swift"] == Data("import StageTwo\n// B\n".utf8))
        let reference = try #require(harness.copies.last["reference"])
        #expect(reference.files["Stages/StageTwo/A.swift"] == Data("struct A { let b: B }\n".utf8))
        #expect(
            reference.files["Tests/StageTwoTests/BTests.swift"] == Data("import StageTwo\n// B, mine\n".utf8))
    }

    @Test func test_done_inGuidedMode_leavesTheOpenSuitesOutOfTheReferenceTests() throws {
        let open = try KataRepositoryFixture(open: true)
        let harness = KataToolHarness(fixture: open)
        _ = harness.sut.run(["start", "2"])

        _ = harness.sut.run(["done"])

        let yours = try #require(harness.copies.last["yours"])
        #expect(yours.files["Tests/StageTwoTests/ATests.swift"] != nil)
        #expect(yours.files["Tests/StageTwoTests/OpenGoalTests.swift"] == nil)
        #expect(yours.files["Tests/StageTwoTests/OpenGraphTests.swift"] == nil)
    }

    @Test func test_done_saysTheFirstBuildTakesAboutTwentySeconds_onlyWhileTheStagesCopiesAreUnbuilt() throws
    {
        let harness = try makeSUT()
        let mark = harness.console.lines.count

        _ = harness.sut.run(["done"])
        for built in [".kata/done/.build", ".kata/done/Copies/reference/Stages/StageTwo"] {
            try FileManager.default.createDirectory(
                at: fixture.tree.url(built), withIntermediateDirectories: true)
        }
        let again = harness.console.lines.count
        _ = harness.sut.run(["done"])

        let first = harness.console.lines[mark..<again].joined(separator: "\n")
        let later = harness.console.lines[again...].joined(separator: "\n")
        #expect(first.contains("the first done builds them, about 20 seconds"))
        #expect(later.contains("copies of your stage built side by side in .kata/done"))
        #expect(!later.contains("the first done builds"))
    }

    @Test func test_done_whereYouWriteTests_judgesThemAgainstEachMistakeThatChangesBehaviour() throws {
        try fixture.letTheLearnerWriteTests()
        try fixture.commit(mistake: "b-dropped", replacing: "struct A { let b: B }", with: "struct A {}")
        try fixture.commit(
            mistake: "b-renamed", replacing: "struct A { let b: B }", with: "struct A { let c: B }",
            behaviourIntact: true)
        let harness = try makeSUT(checks: CheckStub([.green, .green, .green, .red]))

        #expect(harness.sut.run(["done"]) == 0)

        #expect(harness.copies.names == ["yours", "reference", "mistake1"])
        let mistake = try #require(harness.copies.last["mistake1"])
        #expect(mistake.files["Stages/StageTwo/A.swift"] == Data("struct A {}\n".utf8))
        #expect(
            harness.console.text.contains("3. your tests against the catalogue of mistakes: caught 1 of 1"))
    }

    @Test func test_done_whereYouWriteTests_runsEachMistakeAStandInCanHold_fromOneBuild() throws {
        try fixture.letTheLearnerWriteTests()
        try fixture.commitAMistakeAStandInCanHold()
        try fixture.commit(mistake: "b-dropped", replacing: "struct A { let b: B }", with: "struct A {}")
        // The start, then yours, the reference, the schema with no mistake made and each mistake.
        let harness = try makeSUT(checks: CheckStub([.green, .green, .green, .green, .red, .red]))

        #expect(harness.sut.run(["done"]) == 0)

        #expect(harness.copies.names == ["yours", "reference", "mistakes", "mistake1", "mistake2"])
        let own = try #require(harness.copies.last["mistake1"])
        #expect(own.builtWith == nil)
        let run = try #require(harness.copies.last["mistake2"])
        #expect(run.builtWith == "mistakes")
        #expect(run.environment == ["KATA_MISTAKE": "mistake2"])
        #expect(harness.console.text.contains("on 4 copies of your stage"))
        #expect(
            harness.console.text.contains(
                "one of them holds 1 of the catalogue's 2 mistakes, each run on its own"))
        #expect(harness.console.text.contains("caught 2 of 2"))
    }

    @Test func test_done_whenTheSchemaJudgesYourTestsOtherwiseThanTheReference_buildsEachMistakeOnItsOwn()
        throws
    {
        try fixture.letTheLearnerWriteTests()
        try fixture.commitAMistakeAStandInCanHold()
        // The schema with no mistake made is red where the reference is green: its verdicts are
        // not trusted, and the mistake is built again as a copy of its own, which passes.
        let harness = try makeSUT(
            checks: CheckStub([.green, .green, .green, .red, .red, .green, .green, .green]))

        #expect(harness.sut.run(["done"]) == 1)

        #expect(harness.copies.names == ["yours", "reference", "mistake1"])
        #expect(harness.copies.last["mistake1"]?.builtWith == nil)
        #expect(
            harness.console.text.contains(
                "The copy that holds the mistakes ran your tests otherwise than the reference's copy (1 compile error), so its verdicts are not used: each mistake is built on its own instead"
            ))
        #expect(harness.console.text.contains("caught 0 of 1"))
    }

    @Test func test_done_whereYourTestsFailOnTheReference_countsNoMistakeAsCaught() throws {
        try fixture.letTheLearnerWriteTests()
        try fixture.commit(mistake: "b-dropped", replacing: "struct A { let b: B }", with: "struct A {}")
        let harness = try makeSUT(checks: CheckStub([.green, .green, .red, .red]))

        #expect(harness.sut.run(["done"]) == 1)

        #expect(!harness.console.text.contains("caught 1 of 1"))
        #expect(
            harness.console.text.contains(
                "3. your tests against the catalogue of mistakes: not counted while your tests fail on the reference code"
            ))
    }

    @Test func test_done_thatIsRedAfterAGreenOne_leavesTheKataNotDone() throws {
        let harness = try makeSUT(checks: CheckStub([.green, .green, .green, .red, .green]))
        _ = harness.sut.run(["done"])
        let mark = harness.console.lines.count

        #expect(harness.sut.run(["done"]) == 1)
        _ = harness.sut.run(["list"])

        #expect(harness.said(since: mark).contains("Grow B: move 0 of 2 done"))
        #expect(!harness.said(since: mark).contains("Grow B: done"))
    }

    @Test func test_list_afterAGreenDoneBeforeTheMovesWereChecked_namesTheMovesNotChecked() throws {
        let harness = try makeSUT(checks: CheckStub([.green, .green, .green]))
        _ = harness.sut.run(["done"])
        let mark = harness.console.lines.count

        _ = harness.sut.run(["list"])

        #expect(harness.said(since: mark).contains("Grow B: done (moves 1 to 2 not checked)"))
    }

    @Test func test_done_withAMistakeYourTestsMiss_namesItAndIsNotDone() throws {
        try fixture.letTheLearnerWriteTests()
        try fixture.commit(mistake: "b-dropped", replacing: "struct A { let b: B }", with: "struct A {}")
        let harness = try makeSUT(checks: CheckStub([.green, .green, .green, .green]))

        #expect(harness.sut.run(["done"]) == 1)

        #expect(harness.console.text.contains("caught 0 of 1"))
        #expect(
            harness.console.lines.contains(
                "     missed kata2-b-dropped: b-dropped A test you have not written yet."))
        #expect(harness.console.text.contains("Not done yet"))
    }

    // MARK: - Helpers

    /// The start's check answers first, then each copy in the order `done` hands them.
    private func makeSUT(checks: CheckStub = CheckStub()) throws -> KataToolHarness {
        let harness = KataToolHarness(fixture: fixture, checks: checks)
        _ = harness.sut.run(["start", "2"])
        return harness
    }
}
