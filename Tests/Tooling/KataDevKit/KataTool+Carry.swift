import Foundation
import KataKit

extension KataCommand {
    static let carry = KataCommand(
        "carry",
        summary:
            "the working tree's edit of the reference stages, against HEAD, carried to the stages' twins of the edited files and into every catalogue entry and checkpoint it reaches",
        audience: .maintainer, parse: ArgumentProblem.nothing, run: { tool, _ in try tool.carry() })
}

extension KataTool {
    /// `kata-dev carry`: after a maintainer edits a stage, the same edit in every later stage's
    /// byte-identical twin, and each catalogue entry and checkpoint merged with it and written
    /// again against it (`StageCarry`). An entry the edit conflicts with is named and left as it
    /// was; the command then fails. `kata-dev verify` judges the result.
    func carry() throws -> Bool {
        guard git.isRepository else {
            throw KataError("kata-dev carry reads the edit against HEAD with git: run it in a clone")
        }
        let library = try library
        let scratch = FileTree(root: tree.url(".kata/carry"))
        defer { try? FileManager.default.removeItem(at: scratch.root) }
        let before = try git.snapshot(of: Self.packageFolders, at: try git.head())
        var carry = StageCarry(
            before: before, after: tree.snapshot(of: Self.packageFolders), library: library, git: git,
            scratch: scratch)
        for (path, data) in carry.copyToTwins().sorted(by: { $0.key < $1.key }) {
            try tree.write(data, to: path)
            console.say("twin    \(path): the same edit")
        }
        var carried = 0
        var conflicts: [String] = []
        // The katas to verify again: those with an entry carried, and those whose own folders the
        // edit reached, whose recorded outcomes it changes.
        var katas: [Int] = []
        for kata in library.numbers {
            let outcomes = try carry.outcomes(of: kata)
            let reached = edits(try Self.folders(of: kata, in: library), since: before)
            if !outcomes.isEmpty || reached { katas.append(kata) }
            for outcome in outcomes {
                switch outcome {
                case .carried(let path, let data):
                    try tree.write(data, to: path)
                    carried += 1
                    console.say("carried \(path)")
                case .conflict(let path, let files, let record):
                    conflicts.append(record ?? "redo \(path) by hand")
                    console.say(
                        "CONFLICT \(path): it and the edit change the same or neighbouring lines of \(files.joined(separator: ", ")); left as it was"
                    )
                case .broken(let path, let problem):
                    conflicts.append("redo \(path) by hand")
                    console.say("BROKEN  \(path): it does not apply to HEAD's stage either: \(problem)")
                }
            }
        }
        // A carried mistake the goal checks still catch is never compiled by a plain verify; the
        // carried entries' outcomes go into the record, so that CI need not compile them again.
        let verify =
            "swift run kata-dev verify " + katas.map(String.init).joined(separator: " ")
            + " --compile-intact --write-outcomes"
        guard carried + conflicts.count > 0 else {
            console.say("No entry or checkpoint changes a file the edit changes: nothing to carry.")
            if !katas.isEmpty { console.say("Then: \(verify)") }
            return true
        }
        console.say("Carried \(carried) onto the edit, \(conflicts.count) left as they were.")
        if !conflicts.isEmpty {
            console.say(
                "Commit the edit and what was carried: record diffs against HEAD. Then, for each entry left: delete its file, make its change again on the edited stage, record it with its line below, and restore the kata's two folders (git restore, git clean):"
            )
            for command in conflicts { console.say("    " + command) }
        }
        console.say("Then: \(verify)")
        return conflicts.isEmpty
    }

    /// The kata's stage and tests folders.
    private static func folders(of kata: Int, in library: KataLibrary) throws -> [String] {
        let plan = try library.plan(kata)
        return [plan.codeFolder, plan.testsFolder]
    }

    /// Whether the working tree differs from `before` below `folders`.
    private func edits(_ folders: [String], since before: [String: Data]) -> Bool {
        let now = tree.snapshot(of: folders)
        let then = before.filter { path, _ in folders.contains { path.hasPrefix($0 + "/") } }
        return now != then
    }
}
