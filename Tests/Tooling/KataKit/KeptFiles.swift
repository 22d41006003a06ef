import Foundation

/// Where the tool puts a learner's file before it replaces or removes it: one folder per
/// command, `.kata/kept/<time>/<path>`, so that nothing the learner wrote is ever lost.
public final class KeptFiles {
    public let tree: FileTree
    public let folder: String
    public private(set) var paths: [String] = []
    /// Whether the file at a path still holds what the tool put there (at the start or since):
    /// such a file is not the learner's, and is replaced without being kept.
    let untouched: (_ path: String, _ data: Data) -> Bool

    public init(
        tree: FileTree, now: Date,
        untouched: @escaping (_ path: String, _ data: Data) -> Bool = { _, _ in false }
    ) {
        self.tree = tree
        self.untouched = untouched
        let stamp = ISO8601DateFormatter().string(from: now).replacingOccurrences(of: ":", with: "-")
        folder = ".kata/kept/\(stamp)"
    }

    /// Keeps the file at `path` unless it is missing, already holds `replacement`, or holds what
    /// the tool put there.
    public func keep(_ path: String, unlessItHolds replacement: Data? = nil) throws {
        guard let data = tree.read(path), data != replacement, !untouched(path, data) else { return }
        try tree.write(data, to: "\(folder)/\(path)")
        paths.append(path)
    }
}
