import Foundation

/// Runs a stage's tests the way a learner would, `swift test --filter StageN`, and reads the
/// verdict from the event stream and the compiler's diagnostics.
public struct CheckRunner: Sendable {
    public init() {}

    public func run(
        kata: Int, in tree: FileTree, skip: String? = nil, log logPath: String? = nil
    ) throws
        -> CheckOutcome
    {
        let events = FileManager.default.temporaryDirectory
            .appendingPathComponent("kata-events-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: events) }
        var arguments = ["swift", "test", "--filter", "Stage\(kata)"]
        if let skip { arguments += ["--skip", skip] }
        arguments += [
            "--experimental-event-stream-output", events.path, "--experimental-event-stream-version", "0",
        ]
        let result = try Shell(directory: tree.root).run(arguments)
        if let logPath { try? tree.write(result.output, to: logPath) }
        let root = tree.root.standardizedFileURL.path
        let report = EventStreamReport(jsonLines: (try? Data(contentsOf: events)) ?? Data(), relativeTo: root)
        return CheckOutcome.from(status: result.status, log: result.text, events: report, root: root)
    }
}
