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
            guard let data = try reference.read(source) ?? tree.read(source) else {
                throw KataError("the reference has no \(source)")
            }
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
            let text = String(decoding: data, as: UTF8.self)
            let count = text.components(separatedBy: find).count - 1
            guard count == 1 || (all && count > 0) else {
                let found = count == 0 ? "is not in" : "is \(count) times in"
                throw KataError("the text to replace \(found) \(path): \(find.prefix(60))")
            }
            try replace(path, with: Data(text.replacingOccurrences(of: find, with: replacement).utf8))
        case .write(let path, let contents):
            try replace(path, with: Data(contents.utf8))
        }
    }

    private func replace(_ path: String, with data: Data) throws {
        guard tree.read(path) != data else { return }
        try kept?.keep(path, unlessItHolds: data)
        try tree.write(data, to: path)
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
