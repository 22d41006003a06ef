import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A folder of files addressed by paths relative to it: the package's working tree, or a
/// scratch copy of it.
public struct FileTree: Sendable {
    public let root: URL

    /// `root` as the file system resolves it, so that it matches the paths the compiler and
    /// `swift test` report, which resolve every symbolic link: on a Mac a clone under `/tmp` or
    /// `$TMPDIR` is under `/private`.
    public init(root: URL) {
        self.root = URL(fileURLWithPath: Self.resolved(root.path), isDirectory: true)
    }

    /// `path` with every symbolic link resolved, as `pwd -P` prints it, or as it is when it does
    /// not exist. Not Foundation's `resolvingSymlinksInPath()`, which on a Mac turns
    /// `/private/var/…` back into `/var/…`.
    public static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
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

    /// The files below `folder`, as paths relative to the root, sorted. Hidden files and folders
    /// are left out: Finder's `.DS_Store`, an editor's swap file, are nobody's work.
    public func files(in folder: String) -> [String] {
        guard isFolder(folder) else { return exists(folder) ? [folder] : [] }
        guard let found = FileManager.default.enumerator(atPath: url(folder).path) else { return [] }
        var paths: [String] = []
        while let relative = found.nextObject() as? String {
            let type = found.fileAttributes?[.type] as? FileAttributeType
            if (relative as NSString).lastPathComponent.hasPrefix(".") {
                if type == .typeDirectory { found.skipDescendants() }
            } else if type == .typeRegular {
                paths.append(folder + "/" + relative)
            }
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

    /// Deletes the folders that hold `path`, nearest first, while they hold nothing but hidden
    /// files (a folder Finder has shown holds its `.DS_Store`) and are below `top`.
    private func deleteEmptyFolders(above path: String, below top: String) throws {
        var folder = (path as NSString).deletingLastPathComponent
        while folder.count > top.count, folder.hasPrefix(top + "/"),
            let entries = try? FileManager.default.contentsOfDirectory(atPath: url(folder).path),
            entries.allSatisfy({ $0.hasPrefix(".") })
        {
            try FileManager.default.removeItem(at: url(folder))
            folder = (folder as NSString).deletingLastPathComponent
        }
    }
}
