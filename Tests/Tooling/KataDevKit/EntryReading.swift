import Foundation
import KataKit

/// A catalogue entry read by the goal checks without compiling: a copy of the stage with the
/// entry's edits, which the checks read instead of the stage, against the tree as already built.
/// Laid out narrow, the copy is first reformatted by swift-format at a short line, as a learner's
/// editor might: a verdict that changes with the layout is a rule reading lines, not syntax.
struct EntryReading: Sendable {
    static let folder = ".kata/goal-sources"
    static let narrowColumns = 60
    private static let narrowConfiguration = ".kata/format-narrow.json"

    let codeFolder: String
    /// The package as the entry's edits expect it: the reference, or open mode's layout of it.
    let layout: [String: Data]
    let reference: SnapshotReference
    let scratch: FileTree
    /// The repository's swift-format settings with the narrow line (`narrowSettings(from:)`).
    let narrowSettings: Data
    let clock: VerifyClock
    /// How many entries are read at once, each in a folder of its own (`KataTool.workers`): a
    /// reading runs one process, and a second core can read the next entry meanwhile.
    let readers: Int
    /// Whether a mistake that says its behaviour is intact goes on to be compiled even when the
    /// goal checks caught it, so that its claim is held (`KataVerifier.broken(_:)`): it builds, and
    /// only the design's checks fail. Reading alone never compiles it, so an edit of the stage can
    /// leave it broken unseen; `kata-dev verify --compile-intact` asks for this after one.
    let compilesIntact: Bool
    /// Runs the goal checks on the stage folder it is given, with no build.
    let goalChecks: @Sendable (_ goalSources: String) throws -> CheckOutcome

    /// Reads every mistake as laid out and at the narrow line; hands those the goal checks catch
    /// to `caught` and returns the others, for compiling, each with whether the goal checks read
    /// it (they passed), so that its build need not compile them again.
    func read(
        mistakes: [CatalogueEntry], kata: Int, tally: inout VerifyTally, console: Console,
        caught: (CatalogueEntry, CheckOutcome, inout VerifyTally) -> Void
    ) throws -> [(entry: CatalogueEntry, read: Bool)] {
        var unread: [(entry: CatalogueEntry, read: Bool)] = []
        for (mistake, (read, narrow)) in zip(mistakes, try readAll(mistakes)) {
            if let read {
                tally.layOut(mistake, kata: kata, plain: read, narrow: narrow, console)
            }
            if let read, read.verdict == .testsFailed, !(compilesIntact && mistake.behaviourIntact) {
                caught(mistake, read, &tally)
            } else {
                unread.append((mistake, read != nil))
            }
        }
        return unread
    }

    /// Reads every variant as laid out and at the narrow line: its goal checks pass, and pass
    /// there too. Returns the goal checks' outcome of each variant they could read, by id: one
    /// that passed is compiled without them; one that failed is rejected without a build.
    func read(
        variants: [CatalogueEntry], kata: Int, tally: inout VerifyTally, console: Console
    ) throws -> [String: CheckOutcome] {
        var outcomes: [String: CheckOutcome] = [:]
        for (variant, (plain, narrow)) in zip(variants, try readAll(variants)) {
            guard let plain else { continue }
            outcomes[variant.id] = plain
            tally.layOut(variant, kata: kata, plain: plain, narrow: narrow, console)
        }
        return outcomes
    }

    /// Each entry read as laid out and, where it could be, at the narrow line, in their order:
    /// `readers` at once, each reading every so many entries in a folder of its own.
    func readAll(_ entries: [CatalogueEntry]) throws -> [(plain: CheckOutcome?, narrow: CheckOutcome?)] {
        let readings = Readings(count: entries.count)
        if scratch.read(Self.narrowConfiguration) != narrowSettings {
            try scratch.write(narrowSettings, to: Self.narrowConfiguration)
        }
        DispatchQueue.concurrentPerform(iterations: readers) { reader in
            for index in stride(from: reader, to: entries.count, by: readers) {
                readings.set(
                    index,
                    Result {
                        let plain = try read(entries[index], by: reader)
                        return (
                            plain,
                            try plain.flatMap { _ in try read(entries[index], narrow: true, by: reader) }
                        )
                    })
            }
        }
        return try readings.all.map { try $0.get() }
    }

    /// The goal checks' outcome on the entry, or nil when it cannot be read alone: its edits reach
    /// outside the stage, or no longer apply (compiling it says which).
    func read(_ entry: CatalogueEntry, narrow: Bool = false, by reader: Int = 0) throws -> CheckOutcome? {
        let stage = codeFolder + "/"
        guard entry.edits.flatMap(\.touchedPaths).allSatisfy({ $0.hasPrefix(stage) }) else { return nil }
        let folder = Self.folder(of: reader)
        let copy = FileTree(root: scratch.url(folder))
        try copy.sync(layout.filter { $0.key.hasPrefix(stage) }, folders: [codeFolder])
        do {
            try OperationApplier(tree: copy, reference: reference).apply(entry.edits)
        } catch is KataError {
            return nil
        }
        if narrow { try clock.measure(.laidOut) { try layOutNarrow(copy, entry, in: folder) } }
        return try goalChecks("\(folder)/\(codeFolder)")
    }

    /// The folder a reader lays its entries out in: the first reader's is `folder`.
    static func folder(of reader: Int) -> String {
        reader == 0 ? folder : "\(folder)-\(reader + 1)"
    }

    /// The repository's own swift-format settings, with the narrow line.
    static func narrowSettings(from settings: Data?) throws -> Data {
        guard let settings, var object = try JSONSerialization.jsonObject(with: settings) as? [String: Any]
        else { throw KataError("verify needs the repository's .swift-format, as JSON") }
        object["lineLength"] = narrowColumns
        return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    }

    private func layOutNarrow(_ copy: FileTree, _ entry: CatalogueEntry, in folder: String) throws {
        if scratch.read(Self.narrowConfiguration) != narrowSettings {
            try scratch.write(narrowSettings, to: Self.narrowConfiguration)
        }
        let result = try Shell(directory: scratch.root).run([
            "swift", "format", "format", "--in-place", "--recursive",
            "--configuration", Self.narrowConfiguration, "\(folder)/\(codeFolder)",
        ])
        guard result.status == 0 else {
            let said = result.text.split(separator: "\n").first.map(String.init) ?? "exit \(result.status)"
            throw KataError(
                "swift format could not lay out \(entry.id) at \(Self.narrowColumns) columns: \(said)")
        }
    }
}

/// Each entry's readings, written from the readers' threads, in the entries' order.
private final class Readings: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<(plain: CheckOutcome?, narrow: CheckOutcome?), any Error>]

    init(count: Int) {
        results = Array(repeating: .success((nil, nil)), count: count)
    }

    func set(_ index: Int, _ result: Result<(plain: CheckOutcome?, narrow: CheckOutcome?), any Error>) {
        lock.lock()
        defer { lock.unlock() }
        results[index] = result
    }

    var all: [Result<(plain: CheckOutcome?, narrow: CheckOutcome?), any Error>] {
        lock.lock()
        defer { lock.unlock() }
        return results
    }
}
