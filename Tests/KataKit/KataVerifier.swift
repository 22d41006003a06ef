import Foundation

/// The work of `kata verify` for one kata: its replay move by move, its mistakes and its variants,
/// in a tree of its own. A value that holds only what is safe to share, so that two workers can
/// each verify their katas on a thread of their own.
struct KataVerifier: Sendable {
    let console: Console
    let library: KataLibrary
    let runCheck: KataTool.Check

    /// What every kata of a verify run checks, and against what.
    struct Work: Sendable {
        let moves: Bool
        let mistakes: Bool
        let variants: Bool
        let base: [String: Data]
        let reference: SnapshotReference
    }

    func verify(_ kata: Int, _ work: Work, in scratch: FileTree, tally: inout VerifyTally) throws {
        let plan = try library.plan(kata)
        let base = work.base
        let reference = work.reference
        if work.moves {
            try replay(plan, base: base, reference: reference, scratch: scratch, tally: &tally)
        }
        if work.mistakes {
            for mistake in try library.mistakes(of: kata) {
                tally.mistakes.total += 1
                let outcome: CheckOutcome
                if let caught = try caughtByReading(mistake, plan: plan, work: work, scratch: scratch) {
                    outcome = caught
                } else {
                    guard
                        try applies(
                            mistake, kata: kata, base: base, reference: reference, scratch: scratch,
                            tally: &tally)
                    else { continue }
                    outcome = try runCheck(kata, scratch, nil)
                }
                let verdict = Self.verdict(of: mistake, outcome)
                if verdict.caught { tally.mistakes.passed += 1 }
                tally.record(verdict.caught, "kata \(kata) mistake \(mistake.id): \(verdict.words)", console)
            }
        }
        if work.variants {
            for variant in try library.variants(of: kata) {
                tally.variants.total += 1
                guard
                    try applies(
                        variant, kata: kata, base: base, reference: reference, scratch: scratch, tally: &tally
                    )
                else { continue }
                let outcome = try runCheck(kata, scratch, nil)
                if outcome.colour == .green { tally.variants.passed += 1 }
                var line = "kata \(kata) variant \(variant.id): "
                line += outcome.colour == .green ? "passes" : "REJECTED, \(outcome.summary)"
                tally.record(outcome.colour == .green, line, console)
                if outcome.colour == .red {
                    for problem in outcome.firstProblem(log: KataTool.logPath).dropLast() {
                        console.say("    " + problem)
                    }
                }
            }
        }
    }

    /// Whether a mistake was caught, and by what: a mistake that names its rule is caught only by
    /// that rule's row of the goal checks, so a rule that stops seeing it fails CI even where
    /// another check still happens to fail.
    static func verdict(of mistake: CatalogueEntry, _ outcome: CheckOutcome) -> (caught: Bool, words: String)
    {
        let failed = outcome.verdict == .testsFailed || outcome.verdict == .buildFailed
        let rules = Set(outcome.report.failures.compactMap(\.row))
        if failed, let rule = mistake.rule, !rules.contains(rule) {
            let others = rules.isEmpty ? outcome.summary : "by \(rules.sorted().joined(separator: ", "))"
            return (false, "NOT CAUGHT BY ITS RULE \(rule), but \(others)")
        }
        if failed {
            let by = mistake.rule.map { " by its rule \($0)," } ?? ""
            return (true, "caught\(by) \(outcome.summary)")
        }
        return (
            false, outcome.verdict == .crashed ? "CRASHED, \(outcome.summary)" : "MISSED, \(mistake.summary)"
        )
    }

    /// Most mistakes are caught by goal checks that read the stage's sources, so the first try
    /// compiles nothing: the scratch tree keeps the reference, already built, and the checks read
    /// a copy of the stage with the mistake's edits (`KATA_GOAL_SOURCES`). A mistake they let
    /// through, or whose edits reach outside the stage, is compiled and checked whole; a check that
    /// fails on the copy fails on the compiled mistake too, so the verdict is the same, in a second
    /// instead of five.
    private func caughtByReading(
        _ mistake: CatalogueEntry, plan: KataPlan, work: Work, scratch: FileTree
    ) throws -> CheckOutcome? {
        let stage = plan.codeFolder + "/"
        guard mistake.edits.flatMap(\.touchedPaths).allSatisfy({ $0.hasPrefix(stage) }) else { return nil }
        let folder = ".kata/goal-sources"
        let copy = FileTree(root: scratch.url(folder))
        try copy.sync(work.base.filter { $0.key.hasPrefix(stage) }, folders: [plan.codeFolder])
        do {
            try OperationApplier(tree: copy, reference: work.reference).apply(mistake.edits)
        } catch is KataError {
            return nil
        }
        try scratch.sync(work.base, folders: KataTool.packageFolders)
        let outcome = try runCheck(plan.kata, scratch, "\(folder)/\(plan.codeFolder)")
        return outcome.verdict == .testsFailed ? outcome : nil
    }

    /// Puts the reference in the scratch tree and the entry's edits on it; an entry whose edits
    /// no longer apply to the reference is a broken entry, reported, and the run goes on.
    private func applies(
        _ entry: CatalogueEntry, kata: Int, base: [String: Data], reference: SnapshotReference,
        scratch: FileTree,
        tally: inout VerifyTally
    ) throws -> Bool {
        try Self.applies(entry, kata: kata, base: base, reference: reference, scratch, &tally, console)
    }

    /// The same for any layout of the package (open mode's too), told on `console`.
    static func applies(
        _ entry: CatalogueEntry, kata: Int, base: [String: Data], reference: SnapshotReference,
        _ scratch: FileTree, _ tally: inout VerifyTally, _ console: Console
    ) throws -> Bool {
        try scratch.sync(base, folders: KataTool.packageFolders)
        do {
            try OperationApplier(tree: scratch, reference: reference).apply(entry.edits)
            return true
        } catch let error as KataError {
            tally.record(
                false, "kata \(kata) \(entry.id): its edits no longer apply to the reference: \(error)",
                console)
            return false
        }
    }

    /// One kata as a learner who catches up at every move would do it.
    private func replay(
        _ plan: KataPlan, base: [String: Data], reference: SnapshotReference, scratch: FileTree,
        tally: inout VerifyTally
    ) throws {
        let folders = [plan.codeFolder, plan.testsFolder]
        let start = try StartLayout.files(of: plan, from: reference)
        let referenceTests = base.filter { $0.key.hasPrefix(plan.testsFolder + "/") }
        let referenceCode = base.filter { $0.key.hasPrefix(plan.codeFolder + "/") }
        func expect(_ colour: Colour, _ what: String, maxErrors: Int = 40) throws {
            let outcome = try runCheck(plan.kata, scratch, nil)
            var ok = outcome.colour == colour && outcome.verdict != .crashed
            var line = "kata \(plan.kata) \(what): \(outcome.colour.rawValue), \(outcome.summary)"
            if outcome.compileErrors.count > maxErrors {
                ok = false
                line += ", more errors than the \(maxErrors) a learner can read: split the move"
            }
            tally.moves.total += 1
            if ok { tally.moves.passed += 1 }
            tally.record(
                ok, line + (ok ? "" : " (the data promises \(colour.rawValue))"), console)
            if !ok {
                for problem in outcome.firstProblem(log: KataTool.logPath).dropLast() {
                    console.say("    " + problem)
                }
            }
        }
        func layout(code: [String: Data], tests: [String: Data]) -> [String: Data] {
            base.filter { path, _ in !folders.contains { path.hasPrefix($0 + "/") } }.merging(code) { $1 }
                .merging(tests) { $1 }
        }
        let startCode = start.filter { $0.key.hasPrefix(plan.codeFolder + "/") }
        let startTests = start.filter { $0.key.hasPrefix(plan.testsFolder + "/") }

        if let before = plan.start.code {
            try scratch.sync(base, folders: KataTool.packageFolders)
            let outcome = try runCheck(plan.kata, scratch, "Stages/\(before)")
            let failed = outcome.verdict == .testsFailed
            tally.moves.total += 1
            if failed { tally.moves.passed += 1 }
            let verdict =
                failed
                ? "fail, \(outcome.report.failedTests.count) of them"
                : "\(outcome.summary); they must fail"
            tally.record(failed, "kata \(plan.kata) goal checks on \(before): \(verdict)", console)
            try scratch.sync(layout(code: startCode, tests: referenceTests), folders: KataTool.packageFolders)
            try expect(.red, "the stage before, under the reference tests and goal checks", maxErrors: .max)
        }
        try scratch.sync(layout(code: startCode, tests: startTests), folders: KataTool.packageFolders)
        try expect(.green, "start")
        let applier = OperationApplier(tree: scratch, reference: reference)
        for (index, move) in plan.moves.enumerated() {
            if !move.tests.isEmpty {
                try applier.apply(move.tests)
                if let colour = move.withTests { try expect(colour, "move \(index + 1), its tests") }
            }
            if !move.catchUp.isEmpty {
                try applier.apply(move.catchUp)
                try expect(move.whenDone, "move \(index + 1), caught up")
            }
        }
        let caughtUp = scratch.snapshot(of: folders)
        let code = caughtUp.filter { $0.key.hasPrefix(plan.codeFolder + "/") }
        let tests = caughtUp.filter { $0.key.hasPrefix(plan.testsFolder + "/") }
        try scratch.sync(layout(code: code, tests: referenceTests), folders: KataTool.packageFolders)
        try expect(.green, "end, the reference tests and goal checks on the caught-up code")
        try scratch.sync(layout(code: referenceCode, tests: tests), folders: KataTool.packageFolders)
        try expect(.green, "end, the moves' tests on the reference code")
    }

}
