import Foundation
import KataKit

/// What `kata-dev carry` asks of git: a three-way merge of one file, and the diff between two sets
/// of files as between two commits, so that a carried entry reads as `kata-dev record` writes one.
extension Git {
    /// `ours` and `theirs`, two edits of `base`, merged line by line as `git merge-file` merges
    /// them; nil when both change the same or neighbouring lines. `scratch` holds the three files
    /// meanwhile.
    func merged(base: Data, ours: Data, theirs: Data, in scratch: FileTree) throws -> Data? {
        let sides = ["ours": ours, "base": base, "theirs": theirs]
        defer { for name in sides.keys { try? scratch.delete(name) } }
        for (name, data) in sides { try scratch.write(data, to: name) }
        let result = try shell.run(
            ["git", "merge-file", "-p"] + ["ours", "base", "theirs"].map { scratch.url($0).path })
        // Its status is the number of conflicts; 255 when it could not merge at all.
        switch result.status {
        case 0: return result.output
        case 1..<128: return nil
        default: throw KataError("git merge-file failed: \(result.text)")
        }
    }

    /// `git diff` from the files `old` to the files `new` below `paths`, as between two commits:
    /// each side written as a tree object, through an index of its own in `scratch`.
    func diff(
        from old: [String: Data], to new: [String: Data], below paths: [String], in scratch: FileTree
    ) throws -> String {
        let before = try treeObject(of: old, in: scratch)
        let after = try treeObject(of: new, in: scratch)
        return try diff(["--no-ext-diff", "--no-renames", before, after, "--"] + paths)
    }

    /// A tree object that holds `files` and nothing else.
    private func treeObject(of files: [String: Data], in scratch: FileTree) throws -> String {
        let paths = files.keys.sorted()
        let blobs = paths.indices.map { "blobs/\($0)" }
        defer { try? scratch.delete("blobs") }
        for (path, blob) in zip(paths, blobs) { try scratch.write(files[path] ?? Data(), to: blob) }
        let objects = try output(
            shell, ["hash-object", "-w", "--stdin-paths"],
            input: blobs.map { scratch.url($0).path + "\n" }.joined()
        ).split(separator: "\n")
        let index = scratch.url("index")
        try? FileManager.default.removeItem(at: index)
        defer { try? FileManager.default.removeItem(at: index) }
        let own = Shell(directory: shell.directory, environment: ["GIT_INDEX_FILE": index.path])
        _ = try output(
            own, ["update-index", "--add", "--index-info"],
            input: zip(objects, paths).map { "100644 \($0)\t\($1)\n" }.joined())
        return try output(own, ["write-tree"])
    }

    private func output(_ shell: Shell, _ arguments: [String], input: String? = nil) throws -> String {
        let result = try shell.run(["git"] + arguments, input: input.map { Data($0.utf8) })
        guard result.status == 0 else {
            throw KataError("git \(arguments[0]) failed: \(result.text)")
        }
        return result.text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
