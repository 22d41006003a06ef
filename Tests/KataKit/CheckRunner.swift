import Foundation

/// Runs a stage's tests the way a learner would, `swift test --filter StageN`, and reads the
/// verdict from the event stream and the compiler's diagnostics.
public struct CheckRunner: Sendable {
    public init() {}

    /// - Parameter goalSources: run only the kata's goal checks, reading that stage folder instead
    ///   of the kata's own (`KATA_GOAL_SOURCES`): how CI shows they fail on the stage before.
    /// - Parameters:
    ///   - filter: the tests to run, instead of the kata's; `environment` is added to the run's.
    public func run(
        kata: Int, in tree: FileTree, skip: String? = nil, goalSources: String? = nil,
        filter chosen: String? = nil, environment added: [String: String] = [:], log logPath: String? = nil
    ) throws -> CheckOutcome {
        let events = FileManager.default.temporaryDirectory
            .appendingPathComponent("kata-events-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: events) }
        let filter = chosen ?? (goalSources == nil ? "Stage\(kata)" : "Stage\(kata).*KataGoalTests")
        var arguments = ["swift", "test", "--filter", filter]
        if let skip { arguments += ["--skip", skip] }
        arguments += [
            "--experimental-event-stream-output", events.path, "--experimental-event-stream-version", "0",
        ]
        let environment = (goalSources.map { ["KATA_GOAL_SOURCES": $0] } ?? [:]).merging(added) { $1 }
        let result = try Shell(directory: tree.root, environment: environment).run(arguments)
        if let logPath { try? tree.write(result.output, to: logPath) }
        let root = tree.root.standardizedFileURL.path
        let report = EventStreamReport(jsonLines: (try? Data(contentsOf: events)) ?? Data(), relativeTo: root)
        return CheckOutcome.from(status: result.status, log: result.text, events: report, root: root)
    }
}
