import Foundation

/// The files of an open kata's two folders: at its start, the stage before's code and only the
/// tests `open.json` brings; for `done` and verify, those tests and the open suites, never the
/// learner's own builds' business.
public enum OpenLayout {
    /// The stage folder with the stage before's code (the kata's own page kept), and the test
    /// folder with only the brought tests.
    public static func start(of plan: OpenPlan, from reference: any Reference) throws -> [String: Data] {
        let guided = KataPlan(
            kata: plan.kata, title: "", stage: plan.stage,
            start: KataStart(code: plan.start.code, tests: nil),
            moves: [])
        var files = try StartLayout.files(of: guided, from: reference)
        files.merge(try tests(of: plan, from: reference, suites: false)) { $1 }
        return files
    }

    /// The brought tests as the reference has them, and with `suites` the open goal checks and
    /// the graph suite: the test folder `done` and verify judge with.
    public static func tests(
        of plan: OpenPlan, from reference: any Reference, suites: Bool
    ) throws
        -> [String: Data]
    {
        var files: [String: Data] = [:]
        for operation in plan.start.tests {
            guard case .copy(let source, let target) = operation else {
                throw KataError("open.json of kata \(plan.kata): start.tests holds only copies")
            }
            guard let data = try reference.read(source) else { throw KataError.referenceLacks(source) }
            files[target] = data
        }
        if suites {
            for path in plan.done.goalChecks.files + (plan.done.graph?.files ?? []) {
                guard let data = try reference.read(path) else { throw KataError.referenceLacks(path) }
                files[path] = data
            }
        }
        return files
    }

    /// `files` with `folder` replaced by `replacement`.
    public static func replacing(
        _ folder: String, in files: [String: Data], with replacement: [String: Data]
    ) -> [String: Data] {
        files.filter { !$0.key.hasPrefix(folder + "/") }.merging(replacement) { $1 }
    }
}
