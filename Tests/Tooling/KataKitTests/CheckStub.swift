import Foundation
import KataKit

/// Answers the tool's checks with the colours a test lines up, and counts them. The tool calls
/// it on the test's own thread; the lock is there because the closure must be `@Sendable`-safe
/// to share (an `NSLock`, which the thread sanitizer can see on Linux).
final class CheckStub: @unchecked Sendable {
    private let lock = NSLock()
    private var colours: [Colour]
    private var calls = 0

    /// Outcomes given whole, answered before any colour: a failure with its lesson or its row.
    private var outcomes: [CheckOutcome]

    init(_ colours: [Colour] = [], outcomes: [CheckOutcome] = []) {
        self.colours = colours
        self.outcomes = outcomes
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return calls
    }

    /// The folder each check was told to read the goal checks' sources from, in order.
    var goalSources: [String?] {
        lock.lock()
        defer { lock.unlock() }
        return sources
    }
    private var sources: [String?] = []

    func answer(kata: Int, tree: FileTree, goalSources: String?) -> CheckOutcome {
        lock.lock()
        defer { lock.unlock() }
        calls += 1
        sources.append(goalSources)
        if !outcomes.isEmpty { return outcomes.removeFirst() }
        let colour = colours.isEmpty ? Colour.green : colours.removeFirst()
        if colour == .green { return CheckOutcome(verdict: .passed) }
        // Only the goal checks run on another stage's sources: they compile, and fail.
        if goalSources != nil {
            var report = EventStreamReport()
            report.failedTests = ["KataGoalTests/test_goal()"]
            return CheckOutcome(verdict: .testsFailed, report: report)
        }
        return CheckOutcome(
            verdict: .buildFailed,
            compileErrors: [
                CompilerDiagnostic(
                    path: "Tests/StageTwoTests/BTests.swift", line: 2, column: 1,
                    message: "cannot find 'B' in scope")
            ])
    }
}
