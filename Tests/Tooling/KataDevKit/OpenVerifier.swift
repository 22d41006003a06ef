import Foundation
import KataKit

/// The open catalogues of `kata-dev verify --open`: in the open layout (the stage's test folder
/// holding only the brought tests and the open suites), the reference passes, every open mistake
/// fails the behaviour or the open goal checks, and every open variant passes all of it.
struct OpenVerifier: Sendable {
    let console: Console
    let library: KataLibrary
    let runOpenCheck: KataTool.OpenCheck
    /// As `KataVerifier`'s: every open entry is read at the narrow line too.
    let narrowSettings: Data
    /// Where the time goes, by kind of check.
    let clock: VerifyClock
    /// How many entries are read at once (`EntryReading.readers`).
    let readers: Int
    /// Whether the mistakes that say their behaviour is intact are compiled too
    /// (`EntryReading.compilesIntact`).
    let compilesIntact: Bool

    /// The open catalogues of `kata` as trials, after the readings: the reference in the open
    /// layout first, then the open mistakes reading let through, then every open variant. The
    /// reading runs the open goal suite of the reference as built, which holds it.
    func readAndPlan(
        _ kata: Int, base: [String: Data], reference: SnapshotReference, in scratch: FileTree,
        tally: inout VerifyTally
    ) throws -> [Trial] {
        guard let plan = try library.openPlan(kata) else { return [] }
        let guided = try library.plan(kata)
        let layout = try Self.layout(of: plan, in: base, reference: reference)
        let folders = KataVerifier.folders(of: guided, in: layout)
        var trials = [
            Trial(kata: kata, name: "open: the reference in the open layout", files: folders) {
                start, source, tally in
                tally.record(
                    start.colour == .green,
                    "kata \(kata) open: the reference in the open layout\(source.note): \(start.colour.rawValue), \(start.summary)",
                    console)
            }
        ]
        let reading = EntryReading(
            codeFolder: plan.codeFolder, layout: layout, reference: reference, scratch: scratch,
            narrowSettings: narrowSettings, clock: clock, readers: readers, compilesIntact: compilesIntact,
            goalChecks: {
                try runOpenCheck(scratch, plan.done.goalChecks.suite, [CheckRunner.goalSourcesVariable: $0])
            })
        let unread = try reading.read(
            mistakes: library.openCatalogue("open-mistakes", of: kata), kata: kata, tally: &tally,
            console: console, caught: { record($0, $1, kata: kata, &$2) })
        let readVariants = try reading.read(
            variants: library.openCatalogue("open-variants", of: kata), kata: kata, tally: &tally,
            console: console)
        // An entry laid out on the reference's stage; nil, and said, when its diff does not apply.
        func laidOut(_ entry: CatalogueEntry) -> [String: Data]? {
            KataVerifier.layout(
                of: entry, kata: kata, files: folders, plan: guided, reference: reference, &tally, console)
        }
        for (mistake, _) in unread {
            guard let files = laidOut(mistake) else {
                tally.mistakes.total += 1
                tally.openMistakes.total += 1
                continue
            }
            trials.append(
                // The goal checks compile with the entry: some of them run its code, which
                // reading (against the reference's build) cannot.
                Trial(kata: kata, name: "open mistake \(mistake.id)", files: files) {
                    outcome, source, tally in
                    record(mistake, outcome, kata: kata, &tally, note: source.note)
                })
        }
        for variant in try library.openCatalogue("open-variants", of: kata) {
            let read = readVariants[variant.id]
            if let read, read.colour == .red {
                KataVerifier.recordVariant(variant, read, kata: kata, open: true, &tally, console)
                continue
            }
            guard let files = laidOut(variant) else {
                tally.variants.total += 1
                tally.openVariants.total += 1
                continue
            }
            trials.append(
                Trial(kata: kata, name: "open variant \(variant.id)", files: files) {
                    outcome, source, tally in
                    KataVerifier.recordVariant(
                        variant, outcome, kata: kata, open: true, &tally, console, note: source.note)
                })
        }
        return trials
    }

    private func record(
        _ mistake: CatalogueEntry, _ outcome: CheckOutcome, kata: Int, _ tally: inout VerifyTally,
        note: String = ""
    ) {
        tally.mistakes.total += 1
        tally.openMistakes.total += 1
        let verdict = KataVerifier.verdict(of: mistake, outcome)
        if verdict.caught {
            tally.mistakes.passed += 1
            tally.openMistakes.passed += 1
        }
        tally.record(
            verdict.caught, "kata \(kata) open mistake \(mistake.id)\(note): \(verdict.words)", console)
    }

    /// The package as the open catalogues' entries are written against: the stage's code, and in
    /// its test folder the tests open mode brings with the open suites.
    static func layout(
        of plan: OpenPlan, in base: [String: Data], reference: SnapshotReference
    ) throws -> [String: Data] {
        OpenLayout.replacing(
            plan.testsFolder, in: base, with: try OpenLayout.tests(of: plan, from: reference, suites: true))
    }
}
