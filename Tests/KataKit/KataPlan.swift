/// A kata as its `moves.json` describes it.
public struct KataPlan: Decodable, Equatable, Sendable {
    public let kata: Int
    public let title: String
    /// The target the kata leads to, whose folders the learner works in.
    public let stage: String
    public let start: KataStart
    public let learnerWritesTests: Bool
    public let moves: [Move]

    public init(
        kata: Int, title: String, stage: String, start: KataStart, learnerWritesTests: Bool = false,
        moves: [Move]
    ) {
        self.kata = kata
        self.title = title
        self.stage = stage
        self.start = start
        self.learnerWritesTests = learnerWritesTests
        self.moves = moves
    }

    public var codeFolder: String { "Stages/\(stage)" }
    public var testsFolder: String { "Tests/\(stage)Tests" }
    /// The check after every move, as a learner would type it without the tool.
    public var checkCommand: [String] { ["swift", "test", "--filter", "Stage\(kata)"] }
}
