import Foundation
import Testing

/// The Swift sources of one stage, read from `Stages/<stage>` and every folder below it, as SwiftPM
/// compiles them. Comments and string literals are blanked out, so that a goal check never
/// matches prose. During a kata, `Stages/<stage>` holds the learner's code: `swift run kata` does
/// the kata in place.
///
/// A refactoring keeps behaviour, so behaviour tests cannot tell the new design from the old one.
/// The goal checks of each stage read its structure through this type instead.
public struct StageSources: Sendable, CustomTestStringConvertible {
    /// The folder the stage was built from, relative to the package root.
    public let folder: String
    /// Each file's code, by its path below the folder, with comments and string literals blanked out.
    public let files: [String: String]

    public init(_ stage: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        folder = "Stages/\(stage)"
        let directory = packageRoot.appendingPathComponent(folder)
        let names = FileManager.default.subpaths(atPath: directory.path) ?? []
        var files: [String: String] = [:]
        for name in names where name.hasSuffix(".swift") {
            let url = directory.appendingPathComponent(name)
            if let text = try? String(contentsOf: url, encoding: .utf8) {
                files[name] = Self.code(of: text)
            }
        }
        if files.isEmpty {
            Issue.record("No Swift sources found in \(folder)", sourceLocation: sourceLocation)
        }
        self.files = files
    }

    /// The names of the files that declare or extend `type`, sorted: where its code is, whatever
    /// the files are called.
    public func files(defining type: String) -> [String] {
        files(matching: #"\b(class|struct|enum|actor|extension)\s+"# + type + #"\b"#)
    }

    /// The names of the files whose code matches `pattern`, a regular expression, sorted.
    public func files(matching pattern: String) -> [String] {
        files.keys.filter { files[$0]!.hasMatch(pattern) }.sorted()
    }

    /// Whether any file's code matches `pattern`.
    public func contains(_ pattern: String) -> Bool {
        !files(matching: pattern).isEmpty
    }

    /// Every match of `pattern` in every file, as `file: match`, sorted by file.
    public func matches(of pattern: String) -> [String] {
        files.keys.sorted().flatMap { name in
            files[name]!.regexMatches(pattern).map { "\(name): \($0)" }
        }
    }

    /// The names of the types (class, struct, enum, actor, protocol) the stage declares.
    public var declaredTypes: Set<String> {
        let declaration = #"\b(class|struct|enum|actor|protocol)\s+([A-Z][A-Za-z0-9_]*)"#
        return Set(
            matches(of: declaration).compactMap { match in
                match.split(separator: " ").last.map(String.init)
            })
    }

    /// The protocols a type conforms to, in its declaration or in any extension.
    public func conformances(of type: String) -> Set<String> {
        let pattern = #"\b(class|struct|enum|actor|extension)\s+"# + type + #"\s*:[^{]*"#
        var protocols: Set<String> = []
        for match in matches(of: pattern) {
            let inheritanceClause = match.split(separator: ":").dropFirst(2).joined(separator: ":")
            for entry in inheritanceClause.split(separator: ",") {
                let name = entry.split(separator: " ").first.map(String.init) ?? ""
                if !name.isEmpty && name != "where" { protocols.insert(name) }
            }
        }
        return protocols
    }

    /// The braces that follow the first match of `pattern` in `file` (for example
    /// `func load\\(` in `LocalFeedLoader.swift`), themselves included; nil if there is none.
    public func body(after pattern: String, in file: String) -> String? {
        guard let code = files[file],
            let start = code.range(of: pattern, options: .regularExpression),
            let open = code[start.upperBound...].firstIndex(of: "{")
        else { return nil }
        var depth = 0
        var index = open
        while index < code.endIndex {
            if code[index] == "{" { depth += 1 }
            if code[index] == "}" {
                depth -= 1
                if depth == 0 { return String(code[open...index]) }
            }
            index = code.index(after: index)
        }
        return nil
    }

    /// The code of `text` with comments and string literals replaced by spaces (line breaks kept).
    static func code(of text: String) -> String {
        let characters = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        func blank(_ scalar: Unicode.Scalar) {
            output.append(scalar == "\n" ? "\n" : " ")
        }
        func peek(_ offset: Int) -> Unicode.Scalar? {
            index + offset < characters.count ? characters[index + offset] : nil
        }
        while index < characters.count {
            let scalar = characters[index]
            if scalar == "/", peek(1) == "/" {
                while index < characters.count, characters[index] != "\n" {
                    blank(characters[index])
                    index += 1
                }
            } else if scalar == "/", peek(1) == "*" {
                var depth = 0
                repeat {
                    if characters[index] == "/", peek(1) == "*" {
                        depth += 1
                        blank("/")
                        blank("*")
                        index += 2
                    } else if characters[index] == "*", peek(1) == "/" {
                        depth -= 1
                        blank("*")
                        blank("/")
                        index += 2
                    } else {
                        blank(characters[index])
                        index += 1
                    }
                } while depth > 0 && index < characters.count
            } else if scalar == "#" || scalar == "\"" {
                var hashes = 0
                while peek(hashes) == "#" { hashes += 1 }
                guard peek(hashes) == "\"" else {
                    output.append(scalar)
                    index += 1
                    continue
                }
                let multiline = peek(hashes + 1) == "\"" && peek(hashes + 2) == "\""
                let quotes = multiline ? 3 : 1
                output.append("\"")
                for _ in 0..<(hashes + quotes) { blank(" ") }
                index += hashes + quotes
                while index < characters.count {
                    if characters[index] == "\\", hashes == 0 {
                        blank(characters[index])
                        if index + 1 < characters.count { blank(characters[index + 1]) }
                        index += 2
                        continue
                    }
                    let closes =
                        (0..<quotes).allSatisfy { peek($0) == "\"" }
                        && (0..<hashes).allSatisfy { peek(quotes + $0) == "#" }
                    if closes {
                        for _ in 0..<(quotes + hashes) { blank(" ") }
                        output.append("\"")
                        index += quotes + hashes
                        break
                    }
                    blank(characters[index])
                    index += 1
                }
            } else {
                output.append(scalar)
                index += 1
            }
        }
        return String(output)
    }

    /// What a failing expectation prints for the sources: their count, not their text.
    public var testDescription: String {
        "the \(files.count) source files in \(folder)"
    }
}
