import Foundation

/// Where the tool puts a learner's file before it replaces or removes it: one folder per
/// command, `.kata/kept/<time>/<path>`, so that nothing the learner wrote is ever lost.
public final class KeptFiles {
    public let tree: FileTree
    public let folder: String
    public private(set) var paths: [String] = []

    public init(tree: FileTree, now: Date) {
        self.tree = tree
        let stamp = ISO8601DateFormatter().string(from: now).replacingOccurrences(of: ":", with: "-")
        folder = ".kata/kept/\(stamp)"
    }

    /// Keeps the file at `path` unless it is missing or already holds `replacement`.
    public func keep(_ path: String, unlessItHolds replacement: Data? = nil) throws {
        guard let data = tree.read(path), data != replacement else { return }
        try tree.write(data, to: "\(folder)/\(path)")
        paths.append(path)
    }
}
