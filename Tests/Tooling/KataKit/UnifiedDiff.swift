/// A unified diff, as `git diff` and `diff -u` write it, read and applied strictly: a hunk whose
/// context or removed lines are not where it says is an error, never a fuzzy match, so a stale
/// catalogue entry fails instead of changing something else.
///
/// Lines before the first file may hold `Key: value` fields (the catalogue keeps an entry's
/// summary there), as an e-mail's headers stand before a patch.
public struct UnifiedDiff: Equatable, Sendable {
    public struct Hunk: Equatable, Sendable {
        /// The first line the hunk replaces, counted from 1 (0 for a file that did not exist).
        public let oldStart: Int
        /// The lines as they stood, context and removed, and as they become, context and added.
        public let old: [String]
        public let new: [String]
    }

    public struct File: Equatable, Sendable {
        /// Nil for a file the diff creates (`--- /dev/null`).
        public let oldPath: String?
        /// Nil for a file the diff deletes (`+++ /dev/null`).
        public let newPath: String?
        public let hunks: [Hunk]
        /// Whether the new file ends without a line break (`\ No newline at end of file`).
        public let newHasNoFinalNewline: Bool
    }

    public let fields: [(key: String, value: String)]
    public let files: [File]

    public static func == (lhs: UnifiedDiff, rhs: UnifiedDiff) -> Bool {
        lhs.files == rhs.files && lhs.fields.map(\.key) == rhs.fields.map(\.key)
            && lhs.fields.map(\.value) == rhs.fields.map(\.value)
    }

    /// The value of the first field named `key`.
    public func field(_ key: String) -> String? {
        fields.first { $0.key.lowercased() == key.lowercased() }?.value
    }

    public struct Problem: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    public init(fields: [(key: String, value: String)], files: [File]) {
        self.fields = fields
        self.files = files
    }

    public init(parsing text: String) throws {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var index = 0
        var fields: [(key: String, value: String)] = []
        while index < lines.count, !lines[index].hasPrefix("--- "), !lines[index].hasPrefix("diff ") {
            let line = lines[index]
            if let colon = line.firstIndex(of: ":"), !line.hasPrefix(" ") {
                fields.append(
                    (String(line[..<colon]), String(line[line.index(after: colon)...]).trimmingSpaces()))
            } else if !line.allSatisfy(\.isWhitespace), let last = fields.popLast() {
                fields.append((last.key, last.value + " " + line.trimmingSpaces()))
            }
            index += 1
        }
        var files: [File] = []
        while index < lines.count {
            guard lines[index].hasPrefix("--- ") else {
                index += 1  // git's own lines: diff --git, index, new file mode, …
                continue
            }
            guard index + 1 < lines.count, lines[index + 1].hasPrefix("+++ ") else {
                throw Problem(description: "line \(index + 1): a --- line must be followed by a +++ line")
            }
            let oldPath = Self.path(lines[index].dropFirst(4))
            let newPath = Self.path(lines[index + 1].dropFirst(4))
            index += 2
            var hunks: [Hunk] = []
            var noFinalNewline = false
            while index < lines.count, lines[index].hasPrefix("@@ ") {
                let (start, oldCount, newCount) = try Self.header(lines[index], line: index + 1)
                index += 1
                var old: [String] = []
                var new: [String] = []
                while index < lines.count,
                    old.count < oldCount || new.count < newCount
                        || lines[index].hasPrefix("\\")
                {
                    let line = lines[index]
                    let body = String(line.dropFirst())
                    switch line.first {
                    case " ":
                        old.append(body)
                        new.append(body)
                    case "-": old.append(body)
                    case "+": new.append(body)
                    case "\\": noFinalNewline = lines[index - 1].first != "-"
                    case nil:  // an editor may strip a context line's one space
                        old.append("")
                        new.append("")
                    default:
                        throw Problem(
                            description: "line \(index + 1): a hunk's line starts with ' ', '-' or '+'")
                    }
                    index += 1
                }
                guard old.count == oldCount, new.count == newCount else {
                    throw Problem(
                        description:
                            "line \(index): the hunk has \(old.count) old and \(new.count) new lines, "
                            + "and its header says \(oldCount) and \(newCount)")
                }
                hunks.append(Hunk(oldStart: start, old: old, new: new))
            }
            files.append(
                File(oldPath: oldPath, newPath: newPath, hunks: hunks, newHasNoFinalNewline: noFinalNewline))
        }
        guard !files.isEmpty else {
            throw Problem(description: "no file in the diff: it needs --- and +++ lines")
        }
        self.init(fields: fields, files: files)
    }

    /// `a/Stages/X.swift` is `Stages/X.swift`; `/dev/null` is no file. A tab ends the path, as
    /// `diff -u` writes a time after it.
    private static func path(_ text: Substring) -> String? {
        let path = String(text.prefix { $0 != "\t" })
        if path == "/dev/null" { return nil }
        if path.hasPrefix("a/") || path.hasPrefix("b/") { return String(path.dropFirst(2)) }
        return path
    }

    /// `@@ -12,7 +12,8 @@ …`: the old start and the two counts (a missing count is 1).
    private static func header(_ line: String, line number: Int) throws -> (Int, Int, Int) {
        let parts = line.split(separator: " ")
        func range(_ part: Substring?, _ sign: Character) -> (Int, Int)? {
            guard let part, part.first == sign else { return nil }
            let numbers = part.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
            guard let start = Int(numbers[0]) else { return nil }
            let count = numbers.count > 1 ? Int(numbers[1]) : 1
            return count.map { (start, $0) }
        }
        guard parts.count >= 3, let old = range(parts[1], "-"), let new = range(parts[2], "+") else {
            throw Problem(description: "line \(number): a hunk header reads @@ -start,count +start,count @@")
        }
        return (old.0, old.1, new.1)
    }

    // MARK: - Applying

    /// The files after the diff, from `read`, the files before it (nil where there is none): a
    /// path mapped to its new text, or to nil where the diff deletes it.
    public func apply(reading read: (String) throws -> String?) throws -> [String: String?] {
        var result: [String: String?] = [:]
        for file in files {
            guard let path = file.newPath ?? file.oldPath else { continue }
            let before: String?
            if let oldPath = file.oldPath {
                guard let text = try result[oldPath] ?? read(oldPath) else {
                    throw Problem(description: "\(oldPath) is not there to change")
                }
                before = text
            } else {
                if try read(path) != nil {
                    throw Problem(description: "\(path) is there already, and the diff creates it")
                }
                before = nil
            }
            guard let newPath = file.newPath else {
                result[path] = .some(nil)
                continue
            }
            if let oldPath = file.oldPath, oldPath != newPath { result[oldPath] = .some(nil) }
            result[newPath] = try Self.apply(file, to: before ?? "", path: newPath)
        }
        return result
    }

    private static func apply(_ file: File, to text: String, path: String) throws -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var offset = 0
        for hunk in file.hunks {
            let start = max(hunk.oldStart - 1, 0) + offset
            guard start + hunk.old.count <= lines.count,
                Array(lines[start..<(start + hunk.old.count)]) == hunk.old
            else {
                throw Problem(
                    description:
                        "\(path): the lines at \(hunk.oldStart) are not what the diff says they are; "
                        + "the file changed since the diff was made")
            }
            lines.replaceSubrange(start..<(start + hunk.old.count), with: hunk.new)
            offset += hunk.new.count - hunk.old.count
        }
        let joined = lines.joined(separator: "\n")
        return lines.isEmpty || file.newHasNoFinalNewline ? joined : joined + "\n"
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
