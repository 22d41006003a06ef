/// One move of a kata, as data that the page, the kit's card and `kata next` all show: what it
/// removes and why, what its tests pin, what it leaves to the learner, the tests it brings, and
/// the reference's code for it.
public struct Move: Decodable, Equatable, Sendable {
    /// The name a goal check's lesson calls the move by (`KataMove+Moves.swift`, generated from it),
    /// so that its number lives only in the order of `moves.json`; nil in the tool's own fixtures.
    public let id: String?
    public let title: String
    /// What the move removes.
    public let smell: String
    public let principle: String
    /// What the brought tests pin, in words, and which test file to read first.
    public let pins: String
    /// The decision the move leaves to the learner.
    public let decides: String
    /// What no test can show: the platform's and the repository's rules.
    public let platform: String?
    /// Why the check stays red once the move is written, when it does.
    public let redBecause: String?
    /// The move's share of the card's timebox.
    public let minutes: Int?
    /// From a question, to the role and its type's name, to the declaration, to `kata catch-up`.
    public let hints: [String]
    public let tests: [Operation]
    public let catchUp: [Operation]
    /// The colour once the move's tests are in; nil when the move brings none.
    public let withTests: Colour?
    /// The colour once the move is written.
    public let whenDone: Colour

    public init(
        id: String? = nil, title: String, smell: String, principle: String, pins: String, decides: String,
        platform: String? = nil, redBecause: String? = nil, minutes: Int? = nil, hints: [String] = [],
        tests: [Operation] = [], catchUp: [Operation] = [], withTests: Colour? = nil,
        whenDone: Colour = .green
    ) {
        self.id = id
        self.title = title
        self.smell = smell
        self.principle = principle
        self.pins = pins
        self.decides = decides
        self.platform = platform
        self.redBecause = redBecause
        self.minutes = minutes
        self.hints = hints
        self.tests = tests
        self.catchUp = catchUp
        self.withTests = withTests
        self.whenDone = whenDone
    }

    /// What `kata next` says the move asks: the page's words, without its labels.
    public var asks: String {
        let decision = decides.isEmpty ? nil : "Yours to decide: \(decides)."
        return [smell, principle, pins, decision, platform, redBecause]
            .compactMap { $0?.isEmpty == false ? $0 : nil }
            .joined(separator: " ")
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, smell, principle, pins, decides, platform, redBecause, minutes, hints, tests,
            catchUp,
            withTests, whenDone
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIfPresent(String.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        smell = try container.decodeIfPresent(String.self, forKey: .smell) ?? ""
        principle = try container.decodeIfPresent(String.self, forKey: .principle) ?? ""
        pins = try container.decode(String.self, forKey: .pins)
        decides = try container.decodeIfPresent(String.self, forKey: .decides) ?? ""
        platform = try container.decodeIfPresent(String.self, forKey: .platform)
        redBecause = try container.decodeIfPresent(String.self, forKey: .redBecause)
        minutes = try container.decodeIfPresent(Int.self, forKey: .minutes)
        hints = try container.decodeIfPresent([String].self, forKey: .hints) ?? []
        tests = try container.decodeIfPresent([Operation].self, forKey: .tests) ?? []
        catchUp = try container.decodeIfPresent([Operation].self, forKey: .catchUp) ?? []
        withTests = try container.decodeIfPresent(Colour.self, forKey: .withTests)
        whenDone = try container.decodeIfPresent(Colour.self, forKey: .whenDone) ?? .green
    }
}
