import Foundation
import KataKit

/// The work of `kata verify` for one kata: its replay move by move, its mistakes and its variants,
/// in a tree of its own. A value that holds only what is safe to share, so that two workers can
/// each verify their katas on a thread of their own.
struct KataVerifier: Sendable {
    let console: Console
    let library: KataLibrary
    let runCheck: KataTool.Check
    /// Runs the tests a filter selects with variables added: a mistake of `MistakeSchema`.
    let runWith: KataTool.OpenCheck
    /// The repository's swift-format settings at the narrow line every entry is also read at.
    let narrowSettings: Data
    /// Where the time goes, by kind of check.
    let clock: VerifyClock

    /// What every kata of a verify run checks, and against what.
    struct Work: Sendable {
        let moves: Bool
        let mistakes: Bool
        let variants: Bool
        let base: [String: Data]
        let reference: SnapshotReference

        /// Whether any guided part is asked for, rather than the open catalogues alone.
        var guided: Bool { moves || mistakes || variants }
    }

    /// Reading first, compiling after: every reading runs against the reference as built by the
    /// first check, so none of them builds; then the replay, the mistakes reading let through, and
    /// the variants, each compiled.
    func verify(_ kata: Int, _ work: Work, in scratch: FileTree, tally: inout VerifyTally) throws {
        let plan = try library.plan(kata)
        let base = work.base
        let reference = work.reference
        try scratch.sync(base, folders: KataTool.packageFolders)
        let built = try runCheck(kata, scratch, nil)
        tally.moves.total += 1
        if built.colour == .green { tally.moves.passed += 1 }
        tally.record(
            built.colour == .green, "kata \(kata) the reference: \(built.colour.rawValue), \(built.summary)",
            console)
        if work.moves, let before = plan.start.code {
            try goalChecksFail(on: before, plan, scratch, &tally)
        }
        let reading = EntryReading(
            codeFolder: plan.codeFolder, layout: base, reference: reference, scratch: scratch,
            narrowSettings: narrowSettings, clock: clock, goalChecks: { try runCheck(kata, scratch, $0) })
        let unread =
            work.mistakes
            ? try reading.read(
                mistakes: library.mistakes(of: kata), kata: kata, tally: &tally, console: console,
                caught: { record($0, $1, kata: kata, &$2) })
            : []
        if work.variants {
            try reading.read(
                variants: library.variants(of: kata), kata: kata, tally: &tally, console: console)
        }
        if work.moves {
            try replay(plan, base: base, reference: reference, scratch: scratch, built: built, tally: &tally)
        }
        let judged =
            work.mistakes
            ? try judgeFromOneBuild(
                unread, plan, base: base, reference: reference, scratch: scratch, tally: &tally)
            : []
        for mistake in unread where !judged.contains(mistake.id) {
            guard
                try applies(
                    mistake, kata: kata, base: base, reference: reference, scratch: scratch, tally: &tally)
            else {
                tally.mistakes.total += 1
                continue
            }
            record(mistake, try runCheck(kata, scratch, nil), kata: kata, &tally)
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

    private func record(
        _ mistake: CatalogueEntry, _ outcome: CheckOutcome, kata: Int, _ tally: inout VerifyTally,
        how: String = ""
    ) {
        tally.mistakes.total += 1
        let verdict = Self.verdict(of: mistake, outcome)
        if verdict.caught { tally.mistakes.passed += 1 }
        tally.record(verdict.caught, "kata \(kata) mistake \(mistake.id)\(how): \(verdict.words)", console)
    }

    /// The mistakes `done` runs from one build (`MistakeSchema`), judged as `done` runs them with
    /// the reference's tests as a learner's: the schema laid out in the tree and built once, green
    /// with no mistake made, then each mistake a run of that build. A schema that is not green
    /// with no mistake made judges none of them: each is then compiled on its own, as any other.
    private func judgeFromOneBuild(
        _ mistakes: [CatalogueEntry], _ plan: KataPlan, base: [String: Data], reference: SnapshotReference,
        scratch: FileTree, tally: inout VerifyTally
    ) throws -> Set<String> {
        guard plan.learnerWritesTests else { return [] }
        let folders = [plan.codeFolder, plan.testsFolder]
        let stage = base.filter { path, _ in folders.contains { path.hasPrefix($0 + "/") } }
        // A mistake whose edits no longer apply is left to the one-by-one path, which reports it.
        var made: [(entry: CatalogueEntry, name: String, files: [String: Data])] = []
        for mistake in mistakes where !mistake.behaviourIntact {
            guard
                let files = try? KataTool.applying(
                    mistake.edits, to: stage, reference: reference, folders: folders)
            else { continue }
            made.append((mistake, "mistake\(made.count + 1)", files))
        }
        let schema = MistakeSchema(
            reference: stage, mistakes: made.map { ($0.name, $0.files) }, codeFolder: plan.codeFolder)
        guard !schema.mistakes.isEmpty else { return [] }
        try scratch.sync(base, folders: KataTool.packageFolders)
        try scratch.sync(schema.files, folders: folders)
        defer { try? scratch.sync(base, folders: KataTool.packageFolders) }
        let none = try runCheck(plan.kata, scratch, nil)
        tally.record(
            none.colour == .green,
            "kata \(plan.kata) done's one build of \(schema.mistakes.count) mistake\(schema.mistakes.count == 1 ? "" : "s"), none made: \(none.colour.rawValue), \(none.summary)",
            console)
        guard none.colour == .green else { return [] }
        for (entry, name, _) in made where schema.mistakes.contains(name) {
            let outcome = try runWith(scratch, "Stage\(plan.kata)", [MistakeSchema.variable: name])
            record(entry, outcome, kata: plan.kata, &tally, how: " (a run of done's one build)")
        }
        return Set(made.filter { schema.mistakes.contains($0.name) }.map(\.entry.id))
    }

    /// The kata's goal checks, reading the stage before, must fail: the kata has something to teach.
    private func goalChecksFail(
        on before: String, _ plan: KataPlan, _ scratch: FileTree, _ tally: inout VerifyTally
    ) throws {
        let outcome = try runCheck(plan.kata, scratch, "Stages/\(before)")
        let failed = outcome.verdict == .testsFailed
        tally.moves.total += 1
        if failed { tally.moves.passed += 1 }
        let verdict =
            failed
            ? "fail, \(outcome.report.failedTests.count) of them"
            : "\(outcome.summary); they must fail"
        tally.record(failed, "kata \(plan.kata) goal checks on \(before): \(verdict)", console)
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

    /// One kata as a learner who catches up at every move would do it. A step whose stage holds
    /// files already checked (the reference's, as the last catch-up leaves them) takes that
    /// check's outcome instead of compiling the same package again.
    private func replay(
        _ plan: KataPlan, base: [String: Data], reference: SnapshotReference, scratch: FileTree,
        built: CheckOutcome, tally: inout VerifyTally
    ) throws {
        let folders = [plan.codeFolder, plan.testsFolder]
        let start = try StartLayout.files(of: plan, from: reference)
        let referenceTests = base.filter { $0.key.hasPrefix(plan.testsFolder + "/") }
        let referenceCode = base.filter { $0.key.hasPrefix(plan.codeFolder + "/") }
        var checked = [referenceCode.merging(referenceTests) { $1 }: built]
        func expect(_ colour: Colour, _ what: String, maxErrors: Int = 40) throws {
            let stage = scratch.snapshot(of: folders)
            let known = checked[stage]
            let outcome = try known ?? runCheck(plan.kata, scratch, nil)
            checked[stage] = outcome
            var ok = outcome.colour == colour && outcome.verdict != .crashed
            var line = "kata \(plan.kata) \(what): \(outcome.colour.rawValue), \(outcome.summary)"
            if known != nil { line += " (files checked before: not compiled again)" }
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

        if plan.start.code != nil {
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
