/// How a check's outcome is told to a person: a summary, and the first thing to fix.
extension CheckOutcome {
    /// The outcome in a few words: "3 compile errors", "2 failing, 40 passed".
    public var summary: String {
        let outcome = self
        let report = outcome.report
        switch outcome.verdict {
        case .passed: return "\(report.passed) test\(report.passed == 1 ? "" : "s") passed"
        case .testsFailed:
            return "\(report.failedTests.count) failing, \(report.passed) passed"
        case .buildFailed:
            let count = outcome.compileErrors.count
            return count == 0 ? "the build failed" : "\(count) compile error\(count == 1 ? "" : "s")"
        case .crashed: return "the tests crashed\(report.lastStarted.map { " in \($0)" } ?? "")"
        }
    }

    /// The first thing to fix, with its file and line, never the whole log.
    public func firstProblem(log: String) -> [String] {
        let outcome = self
        var lines: [String] = []
        switch outcome.verdict {
        case .passed: return []
        case .buildFailed:
            if let error = outcome.compileErrors.first {
                lines.append("\(error.path):\(error.line):\(error.column): \(error.message)")
                if outcome.compileErrors.count > 1 {
                    lines.append("and \(outcome.compileErrors.count - 1) more")
                }
            } else {
                lines += outcome.logTail.suffix(3)
            }
        case .testsFailed:
            if let failure = outcome.report.failures.first {
                let location = failure.path.map { "\($0):\(failure.line ?? 0): " } ?? ""
                // A goal check's own words teach; the expectation's text only locates.
                if let details = failure.details {
                    lines.append("\(location)\(failure.test)")
                    lines += details.split(separator: "\n").map { "  " + $0 }
                } else {
                    lines.append("\(location)\(failure.test): \(failure.message)")
                }
                let more = outcome.report.failedTests.count - 1
                if more > 0 { lines.append("and \(more) more failing test\(more == 1 ? "" : "s")") }
            }
        case .crashed:
            lines += outcome.logTail.suffix(3)
        }
        lines.append("The whole log: \(log)")
        return lines
    }
}
