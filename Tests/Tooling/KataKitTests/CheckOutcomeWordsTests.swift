import Foundation
import KataKit
import Testing

@Suite struct CheckOutcomeWordsTests {
    @Test func test_problems_tellsEveryFailureWithItsLessonAndItsRowAtItsLine() {
        let sut = makeSUT(failures: [
            TestFailure(
                test: "test_goal()", message: "Expectation failed", path: "Tests/G.swift", line: 3,
                details: "Kata 4: only the root constructs."),
            TestFailure(
                test: "test_rows(row:)", message: "Expectation failed: 1 == 2", path: "Tests/T.swift",
                line: 9,
                row: "offline, corrupt cache"),
        ])

        #expect(
            sut.problems(log: "the.log") == [
                "Tests/G.swift:3: test_goal()",
                "  Kata 4: only the root constructs.",
                "Tests/T.swift:9: test_rows(row:) [offline, corrupt cache]: Expectation failed: 1 == 2",
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

    // MARK: - Helpers

    private func makeSUT(failures: [TestFailure]) -> CheckOutcome {
        var report = EventStreamReport()
        report.failures = failures
        report.failedTests = Set(failures.map(\.test))
        return CheckOutcome(verdict: .testsFailed, report: report)
    }
}
