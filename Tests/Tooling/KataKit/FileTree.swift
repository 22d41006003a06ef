import Foundation

/// A folder of files addressed by paths relative to it: the package's working tree, or a
/// scratch copy of it.
public struct FileTree: Sendable {
    public let root: URL

    public init(root: URL) {
        self.root = root
    }

    public func url(_ path: String) -> URL {
        root.appendingPathComponent(path)
    }

    public func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url(path).path)
    }

    public func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url(path).path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    public func read(_ path: String) -> Data? {
        try? Data(contentsOf: url(path))
    }

    public func write(_ data: Data, to path: String) throws {
        let target = url(path)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: target, options: .atomic)
    }

    public func delete(_ path: String) throws {
        guard exists(path) else { return }
        try FileManager.default.removeItem(at: url(path))
    }

    /// The files below `folder`, as paths relative to the root, sorted; hidden files left out.
    public func files(in folder: String) -> [String] {
        guard isFolder(folder) else { return exists(folder) ? [folder] : [] }
        let base = url(folder)
        let found = FileManager.default.enumerator(
            at: base, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        var paths: [String] = []
        while let item = found?.nextObject() as? URL {
            guard (try? item.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else {
                continue
            }
            let relative = item.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count + 1)
            paths.append(folder + "/" + relative)
        }
        return paths.sorted()
    }

    /// The contents of every file below the folders.
    public func snapshot(of folders: [String]) -> [String: Data] {
        var files: [String: Data] = [:]
        for folder in folders {
            for path in self.files(in: folder) { files[path] = read(path) }
        }
        return files
    }

    /// Makes the folders hold exactly `files` (those below them), writing only what differs, so
    /// that a build that follows recompiles only what changed. A folder below them left empty by a
    /// deletion goes too, so that the tree is as `files` describe it and `git status` cannot show
    /// the difference.
    public func sync(_ files: [String: Data], folders: [String]) throws {
        for folder in folders {
            for path in self.files(in: folder) where files[path] == nil {
                try delete(path)
                try deleteEmptyFolders(above: path, below: folder)
            }
        }
        for (path, data) in files where read(path) != data {
            try write(data, to: path)
        }
    }

    /// Deletes the folders that hold `path`, nearest first, while they are empty and below `top`.
    private func deleteEmptyFolders(above path: String, below top: String) throws {
        var folder = (path as NSString).deletingLastPathComponent
        while folder.count > top.count, folder.hasPrefix(top + "/"),
            (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path))?.isEmpty == true
        {
            try FileManager.default.removeItem(at: url(folder))
            folder = (folder as NSString).deletingLastPathComponent
        }
    }
}
