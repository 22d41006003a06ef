import Foundation

/// Where the reference answer is read from: a commit (during a kata, the one it started from),
/// or a folder (a fresh clone, for CI).
public protocol Reference: Sendable {
    func read(_ path: String) throws -> Data?
    /// Every file below the folders, by path.
    func snapshot(of folders: [String]) throws -> [String: Data]
}
