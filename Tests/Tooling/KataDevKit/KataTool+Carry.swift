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
        var carry = StageCarry(
            before: try git.snapshot(of: Self.packageFolders, at: try git.head()),
            after: tree.snapshot(of: Self.packageFolders), library: library, git: git, scratch: scratch)
        for (path, data) in carry.copyToTwins().sorted(by: { $0.key < $1.key }) {
            try tree.write(data, to: path)
            console.say("twin    \(path): the same edit")
        }
        var carried = 0
        var conflicts: [String] = []
        var katas: [Int] = []
        for kata in library.numbers {
            let outcomes = try carry.outcomes(of: kata)
            if !outcomes.isEmpty { katas.append(kata) }
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
}
