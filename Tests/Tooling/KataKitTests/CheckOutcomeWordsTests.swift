import Foundation
import KataKit
import Testing

@Suite(.whereTheToolRuns) struct CheckOutcomeWordsTests {
    @Test func test_problems_tellsEveryFailureWithItsLessonAndItsRowAtItsLine() {
        let sut = makeSUT(failures: [
            TestFailure(
                test: "test_goal()", message: "Expectation failed", path: "Tests/KataGoalTests.swift",
                line: 3, details: "Kata 4: only the root constructs."),
            TestFailure(
                test: "test_rows(row:)", message: "Expectation failed: 1 == 2", path: "Tests/T.swift",
                line: 9,
                row: "offline, corrupt cache"),
        ])

        #expect(
            sut.problems(log: "the.log") == [
                "Tests/KataGoalTests.swift:3: test_goal()",
                "  Kata 4: only the root constructs.",
                "Tests/T.swift:9: test_rows(row:) [offline, corrupt cache]: Expectation failed: 1 == 2",
                "The whole log: the.log",
            ])
    }

    @Test func test_problems_tellsATestsOwnCommentWithTheExpectationsValues_aGoalChecksLessonAlone() {
        let sut = makeSUT(failures: [
            TestFailure(
                test: "test_rows(row:)",
                message: "Expectation failed: (outcome → .products) == (expected → .failure)",
                path: "Tests/T.swift", line: 9, details: "outcome", row: "request fails"),
            TestFailure(
                test: "test_goal()", message: "Expectation failed: (found → [x]).isEmpty",
                path: "Stages/S/Loader.swift", line: 4, details: "Kata 4: only the root constructs."),
        ])

        #expect(
            sut.problems(log: "the.log") == [
                "Tests/T.swift:9: test_rows(row:) [request fails]",
                "  outcome",
                "  Expectation failed: (outcome → .products) == (expected → .failure)",
                "Stages/S/Loader.swift:4: test_goal()",
                "  Kata 4: only the root constructs.",
                "The whole log: the.log",
            ])
    }

    @Test func test_problems_capsALongListWithACountOfTheRestAndTheLog() {
        let failures = (1...10).map { (number: Int) in
            TestFailure(test: "test_\(number)()", message: "no", path: "Tests/T.swift", line: number)
        }

        let lines = makeSUT(failures: failures).problems(log: "the.log")

        #expect(lines.count == CheckOutcome.shownProblems + 2)
        #expect(lines.suffix(2) == ["and 4 more", "The whole log: the.log"])
    }

    @Test func test_problems_tellsEveryGoalChecksLesson_andCapsOnlyTheRest() {
        let lessons = (1...8).map { (number: Int) in
            TestFailure(
                test: "test_goal\(number)()", message: "no", path: "Stages/S/L.swift", line: number,
                details: "Kata 4: principle \(number).")
        }
        let rows = (1...3).map { (number: Int) in
            TestFailure(
                test: "test_rows(row:)", message: "no", path: "Tests/T.swift", line: number, row: "\(number)")
        }

        let lines = makeSUT(failures: rows + lessons).problems(log: "the.log")

        #expect((1...8).allSatisfy { number in lines.contains("  Kata 4: principle \(number).") })
        #expect(!lines.contains { $0.contains("test_rows") })
        #expect(lines.suffix(2) == ["and 3 more", "The whole log: the.log"])
    }

    @Test func test_everyProblem_tellsTwoChecksFindingOnePlaceWithOneLessonOnce() {
        let lesson = "Only the root constructs the graph."
        let sut = makeSUT(failures: [
            TestFailure(
                test: "test_a()", message: "Issue recorded", path: "Stages/S/Loader.swift", line: 4,
                details: lesson),
            TestFailure(
                test: "test_b()", message: "Issue recorded", path: "Stages/S/Loader.swift", line: 4,
                details: lesson),
            TestFailure(
                test: "test_b()", message: "Issue recorded", path: "Stages/S/Loader.swift", line: 5,
                details: lesson),
        ])

        #expect(
            sut.everyProblem(log: "the.log") == [
                "Stages/S/Loader.swift:4: test_a()", "  \(lesson)", "Stages/S/Loader.swift:5: test_b()",
                "  \(lesson)", "The whole log: the.log",
            ])
    }

    @Test func test_findings_ofAFailingTable_sayHowManyRowsItHas() {
        var outcome = makeSUT(failures: [
            TestFailure(
                test: "test_rows(row:)", message: "no", path: "Tests/T.swift", line: 4, row: "offline")
        ])
        var report = outcome.report
        report.rows = ["test_rows(row:)": 6, "test_other(row:)": 3]
        report.passed = 2
        outcome = CheckOutcome(verdict: .testsFailed, report: report)

        #expect(outcome.findings == "1 finding from 1 failing test, a table of 6 rows; 2 other tests passed")
    }

    @Test func test_summary_namesTheTablesAmongThePassedTestsWithTheirRows() {
        #expect(makeSUT(passed: 2, rows: [:]).summary == "2 tests passed")
        #expect(
            makeSUT(passed: 2, rows: ["M.S/test_rows(row:)": 13]).summary
                == "2 tests passed, one of them a table of 13 rows")
        #expect(
            makeSUT(passed: 7, rows: ["M.S/test_a(row:)": 13, "M.S/test_b(row:)": 9]).summary
                == "7 tests passed, 2 of them tables of 22 rows in all")
    }

    // MARK: - Helpers

    private func makeSUT(passed: Int, rows: [String: Int]) -> CheckOutcome {
        var report = EventStreamReport()
        report.passed = passed
        report.rows = rows
        return CheckOutcome(verdict: .passed, report: report)
    }

    private func makeSUT(failures: [TestFailure]) -> CheckOutcome {
        var report = EventStreamReport()
        report.failures = failures
        report.failedTests = Set(failures.map(\.test))
        return CheckOutcome(verdict: .testsFailed, report: report)
    }
}
