import Foundation

/// Reads and writes `.kata/state.json`, which git ignores. A file that cannot be read is set
/// aside, never overwritten, and the tool starts afresh.
public struct ProgressStore: Sendable {
    public static let path = ".kata/state.json"
    public let tree: FileTree

    public init(tree: FileTree) {
        self.tree = tree
    }

    /// The saved state, and a warning when the file was unreadable and has been set aside.
    public func load(now: Date) -> (ProgressState, warning: String?) {
        guard let data = tree.read(Self.path) else { return (ProgressState(), nil) }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        if let state = try? decoder.decode(ProgressState.self, from: data) { return (state, nil) }
        let aside = ".kata/state-unreadable-\(Int(now.timeIntervalSince1970)).json"
        try? tree.write(data, to: aside)
        try? tree.delete(Self.path)
        return (
            ProgressState(),
            "\(Self.path) could not be read; it is kept as \(aside), and progress starts afresh."
        )
    }

    public func save(_ state: ProgressState) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        do {
            try tree.write(try encoder.encode(state), to: Self.path)
        } catch {
            throw KataError("could not save progress in \(Self.path): \(error.localizedDescription)")
        }
    }
}
