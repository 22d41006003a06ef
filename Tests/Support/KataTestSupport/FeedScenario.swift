import Foundation
import Testing

/// One row of the table that every feed stage must pass: what the HTTP client delivers, and what
/// `RemoteFeedLoader.load` must complete with. A refactoring changes structure, never this table.
public struct FeedScenario: Sendable, CustomTestStringConvertible {
    public enum ClientResult: Sendable {
        case failure
        case response(statusCode: Int, body: Data)
    }

    public enum Outcome: Equatable, Sendable {
        case connectivity
        case invalidData
        case items([FeedItemFixture])
        /// Anything a loader should never deliver, kept readable for the failure message.
        case unexpected(String)
    }

    public let name: String
    public let clientResult: ClientResult
    public let expected: Outcome

    public var testDescription: String { name }
}

extension FeedScenario {
    public static let all: [FeedScenario] = connectivity + invalidStatusCodes + invalidBodies + validBodies

    public static let connectivity = [
        FeedScenario(name: "client error", clientResult: .failure, expected: .connectivity)
    ]

    /// A valid body does not rescue a non-200 status.
    public static let invalidStatusCodes = [199, 201, 204, 300, 304, 400, 401, 404, 500, 503].map { code in
        FeedScenario(
            name: "status \(code) with a valid body",
            clientResult: .response(statusCode: code, body: makeItemsJSON(twoItems)),
            expected: .invalidData
        )
    }

    public static let invalidBodies = [
        ("invalid JSON", Data("invalid json".utf8)),
        ("empty body", Data()),
        ("JSON without items", Data("{}".utf8)),
        ("items that are not a list", Data(#"{"items": {}}"#.utf8)),
        ("a list at the top level", Data("[]".utf8)),
        ("an item without an id", makeItemsJSON([["image": "https://a-url.com"]])),
        ("an item with an invalid id", makeItemsJSON([["id": "not-a-uuid", "image": "https://a-url.com"]])),
        ("an item without an image", makeItemsJSON([["id": UUID().uuidString]])),
    ].map { name, body in
        FeedScenario(
            name: "200 with \(name)", clientResult: .response(statusCode: 200, body: body),
            expected: .invalidData)
    }

    public static let validBodies = [emptyList, someItems]

    public static let emptyList = FeedScenario(
        name: "200 with an empty list",
        clientResult: .response(statusCode: 200, body: makeItemsJSON([FeedItemFixture]())),
        expected: .items([])
    )

    public static let someItems = FeedScenario(
        name: "200 with items, some without description or location",
        clientResult: .response(statusCode: 200, body: makeItemsJSON(twoItems)),
        expected: .items(twoItems)
    )

    static let twoItems = [
        FeedItemFixture(
            id: UUID(uuidString: "6F1E1A4C-58B8-4F45-9A0B-6E4B0A4D1D01")!,
            imageURL: URL(string: "https://a-url.com")!
        ),
        FeedItemFixture(
            id: UUID(uuidString: "2C8D4A3E-9E1F-4B0A-8C5D-7F3A2B1C0D02")!,
            description: "a description",
            location: "a location",
            imageURL: URL(string: "https://another-url.com")!
        ),
    ]
}
