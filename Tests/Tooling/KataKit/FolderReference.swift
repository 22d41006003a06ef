import Foundation

/// The reference as the files of a folder: a fresh clone, where the working tree is the reference.
public struct FolderReference: Reference {
    public let tree: FileTree

    public init(tree: FileTree) {
        self.tree = tree
    }

    public func read(_ path: String) throws -> Data? {
        tree.read(path)
    }

    public func snapshot(of folders: [String]) throws -> [String: Data] {
        tree.snapshot(of: folders)
    }
}
