import Foundation

/// A feed item in neutral terms, so that one table of scenarios can serve every feed stage.
/// Each stage's tests turn it into that stage's own `FeedItem` or `FeedImage`.
public struct FeedItemFixture: Equatable, Sendable {
    public let id: UUID
    public let description: String?
    public let location: String?
    public let imageURL: URL

    public init(id: UUID, description: String? = nil, location: String? = nil, imageURL: URL) {
        self.id = id
        self.description = description
        self.location = location
        self.imageURL = imageURL
    }

    /// Two items for a "delivers items" test: one with every optional field left out, one with all.
    public static func twoItems() -> (FeedItemFixture, FeedItemFixture) {
        let item1 = FeedItemFixture(id: UUID(), imageURL: URL(string: "http://a-url.com")!)
        let item2 = FeedItemFixture(
            id: UUID(),
            description: "a description",
            location: "a location",
            imageURL: URL(string: "http://another-url.com")!
        )
        return (item1, item2)
    }

    /// The item as the server sends it: optional fields are left out, not sent as `null`.
    public var json: [String: Any] {
        let json: [String: Any?] = [
            "id": id.uuidString,
            "description": description,
            "location": location,
            "image": imageURL.absoluteString,
        ]
        return json.compactMapValues { $0 }
    }
}
