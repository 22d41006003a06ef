import Foundation

/// The files of a kata's two folders at its start: the stage before's code, and its tests with
/// their module name changed and their goal checks and open suites left out (they are the stage
/// before's goal).
public enum StartLayout {
    public static let goalChecks = "KataGoalTests.swift"
    /// The goal checks that run the stage's code, in a file of their own: the rest read its
    /// sources only and do not import it, so that an edit of the stage does not compile them again.
    public static let goalChecksThatRun = "KataGoalTests+Running.swift"
    /// The suites of the stage's open mode, which judge a design of the learner's own: like the
    /// goal checks, never brought into the next kata and never part of a review.
    public static let openSuites = [
        "KataOpenGoalTests.swift", "KataOpenGoalTests+Running.swift", "KataOpenGraphTests.swift",
    ]
    /// The reference's test files that no kata's start brings.
    public static var leftOut: [String] { [goalChecks, goalChecksThatRun] + openSuites }
    /// The kata's page, which stays the kata's own whatever code fills the folder.
    public static let page = "README.md"

    public static func files(of plan: KataPlan, from reference: any Reference) throws -> [String: Data] {
        var files: [String: Data] = [:]
        if let code = plan.start.code {
            for (path, data) in try reference.snapshot(of: ["Stages/\(code)"])
            where !path.hasSuffix("/" + page) {
                files[plan.codeFolder + path.dropFirst("Stages/\(code)".count)] = data
            }
            let ownPage = "\(plan.codeFolder)/\(page)"
            if let data = try reference.read(ownPage) { files[ownPage] = data }
        } else {
            files.merge(try reference.snapshot(of: [plan.codeFolder])) { $1 }
        }
        if let tests = plan.start.tests {
            let folder = "Tests/\(tests)Tests"
            for (path, data) in try reference.snapshot(of: [folder])
            where !leftOut.contains(where: { path.hasSuffix("/" + $0) }) {
                let text = OperationApplier.replacingWords(
                    [tests: plan.stage], in: String(decoding: data, as: UTF8.self))
                files[plan.testsFolder + path.dropFirst(folder.count)] = Data(text.utf8)
            }
        }
        for name in plan.start.keep {
            let path = "\(plan.testsFolder)/\(name)"
            guard let data = try reference.read(path) else { throw KataError.referenceLacks(path) }
            files[path] = data
        }
        return files
    }
}
