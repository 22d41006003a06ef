import Foundation

/// The reference as a commit, read with `git` without touching the working tree.
public struct GitReference: Reference {
    public let git: Git
    public let commit: String

    public init(git: Git, commit: String) {
        self.git = git
        self.commit = commit
    }

    public func read(_ path: String) throws -> Data? {
        try git.contents(of: path, at: commit)
    }

    public func snapshot(of folders: [String]) throws -> [String: Data] {
        try git.snapshot(of: folders, at: commit)
    }
}
