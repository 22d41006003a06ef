import Foundation

/// What `done` found in runs it need not repeat: whether each run came out green, by the
/// fingerprint of everything it compiled (the kata's folders as the run had them, and the commit
/// the kata started from). A later `done` after an edit to the code then reruns only the run that
/// compiles that code: the learner's tests against the reference and against each catalogued
/// mistake come out as before while the tests are unchanged. Kept in `.kata/done-runs.json`,
/// which git ignores; a file that cannot be read is a cache lost, not work: every run runs again.
struct DoneRuns: Codable, Equatable {
    static let path = ".kata/done-runs.json"
    private(set) var green: [String: Bool] = [:]

    static func load(from tree: FileTree) -> DoneRuns {
        tree.read(path).flatMap { try? JSONDecoder().decode(DoneRuns.self, from: $0) } ?? DoneRuns()
    }

    /// Best effort: a cache that cannot be written only makes the next `done` slower.
    func save(to tree: FileTree) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        if let data = try? encoder.encode(self) { try? tree.write(data, to: Self.path) }
    }

    static func key(kata: Int, startCommit: String, files: [String: Data]) -> String {
        "kata \(kata) from \(startCommit): \(Fingerprint.of(files))"
    }

    mutating func record(_ key: String, green isGreen: Bool) {
        green[key] = isGreen
    }
}
