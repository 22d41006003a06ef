import Foundation
import KataKit
import Testing

/// What a learner sees, whole: the commands of a scenario run on a `KataToolHarness`, each with
/// what the tool said and its exit status, compared with the transcript kept in `Transcripts/`.
/// With `KATA_RECORD_TRANSCRIPTS=1` set, the run writes the transcript instead of comparing, so
/// that a change to the tool's words is recorded by one switch and reviewed as a diff:
/// `KATA_RECORD_TRANSCRIPTS=1 swift test --filter TranscriptTests`, then `git diff`.
struct Transcript {
    static let recordVariable = "KATA_RECORD_TRANSCRIPTS"

    let name: String
    let harness: KataToolHarness
    private(set) var text = ""

    init(_ name: String, _ harness: KataToolHarness) {
        self.name = name
        self.harness = harness
    }

    /// Runs `words` as `swift run kata …` would, and writes down what the tool said.
    mutating func run(_ words: String...) {
        run(words, table: .learner)
    }

    mutating func run(_ words: [String], table: CommandTable) {
        let mark = harness.console.lines.count
        let status = harness.sut.run(words, table: table)
        text += "$ swift run kata \(words.joined(separator: " "))\n"
        for line in harness.console.lines.dropFirst(mark) { text += Self.stable(line, in: harness) + "\n" }
        text += "[exit \(status)]\n\n"
    }

    /// A note in the transcript, for what the scenario does between commands.
    mutating func note(_ words: String) {
        text += "# \(words)\n\n"
    }

    /// Compares with the kept transcript, or writes it when recording.
    func expectKept(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Transcripts/\(name).txt")
        if ProcessInfo.processInfo.environment[Self.recordVariable] == "1" {
            try Data(text.utf8).write(to: file)
            return
        }
        let kept = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        #expect(
            text == kept,
            """
            The tool now says otherwise than Transcripts/\(name).txt. If that is meant, record it \
            (\(Self.recordVariable)=1 swift test --filter TranscriptTests) and review the diff.
            """, sourceLocation: sourceLocation)
    }

    /// A line without what changes from run to run: the fixture's folder, as given or with its
    /// links resolved (a Mac's `/var` is `/private/var`, and CI puts `TMPDIR` behind a link), and
    /// commit ids.
    private static func stable(_ line: String, in harness: KataToolHarness) -> String {
        let folder = harness.fixture.directory.url.path
        var line = line.replacingOccurrences(of: FileTree.resolved(folder), with: "<repo>")
        line = line.replacingOccurrences(of: folder, with: "<repo>")
        line = line.replacingOccurrences(
            of: #"\b[0-9a-f]{7,40}\b"#, with: "<commit>", options: .regularExpression)
        return line
    }
}
