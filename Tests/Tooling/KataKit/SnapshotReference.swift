import Foundation

/// The reference as files held in memory: a tree's files read once before anything changes it,
/// so that a check run in that tree cannot change what the reference says.
public struct SnapshotReference: Reference {
    public let files: [String: Data]

    public init(files: [String: Data]) {
        self.files = files
    }

    public func read(_ path: String) throws -> Data? {
        files[path]
    }

    public func snapshot(of folders: [String]) throws -> [String: Data] {
        files.filter { path, _ in folders.contains { path == $0 || path.hasPrefix($0 + "/") } }
    }
}
