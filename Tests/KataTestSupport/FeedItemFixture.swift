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
