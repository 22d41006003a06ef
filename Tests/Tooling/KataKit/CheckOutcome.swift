/// What one check found: a build that failed with its errors, a run that crashed, or the tests'
/// results. Codable, so that `kata-dev verify` can keep a trial's outcome in its record.
public struct CheckOutcome: Codable, Equatable, Sendable {
    public enum Verdict: String, Codable, Equatable, Sendable {
        case passed
        case testsFailed
        case buildFailed
        case crashed
    }

    public let verdict: Verdict
    public let compileErrors: [CompilerDiagnostic]
    public let report: EventStreamReport
    /// The last lines of the log, for a person to read when nothing else explains a red.
    public let logTail: [String]

    public init(
        verdict: Verdict, compileErrors: [CompilerDiagnostic] = [], report: EventStreamReport = .init(),
        logTail: [String] = []
    ) {
        self.verdict = verdict
        self.compileErrors = compileErrors
        self.report = report
        self.logTail = logTail
    }

    public var colour: Colour { verdict == .passed ? .green : .red }

    /// The status Swift Testing exits with when no test matched the filter (`EX_UNAVAILABLE`): a
    /// run of no tests, such as a kata's tests before the learner writes any, not a crash.
    static let noTestMatched: Int32 = 69

    /// Decides from the exit status, the compiler's errors and the event stream, never from the
    /// words a runner prints.
    public static func from(
        status given: Int32, log: String, events: EventStreamReport, root: String
    ) -> CheckOutcome {
        let ranNone = given == noTestMatched && events.runEnded && events.failures.isEmpty
        let status = ranNone ? 0 : given
        let errors = CompilerDiagnostic.errors(in: log, relativeTo: root)
        let tail = log.split(separator: "\n").suffix(8).map(String.init)
        if !errors.isEmpty || (events.isEmpty && status != 0) {
            return CheckOutcome(verdict: .buildFailed, compileErrors: errors, report: events, logTail: tail)
        }
        if !events.failures.isEmpty {
            return CheckOutcome(verdict: .testsFailed, report: events, logTail: tail)
        }
        if status != 0 || !events.runEnded {
            return CheckOutcome(verdict: .crashed, report: events, logTail: tail)
        }
        return CheckOutcome(verdict: .passed, report: events, logTail: tail)
    }
}
