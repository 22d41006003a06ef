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
    /// How many entries are read at once (`EntryReading.readers`).
    let readers: Int
    /// Whether the mistakes that say their behaviour is intact are compiled too
    /// (`EntryReading.compilesIntact`).
    let compilesIntact: Bool

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

    /// The reference's own check: the first trial of every kata, which the readings then run
    /// against, built.
    func reference(_ kata: Int, _ work: Work) throws -> Trial {
        let plan = try library.plan(kata)
        return Trial(kata: kata, name: "the reference", files: Self.folders(of: plan, in: work.base)) {
            built, _, tally in
            tally.moves.total += 1
            if built.colour == .green { tally.moves.passed += 1 }
            tally.record(
                built.colour == .green,
                "kata \(kata) the reference: \(built.colour.rawValue), \(built.summary)",
                console)
        }
    }

    /// Reading first, with the reference built: the goal checks on the stage before, and every
    /// entry the goal checks can judge alone; then the trials, to compile in rounds: the replay,
    /// the mistakes reading let through, and the variants. The mistakes `done` runs from one build
    /// are judged here, as `done` runs them, in the tree.
    func readAndPlan(
        _ kata: Int, _ work: Work, in scratch: FileTree, tally: inout VerifyTally
    ) throws -> [Trial] {
        let plan = try library.plan(kata)
        let base = work.base
        let reference = work.reference
        if work.moves, let before = plan.start.code {
            try goalChecksFail(on: before, plan, scratch, &tally)
        }
        let reading = EntryReading(
            codeFolder: plan.codeFolder, layout: base, reference: reference, scratch: scratch,
            narrowSettings: narrowSettings, clock: clock, readers: readers, compilesIntact: compilesIntact,
            goalChecks: { try runCheck(kata, scratch, $0) })
        let unread =
            work.mistakes
            ? try reading.read(
                mistakes: library.mistakes(of: kata), kata: kata, tally: &tally, console: console,
                caught: { record($0, $1, kata: kata, &$2) })
            : []
        let readVariants =
            work.variants
            ? try reading.read(
                variants: library.variants(of: kata), kata: kata, tally: &tally, console: console)
            : [:]
        var trials: [Trial] = []
        if work.moves { trials += try replay(plan, base: base, reference: reference) }
        let judged =
            work.mistakes
            ? try judgeFromOneBuild(
                unread, plan, base: base, reference: reference, scratch: scratch, tally: &tally)
            : []
        for (mistake, _) in unread where !judged.contains(mistake.id) {
            guard let files = layout(of: mistake, plan, base: base, reference: reference, &tally) else {
                tally.mistakes.total += 1
                continue
            }
            trials.append(
                // The goal checks compile with the entry: some of them run its code, which
                // reading (against the reference's build) cannot.
                Trial(kata: kata, name: "mistake \(mistake.id)", files: files) {
                    outcome, source, tally in
                    record(mistake, outcome, kata: kata, &tally, how: source.note)
                })
        }
        if work.variants {
            for variant in try library.variants(of: kata) {
                let read = readVariants[variant.id]
                if let read, read.colour == .red {
                    Self.recordVariant(variant, read, kata: kata, open: false, &tally, console)
                    continue
                }
                guard let files = layout(of: variant, plan, base: base, reference: reference, &tally) else {
                    tally.variants.total += 1
                    continue
                }
                trials.append(
                    Trial(kata: kata, name: "variant \(variant.id)", files: files) {
                        outcome, source, tally in
                        Self.recordVariant(
                            variant, outcome, kata: kata, open: false, &tally, console, note: source.note)
                    })
            }
        }
        return trials
    }

    /// The files of a kata's two folders in a layout of the package.
    static func folders(of plan: KataPlan, in files: [String: Data]) -> [String: Data] {
        files.filter { path, _ in
            path.hasPrefix(plan.codeFolder + "/") || path.hasPrefix(plan.testsFolder + "/")
        }
    }

    /// A variant passes every check: those reading judged, then those its build ran.
    static func recordVariant(
        _ variant: CatalogueEntry, _ outcome: CheckOutcome, kata: Int, open: Bool,
        _ tally: inout VerifyTally, _ console: Console, note: String = ""
    ) {
        let passed = outcome.colour == .green
        tally.variants.total += 1
        if passed { tally.variants.passed += 1 }
        if open {
            tally.openVariants.total += 1
            if passed { tally.openVariants.passed += 1 }
        }
        let said = passed ? "passes" : "REJECTED, \(outcome.summary)"
        tally.record(
            passed, "kata \(kata)\(open ? " open" : "") variant \(variant.id)\(note): \(said)", console)
        if !passed {
            for problem in outcome.firstProblem(log: KataTool.logPath).dropLast() {
                console.say("    " + problem)
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
        _ mistakes: [(entry: CatalogueEntry, read: Bool)], _ plan: KataPlan, base: [String: Data],
        reference: SnapshotReference,
        scratch: FileTree, tally: inout VerifyTally
    ) throws -> Set<String> {
        guard plan.learnerWritesTests else { return [] }
        let folders = [plan.codeFolder, plan.testsFolder]
        let stage = base.filter { path, _ in folders.contains { path.hasPrefix($0 + "/") } }
        // A mistake whose edits no longer apply is left to the one-by-one path, which reports it.
        var made: [(entry: CatalogueEntry, name: String, files: [String: Data])] = []
        for (mistake, _) in mistakes where !mistake.behaviourIntact {
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
    /// another check still happens to fail; and one that says its behaviour is intact is caught
    /// only by the checks that judge the design (`broken(_:)`).
    static func verdict(of mistake: CatalogueEntry, _ outcome: CheckOutcome) -> (caught: Bool, words: String)
    {
        if mistake.behaviourIntact, let broken = broken(outcome) {
            return (false, "BROKEN: it says its behaviour is intact, but \(broken)")
        }
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

    /// What a behaviour-intact mistake's outcome shows against that claim: it does not compile, or a
    /// behaviour test fails. A carried or edited entry can come to either, and a compile error or
    /// any failing test would still count as caught; `kata done` also trusts the claim, and leaves
    /// the mistake out when it runs the learner's own tests. Nil when only the design is judged.
    static func broken(_ outcome: CheckOutcome) -> String? {
        if outcome.verdict == .buildFailed { return "it does not compile: \(outcome.summary)" }
        let behaviour = outcome.report.failedTests.filter { !judgesTheDesign($0) }.sorted()
        guard !behaviour.isEmpty else { return nil }
        return "behaviour tests fail: \(behaviour.joined(separator: ", "))"
    }

    /// Whether a test, by its ID (`Module.KataGoalTests/test_…()/…`), is one of the suites that
    /// judge the design, the goal checks and open mode's (`StartLayout.leftOut`), rather than a
    /// behaviour test.
    static func judgesTheDesign(_ testID: String) -> Bool {
        guard let head = testID.split(separator: "/").first else { return false }
        let suite = head.split(separator: ".", maxSplits: 1).last ?? head
        return designSuites.contains(String(suite))
    }

    static let designSuites = Set(
        StartLayout.leftOut.map { file in String(file.prefix { $0 != "." && $0 != "+" }) })

    /// The kata's folders with the entry's edits on the layout; an entry whose edits no longer
    /// apply is a broken entry, reported, and the run goes on.
    private func layout(
        of entry: CatalogueEntry, _ plan: KataPlan, base: [String: Data], reference: SnapshotReference,
        _ tally: inout VerifyTally
    ) -> [String: Data]? {
        Self.layout(
            of: entry, kata: plan.kata, files: Self.folders(of: plan, in: base), plan: plan,
            reference: reference, &tally, console)
    }

    /// The same for any layout of the kata's folders (open mode's too), told on `console`.
    static func layout(
        of entry: CatalogueEntry, kata: Int, files: [String: Data], plan: KataPlan,
        reference: SnapshotReference,
        _ tally: inout VerifyTally, _ console: Console
    ) -> [String: Data]? {
        do {
            return try KataTool.applying(
                entry.edits, to: files, reference: reference, folders: [plan.codeFolder, plan.testsFolder])
        } catch {
            tally.record(
                false, "kata \(kata) \(entry.id): its edits no longer apply to the reference: \(error)",
                console)
            return nil
        }
    }

    /// One kata as a learner who catches up at every move would do it, as trials: each step's
    /// layout, worked out in a folder of its own, judged by the colour the data promises. A step
    /// whose files a trial already ran (the reference's, as the last catch-up leaves them) takes
    /// that outcome (`TrialRounds`).
    private func replay(
        _ plan: KataPlan, base: [String: Data], reference: SnapshotReference
    ) throws -> [Trial] {
        let folders = [plan.codeFolder, plan.testsFolder]
        let start = try StartLayout.files(of: plan, from: reference)
        let referenceTests = base.filter { $0.key.hasPrefix(plan.testsFolder + "/") }
        let referenceCode = base.filter { $0.key.hasPrefix(plan.codeFolder + "/") }
        let startCode = start.filter { $0.key.hasPrefix(plan.codeFolder + "/") }
        let startTests = start.filter { $0.key.hasPrefix(plan.testsFolder + "/") }
        var trials: [Trial] = []
        func expect(_ files: [String: Data], _ colour: Colour, _ what: String, maxErrors: Int = 40) {
            trials.append(
                Trial(kata: plan.kata, name: what, files: files) { outcome, source, tally in
                    var ok = outcome.colour == colour && outcome.verdict != .crashed
                    var line = "kata \(plan.kata) \(what): \(outcome.colour.rawValue), \(outcome.summary)"
                    line += source.note
                    if outcome.compileErrors.count > maxErrors {
                        ok = false
                        line += ", more errors than the \(maxErrors) a learner can read: split the move"
                    }
                    tally.moves.total += 1
                    if ok { tally.moves.passed += 1 }
                    tally.record(ok, line + (ok ? "" : " (the data promises \(colour.rawValue))"), console)
                    if !ok {
                        for problem in outcome.firstProblem(log: KataTool.logPath).dropLast() {
                            console.say("    " + problem)
                        }
                    }
                })
        }
        if plan.start.code != nil {
            expect(
                startCode.merging(referenceTests) { $1 }, .red,
                "the stage before, under the reference tests and goal checks", maxErrors: .max)
        }
        // The moves applied in a folder of their own, the build tree untouched.
        let steps = FileTree(
            root: FileManager.default.temporaryDirectory.appendingPathComponent(
                "kata-replay-\(UUID().uuidString)"))
        defer { try? FileManager.default.removeItem(at: steps.root) }
        try steps.sync(startCode.merging(startTests) { $1 }, folders: folders)
        expect(steps.snapshot(of: folders), .green, "start")
        let applier = OperationApplier(tree: steps, reference: reference)
        for (index, move) in plan.moves.enumerated() {
            if !move.tests.isEmpty {
                try applier.apply(move.tests)
                if let colour = move.withTests {
                    expect(steps.snapshot(of: folders), colour, "move \(index + 1), its tests")
                }
            }
            if !move.catchUp.isEmpty {
                try applier.apply(move.catchUp)
                expect(steps.snapshot(of: folders), move.whenDone, "move \(index + 1), caught up")
            }
        }
        let caughtUp = steps.snapshot(of: folders)
        let code = caughtUp.filter { $0.key.hasPrefix(plan.codeFolder + "/") }
        let tests = caughtUp.filter { $0.key.hasPrefix(plan.testsFolder + "/") }
        expect(
            code.merging(referenceTests) { $1 }, .green,
            "end, the reference tests and goal checks on the caught-up code")
        expect(referenceCode.merging(tests) { $1 }, .green, "end, the moves' tests on the reference code")
        return trials
    }
}
