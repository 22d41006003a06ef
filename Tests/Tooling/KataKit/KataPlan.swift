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

    private enum CodingKeys: String, CodingKey { case kata, title, stage, start, learnerWritesTests, moves }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kata = try container.decode(Int.self, forKey: .kata)
        title = try container.decode(String.self, forKey: .title)
        stage = try container.decode(String.self, forKey: .stage)
        start = try container.decode(KataStart.self, forKey: .start)
        learnerWritesTests = try container.decodeIfPresent(Bool.self, forKey: .learnerWritesTests) ?? false
        moves = try container.decode([Move].self, forKey: .moves)
    }

    public var codeFolder: String { "Stages/\(stage)" }
    public var testsFolder: String { "Tests/\(stage)Tests" }
    /// The check after every move, as a learner would type it without the tool.
    public var checkCommand: [String] { ["swift", "test", "--filter", "Stage\(kata)"] }
}
