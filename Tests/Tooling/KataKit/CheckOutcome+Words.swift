/// How a check's outcome is told to a person: a summary, and what to fix.
extension CheckOutcome {
    /// At most this many failures or compile errors are told; the rest are counted.
    public static let shownProblems = 6

    /// The outcome in a few words: "3 compile errors", "2 failing, 40 passed".
    public var summary: String {
        switch verdict {
        case .passed: return "\(report.passed) test\(report.passed == 1 ? "" : "s") passed" + tables
        case .testsFailed:
            return "\(report.failedTests.count) failing, \(report.passed) passed"
        case .buildFailed:
            let count = compileErrors.count
            return count == 0 ? "the build failed" : "\(count) compile error\(count == 1 ? "" : "s")"
        case .crashed: return "the tests crashed\(report.lastStarted.map { " in \($0)" } ?? "")"
        }
    }

    /// The tables among the tests that passed, so that a table of many rows is not read as one
    /// check: ", one of them a table of 13 rows".
    private var tables: String {
        let rows = report.rows.values.reduce(0, +)
        switch report.rows.count {
        case 0: return ""
        case 1: return ", one of them a table of \(rows) row\(rows == 1 ? "" : "s")"
        default: return ", \(report.rows.count) of them tables of \(rows) rows in all"
        }
    }

    /// A red run counted as the list `everyProblem` prints reads: a table, or a goal check that
    /// reads every principle row by row, is one failing test with many findings, and a failing
    /// table says how many rows it has, so that one finding reads against them.
    public var findings: String {
        let failures = report.failures.count
        guard verdict == .testsFailed, failures > 0 else { return summary }
        let tests = report.failedTests.count
        let tables = report.rows.filter { report.failedTests.contains($0.key) }
        let rows = tables.values.reduce(0, +)
        let among =
            tables.isEmpty
            ? ""
            : tests == 1
                ? ", a table of \(rows) rows" : ", \(tables.count) of them tables of \(rows) rows in all"
        return
            "\(failures) finding\(failures == 1 ? "" : "s") from \(tests) failing test\(tests == 1 ? "" : "s")\(among); \(report.passed) other test\(report.passed == 1 ? "" : "s") passed"
    }

    /// Every failure of a finished run, each at its file and line, where `problems` stops at
    /// `shownProblems`: what `done` shows, since each is a principle or a row to fix.
    public func everyProblem(log: String) -> [String] {
        guard verdict == .testsFailed else { return problems(log: log) }
        return Self.toldOnce(report.failures).flatMap(Self.lines(of:)) + ["The whole log: \(log)"]
    }

    /// The failures, each place and lesson once: two checks that find the same thing at the same
    /// line (a construction that is also a default) are one finding to the learner.
    static func toldOnce(_ failures: [TestFailure]) -> [TestFailure] {
        var seen: Set<String> = []
        return failures.filter { failure in
            failure.details == nil
                || seen.insert("\(failure.path ?? ""):\(failure.line ?? 0):\(failure.details ?? "")").inserted
        }
    }

    /// Every failure, each at its file and line: a goal check with its lesson, a table's row with
    /// its arguments. Every goal check's lesson is told; past `shownProblems` lines of anything
    /// else, the rest are counted and the log is named.
    public func problems(log: String) -> [String] {
        var lines: [String] = []
        var rest = 0
        switch verdict {
        case .passed: return []
        case .buildFailed:
            for error in compileErrors.prefix(Self.shownProblems) {
                lines.append("\(error.path):\(error.line):\(error.column): \(error.message)")
            }
            rest = max(compileErrors.count - Self.shownProblems, 0)
            if compileErrors.isEmpty { lines += logTail.suffix(3) }
        case .testsFailed:
            // A goal check's lesson is a principle, and they are few: each is told. Rows and
            // other failures are capped.
            let lessons = report.failures.filter { $0.details != nil && Self.isGoalCheck($0) }
            let others = report.failures.filter { !($0.details != nil && Self.isGoalCheck($0)) }
            let shown = others.prefix(max(Self.shownProblems - lessons.count, 0))
            for failure in report.failures where lessons.contains(failure) || shown.contains(failure) {
                lines += Self.lines(of: failure)
            }
            rest = others.count - shown.count
        case .crashed:
            lines += logTail.suffix(3)
        }
        if rest > 0 { lines.append("and \(rest) more") }
        lines.append("The whole log: \(log)")
        return lines
    }

    /// The first thing to fix, with its file and line, never the whole log.
    public func firstProblem(log: String) -> [String] {
        var lines: [String] = []
        switch verdict {
        case .passed: return []
        case .buildFailed:
            if let error = compileErrors.first {
                lines.append("\(error.path):\(error.line):\(error.column): \(error.message)")
                if compileErrors.count > 1 { lines.append("and \(compileErrors.count - 1) more") }
            } else {
                lines += logTail.suffix(3)
            }
        case .testsFailed:
            if let failure = report.failures.first {
                lines += Self.lines(of: failure)
                let more = report.failedTests.count - 1
                if more > 0 { lines.append("and \(more) more failing test\(more == 1 ? "" : "s")") }
            }
        case .crashed:
            lines += logTail.suffix(3)
        }
        lines.append("The whole log: \(log)")
        return lines
    }

    /// One failure: where, which test and row, and what it said. A goal check's own words teach,
    /// and its expectation's text only locates; a test's own comment (`#expect(a == b, "outcome")`)
    /// names what it compared, and the expectation's values are what a characterization needs.
    static func lines(of failure: TestFailure) -> [String] {
        let location = failure.path.map { "\($0):\(failure.line ?? 0): " } ?? ""
        let row = failure.row.map { " [\($0)]" } ?? ""
        guard let details = failure.details else {
            return ["\(location)\(failure.test)\(row): \(failure.message)"]
        }
        let lesson = details.split(separator: "\n").map { "  " + $0 }
        return ["\(location)\(failure.test)\(row)"] + lesson
            + (isGoalCheck(failure) ? [] : ["  " + failure.message])
    }

    /// Whether a goal check recorded the failure: at the learner's code, which it reads, or in
    /// its own file, where a rule that cannot point at a line records it.
    private static func isGoalCheck(_ failure: TestFailure) -> Bool {
        guard let path = failure.path else { return true }
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return path.hasPrefix("Stages/") || StartLayout.leftOut.contains(file)
    }
}
