/// One change to the files of the package, as the data writes it (see "Operations" in
/// .github/CONTRIBUTING.md). Every path is relative to the package root.
public enum Operation: Equatable, Sendable {
    /// The reference's file at `path`, written at `to` (the same path unless a checkpoint).
    case copy(String, to: String)
    case delete(String)
    case rename(String, to: String)
    /// Whole words replaced, in every `.swift` file below the folders.
    case renameWords([String: String], in: [String])
    /// The run of whole lines `find` replaced by the lines `replace`, where it occurs once (or
    /// everywhere, with `all`).
    case edit(String, find: [String], replace: [String], all: Bool)
    case write(String, contents: String)
    /// A unified diff, applied strictly: a catalogue entry as a reviewer reads it.
    case patch(UnifiedDiff)

    /// The files this operation writes or removes.
    public var touchedPaths: [String] {
        switch self {
        case .copy(_, let target): [target]
        case .delete(let path): [path]
        case .rename(let from, let to): [from, to]
        case .renameWords(_, let folders): folders
        case .edit(let path, _, _, _): [path]
        case .write(let path, _): [path]
        case .patch(let diff): diff.files.flatMap { [$0.oldPath, $0.newPath].compactMap(\.self) }
        }
    }
}

extension Operation: Decodable {
    private enum Key: String, CodingKey {
        case copy, to, delete, rename, renameWords, `in`, edit, find, replace, all, write, lines
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        func lines(_ key: Key) throws -> String {
            try container.decode([String].self, forKey: key).joined(separator: "\n")
        }
        if let source = try container.decodeIfPresent(String.self, forKey: .copy) {
            self = .copy(source, to: try container.decodeIfPresent(String.self, forKey: .to) ?? source)
        } else if let path = try container.decodeIfPresent(String.self, forKey: .delete) {
            self = .delete(path)
        } else if let path = try container.decodeIfPresent(String.self, forKey: .rename) {
            self = .rename(path, to: try container.decode(String.self, forKey: .to))
        } else if let words = try container.decodeIfPresent([String: String].self, forKey: .renameWords) {
            self = .renameWords(words, in: try container.decode([String].self, forKey: .in))
        } else if let path = try container.decodeIfPresent(String.self, forKey: .edit) {
            let all = try container.decodeIfPresent(Bool.self, forKey: .all) ?? false
            self = .edit(
                path, find: try container.decode([String].self, forKey: .find),
                replace: try container.decode([String].self, forKey: .replace), all: all)
        } else if let path = try container.decodeIfPresent(String.self, forKey: .write) {
            self = .write(path, contents: try lines(.lines) + "\n")
        } else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "an operation is one of copy, delete, rename, renameWords, edit, write")
            )
        }
    }
}
