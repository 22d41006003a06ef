/// A mistake or a correct variant: edits to the reference stage that its kata's check must
/// reject, or must accept.
public struct CatalogueEntry: Decodable, Equatable, Sendable {
    public let id: String
    public let summary: String
    public let category: String?
    /// A mistake only the goal checks can see: the learner's own tests are not run against it.
    public let behaviourIntact: Bool
    public let edits: [Operation]

    public init(
        id: String, summary: String, category: String? = nil, behaviourIntact: Bool = false,
        edits: [Operation]
    ) {
        self.id = id
        self.summary = summary
        self.category = category
        self.behaviourIntact = behaviourIntact
        self.edits = edits
    }

    private enum CodingKeys: String, CodingKey { case id, summary, category, behaviourIntact, edits }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        summary = try container.decode(String.self, forKey: .summary)
        category = try container.decodeIfPresent(String.self, forKey: .category)
        behaviourIntact = try container.decodeIfPresent(Bool.self, forKey: .behaviourIntact) ?? false
        edits = try container.decode([Operation].self, forKey: .edits)
    }
}
