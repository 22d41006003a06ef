/// One move of a kata: what it asks, the tests it brings, and the reference's code for it.
public struct Move: Decodable, Equatable, Sendable {
    public let title: String
    public let asks: String
    public let hints: [String]
    public let tests: [Operation]
    public let catchUp: [Operation]
    /// The colour once the move's tests are in; nil when the move brings none.
    public let withTests: Colour?
    /// The colour once the move is written.
    public let whenDone: Colour

    public init(
        title: String, asks: String, hints: [String] = [], tests: [Operation] = [],
        catchUp: [Operation] = [], withTests: Colour? = nil, whenDone: Colour = .green
    ) {
        self.title = title
        self.asks = asks
        self.hints = hints
        self.tests = tests
        self.catchUp = catchUp
        self.withTests = withTests
        self.whenDone = whenDone
    }

    private enum CodingKeys: String, CodingKey {
        case title, asks, hints, tests, catchUp, withTests, whenDone
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        asks = try container.decode(String.self, forKey: .asks)
        hints = try container.decodeIfPresent([String].self, forKey: .hints) ?? []
        tests = try container.decodeIfPresent([Operation].self, forKey: .tests) ?? []
        catchUp = try container.decodeIfPresent([Operation].self, forKey: .catchUp) ?? []
        withTests = try container.decodeIfPresent(Colour.self, forKey: .withTests)
        whenDone = try container.decodeIfPresent(Colour.self, forKey: .whenDone) ?? .green
    }
}
