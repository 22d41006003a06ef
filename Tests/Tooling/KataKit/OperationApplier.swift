import Foundation

/// Applies operations to a tree, taking the reference's files from `reference`, and keeping every
/// file it replaces or removes when given `kept`.
public struct OperationApplier {
    public let tree: FileTree
    public let reference: any Reference
    public let kept: KeptFiles?

    public init(tree: FileTree, reference: any Reference, kept: KeptFiles? = nil) {
        self.tree = tree
        self.reference = reference
        self.kept = kept
    }

    public func apply(_ operations: [Operation]) throws {
        for operation in operations { try apply(operation) }
    }

    public func apply(_ operation: Operation) throws {
        switch operation {
        case .copy(let source, let target):
            // Never the tree's own file: a copy from a reference that lacks it would change nothing.
            guard let data = try reference.read(source) else { throw KataError.referenceLacks(source) }
            try replace(target, with: data)
        case .delete(let path):
            guard tree.exists(path) else { return }
            try kept?.keep(path)
            try tree.delete(path)
        case .rename(let path, let target):
            guard let data = tree.read(path) else { throw KataError("there is no \(path) to rename") }
            try replace(target, with: data)
            try tree.delete(path)
        case .renameWords(let words, let folders):
            for path in folders.flatMap(tree.files(in:)) where path.hasSuffix(".swift") {
                guard let data = tree.read(path) else { continue }
                let renamed = Self.replacingWords(words, in: String(decoding: data, as: UTF8.self))
                try replace(path, with: Data(renamed.utf8))
            }
        case .edit(let path, let find, let replacement, let all):
            guard let data = tree.read(path) else { throw KataError("there is no \(path) to edit") }
            let lines = String(decoding: data, as: UTF8.self).split(
                separator: "\n", omittingEmptySubsequences: false
            )
            .map(String.init)
            let starts = Self.runs(of: find, in: lines)
            guard starts.count == 1 || (all && !starts.isEmpty) else {
                let found = starts.isEmpty ? "are not" : "are \(starts.count) times"
                throw KataError("the lines to replace \(found) in \(path): \(find.first ?? "")")
            }
            var edited = lines
            for start in starts.reversed() {
                edited.replaceSubrange(start..<(start + find.count), with: replacement)
            }
            try replace(path, with: Data(edited.joined(separator: "\n").utf8))
        case .write(let path, let contents):
            try replace(path, with: Data(contents.utf8))
        case .patch(let diff):
            let files: [String: String?]
            do {
                files = try diff.apply { path in tree.read(path).map { String(decoding: $0, as: UTF8.self) } }
            } catch let problem as UnifiedDiff.Problem {
                throw KataError("the diff does not apply: \(problem)")
            }
            for (path, text) in files.sorted(by: { $0.key < $1.key }) {
                if let text {
                    try replace(path, with: Data(text.utf8))
                } else if tree.exists(path) {
                    try kept?.keep(path)
                    try tree.delete(path)
                }
            }
        }
    }

    private func replace(_ path: String, with data: Data) throws {
        guard tree.read(path) != data else { return }
        try kept?.keep(path, unlessItHolds: data)
        try tree.write(data, to: path)
    }

    /// Where the run of lines `find` starts in `lines`, without overlaps.
    static func runs(of find: [String], in lines: [String]) -> [Int] {
        guard !find.isEmpty, find.count <= lines.count else { return [] }
        var starts: [Int] = []
        var index = 0
        while index + find.count <= lines.count {
            if Array(lines[index..<(index + find.count)]) == find {
                starts.append(index)
                index += find.count
            } else {
                index += 1
            }
        }
        return starts
    }

    /// `text` with every whole word (a run of letters, digits and underscores) that is a key of
    /// `words` replaced by its value.
    public static func replacingWords(_ words: [String: String], in text: String) -> String {
        var result = ""
        var word = ""
        func flush() {
            result += words[word] ?? word
            word = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }
}
