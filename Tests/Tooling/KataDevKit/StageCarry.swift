import Foundation
import KataKit

/// A maintainer's edit of the reference stages carried onto what is written against them, so that
/// a one-line change to a stage is one command, not a re-recording of every entry it shifts.
///
/// First the edit of a stage file goes to its twins: the same file in each following stage, for as
/// long as it was byte-identical to the edited one, as the stages keep a file the refactoring does
/// not touch. Then each catalogue entry, and each checkpoint a move copies, is merged with the edit
/// three ways, as `git merge-file` merges, with the reference before the edit as the base, and
/// written again against the edited reference. Where the edit and an entry change the same or
/// neighbouring lines, the entry is a conflict: named, and left as it was for its author to redo.
struct StageCarry {
    /// The package's files before the edit (HEAD's) and with it (the working tree's).
    let before: [String: Data]
    private(set) var after: [String: Data]
    let library: KataLibrary
    let git: Git
    /// Where the merges and the diffs write their files meanwhile.
    let scratch: FileTree

    /// What became of one entry or checkpoint. Untouched ones are not told.
    enum Outcome: Equatable {
        case carried(path: String, Data)
        /// The files where the edit and the entry change the same or neighbouring lines, and
        /// the `kata-dev record` command that records the entry again with its fields, once it
        /// is redone on the edited stage (none for a checkpoint).
        case conflict(path: String, files: [String], record: String?)
        /// The entry no longer applies to the reference before the edit.
        case broken(path: String, String)
    }

    init(before: [String: Data], after: [String: Data], library: KataLibrary, git: Git, scratch: FileTree) {
        self.before = before
        self.after = after
        self.library = library
        self.git = git
        self.scratch = scratch
    }

    /// The twins the edit goes to, with their new contents, now also in `after`: a stage file
    /// edited, whose namesake in each following stage was the same before and is unedited.
    mutating func copyToTwins() -> [String: Data] {
        var twins: [String: Data] = [:]
        let stages = stageOrder
        for path in before.keys.sorted() where after[path] != before[path] {
            guard let edited = after[path], let stage = Self.stage(of: path),
                let place = stages.firstIndex(of: stage)
            else { continue }
            let name = path.dropFirst("Stages/\(stage)/".count)
            // Stage after stage, until one whose file differs or was edited too.
            for later in stages[(place + 1)...] {
                let twin = "Stages/\(later)/\(name)"
                guard before[twin] == before[path], after[twin] == before[twin] else { break }
                twins[twin] = edited
                after[twin] = edited
            }
        }
        return twins
    }

    /// Every entry of the kata's four catalogues, and every checkpoint its moves copy, that the
    /// edit reaches, carried or not.
    func outcomes(of kata: Int) throws -> [Outcome] {
        let plan = try library.plan(kata)
        let folders = [plan.codeFolder, plan.testsFolder]
        var outcomes: [Outcome] = []
        for mode in CatalogueDuplicates.modes {
            let open = mode[0].hasPrefix("open-")
            let layouts = try [before, after].map { (files: [String: Data]) throws -> [String: Data]? in
                let layout = try open ? Self.openLayout(of: kata, in: files, library: library) : files
                return layout?.filter { path, _ in folders.contains { path.hasPrefix($0 + "/") } }
            }
            guard let old = layouts[0], let new = layouts[1], old != new else { continue }
            for name in mode {
                for entry in try library.catalogue(name, of: kata) {
                    let path = "\(KataLibrary.catalogueFolder(name, of: kata))/\(entry.id).diff"
                    // One changed since HEAD was carried already, or is being redone by hand.
                    guard after[path] == before[path] else { continue }
                    if let outcome = try carry(
                        entry, at: path, record: Self.record(entry, kata: kata, catalogue: name),
                        from: old, to: new, folders: folders)
                    {
                        outcomes.append(outcome)
                    }
                }
            }
        }
        for move in plan.moves {
            for case .copy(let source, let target) in move.tests + move.catchUp
            where source.hasPrefix(KataLibrary.folder + "/") && before[target] != after[target]
                && after[source] == before[source]
            {
                guard let checkpoint = after[source] else { continue }
                switch try merged(base: before[target], ours: after[target], theirs: checkpoint) {
                case .some(.some(let data)) where data != checkpoint:
                    outcomes.append(.carried(path: source, data))
                case .some: continue
                case .none: outcomes.append(.conflict(path: source, files: [target], record: nil))
                }
            }
        }
        return outcomes
    }

    /// The entry written against `new`, or nil when the edit changed none of the files it does;
    /// `record` is the line a conflict names.
    private func carry(
        _ entry: CatalogueEntry, at path: String, record: String, from old: [String: Data],
        to new: [String: Data], folders: [String]
    ) throws -> Outcome? {
        let made: [String: Data]
        do {
            made = try KataTool.applying(
                entry.edits, to: old, reference: SnapshotReference(files: before), folders: folders)
        } catch {
            return .broken(path: path, "\(error)")
        }
        let touched = Set(made.keys).union(old.keys).filter { made[$0] != old[$0] }
        guard touched.contains(where: { old[$0] != new[$0] }) else { return nil }
        var carried = new
        var conflicts: [String] = []
        for file in touched.sorted() {
            switch try merged(base: old[file], ours: new[file], theirs: made[file]) {
            case .some(let data): carried[file] = data
            case .none: conflicts.append(file)
            }
        }
        guard conflicts.isEmpty else { return .conflict(path: path, files: conflicts, record: record) }
        let diff = try git.diff(from: new, to: carried, below: folders, in: scratch)
        // The entry's fields as its file has them, then the new diff.
        let text = String(decoding: after[path] ?? Data(), as: UTF8.self)
        let fields = text.range(of: "\ndiff --git ").map { String(text[...$0.lowerBound]) } ?? ""
        return .carried(path: path, Data((fields + diff).utf8))
    }

    /// One file three ways: `.some(nil)` when it is gone, nil when the edit (`ours`) and the entry
    /// (`theirs`) change the same or neighbouring lines, or the edit deletes what the entry changes.
    /// An entry that deletes the file (or moves it: a rename is a deletion and a new file) keeps
    /// its deletion whatever the edit changed in it: the file's text is not the entry's point.
    private func merged(base: Data?, ours: Data?, theirs: Data?) throws -> Data?? {
        if ours == base || ours == theirs { return .some(theirs) }
        if theirs == base { return .some(ours) }
        if theirs == nil, ours != nil { return .some(nil) }
        guard let base, let ours, let theirs else { return nil }
        return try git.merged(base: base, ours: ours, theirs: theirs, in: scratch).map { .some($0) }
    }

    /// The command that records `entry` again, with the fields its file has.
    static func record(_ entry: CatalogueEntry, kata: Int, catalogue: String) -> String {
        func quoted(_ text: String) -> String {
            "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
        }
        var words = ["swift run kata-dev record", "\(kata)", entry.id]
        words.append(catalogue.hasSuffix("mistakes") ? "--mistake" : "--variant")
        if catalogue.hasPrefix("open-") { words.append("--open") }
        words += ["--summary", quoted(entry.summary)]
        if let category = entry.category { words += ["--category", category] }
        if entry.behaviourIntact { words.append("--behaviour-intact") }
        if let rule = entry.rule { words += ["--rule", rule] }
        if let source = entry.source { words += ["--source", source] }
        return words.joined(separator: " ")
    }

    /// The stages in the katas' order, each kata's stage after the one it starts from: the order
    /// an untouched file is carried through, whatever the stages are called.
    private var stageOrder: [String] {
        library.numbers.compactMap { try? library.plan($0) }
            .flatMap { [$0.start.code, $0.stage].compactMap(\.self) }
            .reduce(into: []) { order, stage in if !order.contains(stage) { order.append(stage) } }
    }

    /// The stage a path is in, `Stage5NullObject` for `Stages/Stage5NullObject/…`.
    private static func stage(of path: String) -> String? {
        let parts = path.split(separator: "/")
        return parts.count > 2 && parts[0] == "Stages" ? String(parts[1]) : nil
    }

    /// The package as the open catalogues' entries expect it (`OpenVerifier.layout`); nil for a
    /// kata with no open mode.
    private static func openLayout(
        of kata: Int, in files: [String: Data], library: KataLibrary
    ) throws -> [String: Data]? {
        try library.openPlan(kata).map {
            try OpenVerifier.layout(of: $0, in: files, reference: SnapshotReference(files: files))
        }
    }
}
