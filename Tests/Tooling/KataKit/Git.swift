import Foundation

/// The few git commands the tool needs, in the package's folder.
public struct Git: Sendable {
    public let shell: Shell

    public init(shell: Shell) {
        self.shell = shell
    }

    @discardableResult
    func run(_ arguments: [String], input: Data? = nil) throws -> String {
        let result = try shell.run(["git"] + arguments, input: input)
        guard result.status == 0 else {
            let said = result.text.split(separator: "\n").first.map(String.init) ?? "exit \(result.status)"
            throw KataError("git \(arguments.first ?? "") failed: \(said)")
        }
        return result.text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    public var isRepository: Bool {
        (try? run(["rev-parse", "--is-inside-work-tree"])) == "true"
    }

    public func head() throws -> String {
        try run(["rev-parse", "HEAD"])
    }

    /// The current branch's name, nil when HEAD is detached.
    public func branch() throws -> String? {
        let name = try run(["rev-parse", "--abbrev-ref", "HEAD"])
        return name == "HEAD" ? nil : name
    }

    public func branchExists(_ name: String) -> Bool {
        (try? run(["rev-parse", "--verify", "--quiet", "refs/heads/\(name)"])) != nil
    }

    /// Files below the folders that differ from HEAD, untracked ones included.
    public func changes(in folders: [String]) throws -> [String] {
        // -z: entries end in NUL and keep their leading status columns, which trimming would eat.
        let result = try shell.run(
            ["git", "status", "--porcelain", "-z", "--untracked-files=all", "--"] + folders)
        guard result.status == 0 else { throw KataError("git status failed: \(result.text)") }
        var paths: [String] = []
        var entries = result.text.split(separator: "\0", omittingEmptySubsequences: true)[...]
        while let entry = entries.popFirst() {
            paths.append(String(entry.dropFirst(3)))
            // A rename's entry is followed by the path it came from.
            if entry.hasPrefix("R") || entry.hasPrefix("C") { _ = entries.popFirst() }
        }
        return paths
    }

    public func switchToNewBranch(_ name: String, at commit: String) throws {
        try run(["switch", "--quiet", "-c", name, commit])
    }

    /// Commits everything below the folders, as the learner if git knows them, as "kata" if not.
    ///
    /// The tool's commits are its bookkeeping, so none is signed and none runs the learner's hooks,
    /// whatever their configuration asks: a key behind Touch ID (`commit.gpgSign`, common on Macs)
    /// would prompt at every start, and a locked one, or a hook that wants a ticket number, would
    /// stop the kata.
    public func commitAll(in folders: [String], message: String) throws -> String {
        try run(["add", "--all", "--"] + folders)
        let commit = ["commit", "--quiet", "--allow-empty", "--no-gpg-sign", "--no-verify", "-m", message]
        try run(identity + commit + ["--"] + folders)
        return try head()
    }

    /// The learner, if git knows them; "kata" if not.
    private var identity: [String] {
        let known = (try? run(["config", "user.email"])).map { !$0.isEmpty } ?? false
        return known ? [] : ["-c", "user.name=kata", "-c", "user.email=kata@localhost"]
    }

    /// The file at `path` in `commit`; nil when the commit has no such file. A commit git cannot
    /// read is an error, never taken for a missing file.
    public func contents(of path: String, at commit: String) throws -> Data? {
        let result = try shell.run(["git", "cat-file", "blob", "\(commit):\(path)"])
        guard result.status != 0 else { return result.output }
        // Only on a miss: is it the file that is missing, or the commit?
        let tree = try shell.run(["git", "rev-parse", "--verify", "--quiet", "\(commit)^{tree}"])
        guard tree.status == 0 else {
            throw KataError("git cannot read the commit \(commit): is this the clone the kata started in?")
        }
        return nil
    }

    /// How many commits `to` has that `from` has not.
    public func commitCount(from: String, to: String) throws -> Int {
        Int(try run(["rev-list", "--count", "\(from)..\(to)"])) ?? 0
    }

    /// Puts HEAD, the index and the tracked files at `commit`; untracked files stay.
    public func resetHard(to commit: String) throws {
        try run(["reset", "--quiet", "--hard", commit])
    }

    /// A commit of everything in the working tree that is not ignored, committed or not, on top of
    /// HEAD, made through an index of its own so that the learner's staging area is untouched;
    /// HEAD itself when there is nothing uncommitted. Never signed, as `commitAll` says why.
    public func commitOfWorkingTree(index: String, message: String) throws -> String {
        try? FileManager.default.removeItem(atPath: index)
        defer { try? FileManager.default.removeItem(atPath: index) }
        let own = Git(shell: Shell(directory: shell.directory, environment: ["GIT_INDEX_FILE": index]))
        let head = try head()
        try own.run(["read-tree", head])
        try own.run(["add", "--all"])
        let tree = try own.run(["write-tree"])
        guard tree != (try run(["rev-parse", "\(head)^{tree}"])) else { return head }
        return try run(identity + ["commit-tree", "--no-gpg-sign", tree, "-p", head, "-m", message])
    }

    /// The working tree's change against HEAD below `paths`, untracked files included, as
    /// `git diff` writes it; empty when nothing changed. The learner's staging area is untouched.
    public func diffOfWorkingTree(in paths: [String], index: String) throws -> String {
        let commit = try commitOfWorkingTree(index: index, message: "the working tree")
        return try diff(["--no-ext-diff", "--no-renames", try head(), commit, "--"] + paths)
    }

    /// A branch at `commit`.
    public func makeBranch(_ name: String, at commit: String) throws {
        try run(["branch", name, commit])
    }

    /// Files changed between `commit` and the working tree (through `index`), with the lines
    /// each gained and lost; -1 for a binary file.
    public func numstat(_ arguments: [String]) throws -> [(path: String, added: Int, removed: Int)] {
        try diff(["--numstat"] + arguments).split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", maxSplits: 2)
            guard fields.count == 3 else { return nil }
            return (String(fields[2]), Int(fields[0]) ?? -1, Int(fields[1]) ?? -1)
        }
    }

    /// Every file below the folders at `commit`, read in one `cat-file --batch`.
    public func snapshot(of folders: [String], at commit: String) throws -> [String: Data] {
        let listing = try run(["ls-tree", "-r", "--full-tree", commit, "--"] + folders)
        var paths: [String] = []
        var objects: [String] = []
        for line in listing.split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1)
            let fields = parts[0].split(separator: " ")
            guard parts.count == 2, fields.count == 3, fields[1] == "blob" else { continue }
            paths.append(String(parts[1]))
            objects.append(String(fields[2]))
        }
        guard !objects.isEmpty else { return [:] }
        let batch = try shell.run(
            ["git", "cat-file", "--batch"], input: Data((objects.joined(separator: "\n") + "\n").utf8))
        var files: [String: Data] = [:]
        var bytes = batch.output[...]
        for path in paths {
            guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { break }
            let header = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, let size = Int(header[2]) else { break }
            let start = bytes.index(after: newline)
            let end = bytes.index(start, offsetBy: size)
            files[path] = Data(bytes[start..<end])
            bytes = bytes[bytes.index(after: end)...]
        }
        return files
    }

    /// `git diff` of the folders between two trees, as text.
    public func diff(_ arguments: [String]) throws -> String {
        let result = try shell.run(["git", "-c", "color.ui=never", "diff"] + arguments)
        guard result.status <= 1 else { throw KataError("git diff failed: \(result.text)") }
        return result.text
    }
}
