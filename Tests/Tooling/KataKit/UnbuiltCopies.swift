import Foundation

/// The copies of `done`'s last build that did not compile, with what they compiled and the errors:
/// a later `done` leaves such a copy out while its files are unchanged, since it would only fail
/// again and leaving it out after the fact costs a second build. Unreadable, it is empty, and each
/// copy is built again.
struct UnbuiltCopies: Codable, Equatable {
    struct Copy: Codable, Equatable {
        let fingerprint: String
        let errors: [CompilerDiagnostic]
    }

    static let path = "unbuilt.json"
    var copies: [String: Copy] = [:]

    static func load(from tree: FileTree) -> UnbuiltCopies {
        tree.read(path).flatMap { try? JSONDecoder().decode(UnbuiltCopies.self, from: $0) } ?? UnbuiltCopies()
    }

    func save(to tree: FileTree) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try tree.write(try encoder.encode(self), to: Self.path)
    }
}
