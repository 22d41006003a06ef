import Foundation

/// The open catalogues of `kata dev verify --open`: in the open layout (the stage's test folder
/// holding only the brought tests and the open suites), the reference passes, every open mistake
/// fails the behaviour or the open goal checks, and every open variant passes all of it.
struct OpenVerifier: Sendable {
    let console: Console
    let library: KataLibrary
    let runOpenCheck: KataTool.OpenCheck

    func verify(
        _ kata: Int, base: [String: Data], reference: SnapshotReference, in scratch: FileTree,
        tally: inout VerifyTally
    ) throws {
        guard let plan = try library.openPlan(kata) else { return }
        let layout = OpenLayout.replacing(
            plan.testsFolder, in: base, with: try OpenLayout.tests(of: plan, from: reference, suites: true))
        let all = "Stage\(kata)"
        try scratch.sync(layout, folders: KataTool.packageFolders)
        let start = try runOpenCheck(scratch, all, [:])
        tally.record(
            start.colour == .green,
            "kata \(kata) open: the reference in the open layout: \(start.colour.rawValue), \(start.summary)",
            console)

        for mistake in try library.openCatalogue("open-mistakes", of: kata) {
            tally.mistakes.total += 1
            var outcome = try caughtByReading(
                mistake, plan: plan, layout: layout, reference: reference, scratch)
            if outcome == nil {
                guard try applies(mistake, kata: kata, layout: layout, reference: reference, scratch, &tally)
                else { continue }
                outcome = try runOpenCheck(scratch, all, [:])
            }
            guard let outcome else { continue }
            let verdict = KataVerifier.verdict(of: mistake, outcome)
            if verdict.caught { tally.mistakes.passed += 1 }
            tally.record(verdict.caught, "kata \(kata) open mistake \(mistake.id): \(verdict.words)", console)
        }

        for variant in try library.openCatalogue("open-variants", of: kata) {
            tally.variants.total += 1
            guard try applies(variant, kata: kata, layout: layout, reference: reference, scratch, &tally)
            else { continue }
            let outcome = try runOpenCheck(scratch, all, [:])
            if outcome.colour == .green { tally.variants.passed += 1 }
            let said = outcome.colour == .green ? "passes" : "REJECTED, \(outcome.summary)"
            tally.record(
                outcome.colour == .green, "kata \(kata) open variant \(variant.id): \(said)", console)
            if outcome.colour == .red {
                for problem in outcome.firstProblem(log: KataTool.logPath).dropLast() {
                    console.say("    " + problem)
                }
            }
        }
        try scratch.sync(base, folders: KataTool.packageFolders)
    }

    /// As `KataVerifier` does for the guided goal checks: the open goal suite first reads a copy
    /// of the stage with the mistake's edits, against the reference already built; only what
    /// reading lets through is compiled and run whole.
    private func caughtByReading(
        _ mistake: CatalogueEntry, plan: OpenPlan, layout: [String: Data], reference: SnapshotReference,
        _ scratch: FileTree
    ) throws -> CheckOutcome? {
        let stage = plan.codeFolder + "/"
        guard mistake.edits.flatMap(\.touchedPaths).allSatisfy({ $0.hasPrefix(stage) }) else { return nil }
        let folder = ".kata/goal-sources"
        let copy = FileTree(root: scratch.url(folder))
        try copy.sync(layout.filter { $0.key.hasPrefix(stage) }, folders: [plan.codeFolder])
        do {
            try OperationApplier(tree: copy, reference: reference).apply(mistake.edits)
        } catch is KataError {
            return nil
        }
        try scratch.sync(layout, folders: KataTool.packageFolders)
        let outcome = try runOpenCheck(
            scratch, plan.done.goalChecks.suite, ["KATA_GOAL_SOURCES": "\(folder)/\(plan.codeFolder)"])
        return outcome.verdict == .testsFailed ? outcome : nil
    }

    private func applies(
        _ entry: CatalogueEntry, kata: Int, layout: [String: Data], reference: SnapshotReference,
        _ scratch: FileTree, _ tally: inout VerifyTally
    ) throws -> Bool {
        try KataVerifier.applies(
            entry, kata: kata, base: layout, reference: reference, scratch, &tally, console)
    }
}
