import Foundation
import KataKit
import Testing

@Suite(.whereTheToolRuns) struct KataToolReviewTests {
    let fixture: KataRepositoryFixture

    init() throws {
        fixture = try KataRepositoryFixture()
    }

    @Test func test_done_allGreenOnTheLastKata_marksItDoneAndPointsToTheReviewNotANextKata() throws {
        let harness = KataToolHarness(fixture: fixture)
        _ = harness.sut.run(["start", "2"])

        #expect(harness.sut.run(["done"]) == 0)

        #expect(harness.checks.count == 3)
        #expect(harness.console.text.contains("Kata 2 is done."))
        #expect(harness.console.text.contains("it was the last kata"))
        #expect(!harness.console.text.contains("kata start 3"))
        _ = harness.sut.run([])
        #expect(harness.console.text.contains("swift run kata diff reference --files"))
        _ = harness.sut.run(["list"])
        #expect(harness.console.lines.last == "▸ kata 2  Grow B: done (moves 1 to 2 not checked)")
    }

    @Test func test_done_red_showsEveryFailureWhoseTestsAndTheLogAndIsNotDone() throws {
        var report = EventStreamReport()
        report.failures = [
            TestFailure(
                test: "test_goal()", message: "no", path: "Tests/StageTwoTests/KataGoalTests.swift", line: 5,
                details: "Kata 2: A holds a B it is given."),
            TestFailure(test: "test_b()", message: "no", path: "Tests/StageTwoTests/BTests.swift", line: 2),
        ]
        report.failedTests = ["test_goal()", "test_b()"]
        let red = CheckOutcome(verdict: .testsFailed, report: report)
        let harness = KataToolHarness(
            fixture: fixture, checks: CheckStub(outcomes: [CheckOutcome(verdict: .passed), red]))
        _ = harness.sut.run(["start", "2"])

        #expect(harness.sut.run(["done"]) == 1)

        #expect(harness.console.lines.contains("       Kata 2: A holds a B it is given."))
        #expect(
            harness.console.lines.contains(
                "     (the reference's tests) Tests/StageTwoTests/BTests.swift:2: test_b(): no"))
        #expect(harness.console.lines.contains("     The whole log: .kata/logs/done-yours.log"))
        #expect(harness.console.text.contains("Not done yet"))
        #expect(fixture.text("Stages/StageTwo/A.swift") == "struct A {}\n")
    }

    @Test func test_diffPage_pastTheLast_isRefusedWithTheNumberOfPages() throws {
        let harness = KataToolHarness(fixture: fixture)
        _ = harness.sut.run(["start", "2"])
        try fixture.write("struct C {}\n", to: "Stages/StageTwo/C.swift")

        #expect(harness.sut.run(["diff", "--page", "99"]) == 1)

        #expect(harness.console.lines.last == "kata: there is no page 99: this review has 1 page")
    }

    @Test func test_diffFiles_listsEachChangedFileWithItsCountsAgainstTheReference() throws {
        let harness = KataToolHarness(fixture: fixture)
        _ = harness.sut.run(["start", "2"])
        try fixture.write("struct B {}\nstruct C {}\n", to: "Stages/StageTwo/B.swift")
        let mark = harness.console.lines.count

        #expect(harness.sut.run(["diff", "reference", "--files"]) == 0)

        let said = harness.said(since: mark)
        #expect(said.contains("+1 -0       Stages/StageTwo/B.swift"))
        #expect(said.contains("+1 -1       Stages/StageTwo/A.swift"))
        #expect(!said.contains("README.md"))
    }

    @Test func test_diffFile_byItsName_showsThatFileAlone() throws {
        let harness = KataToolHarness(fixture: fixture)
        _ = harness.sut.run(["start", "2"])
        try fixture.write("struct C {}\n", to: "Stages/StageTwo/C.swift")
        let mark = harness.console.lines.count

        #expect(harness.sut.run(["diff", "reference", "A.swift"]) == 0)

        let said = harness.said(since: mark)
        #expect(said.contains("+++ b/Stages/StageTwo/A.swift"))
        #expect(said.contains("-struct A { let b: B }"))
        #expect(!said.contains("C.swift"))
    }

    @Test func test_diffFile_thatNoFileOfTheKataIsNamed_isRefused() throws {
        let harness = KataToolHarness(fixture: fixture)
        _ = harness.sut.run(["start", "2"])

        #expect(harness.sut.run(["diff", "Nothing.swift"]) == 1)

        #expect(
            harness.console.lines.last?.hasPrefix("kata: no file of the kata is named Nothing.swift") == true)
    }

    @Test func test_doctor_reportsEachStepAndIsReadyWhenAllAreGood() throws {
        let harness = KataToolHarness(fixture: fixture)

        #expect(harness.sut.run(["doctor"]) == 0)

        #expect(harness.console.lines.first == "ok      Swift 6.3: 6.2 or newer is needed")
        #expect(harness.console.lines.filter { $0.hasPrefix("ok ") }.count == 4)
        #expect(harness.console.lines.last == "Ready for the katas: swift run kata start 2")
    }

    @Test func test_doctor_withARedCheck_saysWhatToFix() throws {
        let harness = KataToolHarness(fixture: fixture, checks: CheckStub([.red]))

        #expect(harness.sut.run(["doctor"]) == 1)

        #expect(harness.console.lines.contains { $0.hasPrefix("PROBLEM swift test --filter Stage1") })
        #expect(harness.console.lines.last == "Fix the problems above first.")
    }
}
