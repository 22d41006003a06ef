/// A kata in open mode, as its `open.json` describes it: what `start --open` brings, the API the
/// brought tests call (the contract), what `done` runs, and the words the tool says.
public struct OpenPlan: Decodable, Equatable, Sendable {
    /// The suites `done` runs, and the files it brings for them (into its scratch copy only).
    public struct Suite: Decodable, Equatable, Sendable {
        public let files: [String]
        public let suite: String
        /// The variable that names the file the suite writes, where it writes one.
        public let environment: String?
    }

    public struct Start: Decodable, Equatable, Sendable {
        /// The stage whose code fills the kata's stage folder.
        public let code: String
        /// The operations that bring the app-visible tests and their doubles.
        public let tests: [Operation]
    }

    public struct Done: Decodable, Equatable, Sendable {
        public let behaviour: [String]
        public let goalChecks: Suite
        /// The suite that draws the graph the composition root builds; nil where the contract has
        /// no root, and the tests wire what they use themselves.
        public let graph: Suite?
    }

    public let kata: Int
    public let stage: String
    public let start: Start
    public let contract: [String]
    public let done: Done
    public let smell: [String]
    public let goal: [String]
    /// Where to start reading the brought tests, a sentence.
    public let startReading: String
    /// Open questions, one a `hint`; never a name or a declaration.
    public let hints: [String]

    public var codeFolder: String { "Stages/\(stage)" }
    public var testsFolder: String { "Tests/\(stage)Tests" }
    /// The files `start --open` brings into the test folder.
    public var broughtTests: [String] { start.tests.flatMap(\.touchedPaths) }
}
