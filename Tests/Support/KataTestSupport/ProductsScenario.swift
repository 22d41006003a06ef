import Foundation
import Testing

/// One row of the characterization table of the products example: the world as the repository
/// finds it (reachability, the server's answer, the cache), and everything it did about it.
///
/// The table pins what the god class of stage 7 does today, surprises included, and then runs
/// unchanged against the composition of stage 8. Where stage 8 differs on purpose, the
/// difference is declared once, in `deliberateChanges` below.
public struct ProductsScenario: Sendable, CustomTestStringConvertible {
    public enum Remote: Sendable {
        case products([ProductFixture])
        case status(Int, [ProductFixture])
        case invalidJSON
        case failure
    }

    public enum Cache: Equatable, Sendable {
        case empty
        case filled([ProductFixture])
        case corrupt
        /// Products stored in a shape the app never wrote, such as the server's answer as it came,
        /// with fields the app does not keep: what is read back.
        case foreign(String)
    }

    public enum Outcome: Equatable, Sendable {
        /// The products delivered, in order, and those of them the use case judged popular.
        case products([ProductFixture], markedPopular: [ProductFixture])
        case failure(ErrorKind)
    }

    public struct Expectation: Sendable {
        public let outcome: Outcome
        public let events: [String]
        public let cacheAfterwards: Cache
        /// One GET to the URL, or no request at all: a second request, or another method, is
        /// behaviour the server sees.
        public let requestsRemote: Bool
    }

    public let name: String
    public let isReachable: Bool
    public let remote: Remote
    public let cache: Cache
    /// What the god class of stage 7 does.
    public let expected: Expectation

    public var testDescription: String { name }

    /// What the composition of stage 8 must do: the same, except where a change is deliberate.
    public var expectedFromComposition: Expectation {
        Self.deliberateChanges.first { $0.scenario == name }?.expected ?? expected
    }

    /// The key the cache has always been stored under. Existing users have data there, so it is
    /// part of the behaviour a refactoring must keep.
    public static let cacheKey = "products"
}

extension ProductsScenario {
    static let popular = ProductFixture(id: "1", name: "a popular product", sales: 101)
    static let unpopular = ProductFixture(id: "2", name: "a product at the threshold", sales: 100)
    static let cached = ProductFixture(id: "3", name: "a cached product", sales: 7)
    /// In an order that no field sorts (ids 5, 2, 8; names b, c, a; sales 150, 9, 120): a list
    /// sorted or reversed on the way shows up.
    static let unordered = [
        ProductFixture(id: "5", name: "b, first as the server sends it", sales: 150),
        ProductFixture(id: "2", name: "c, second", sales: 9),
        ProductFixture(id: "8", name: "a, third", sales: 120),
    ]

    public static let all: [ProductsScenario] = [
        ProductsScenario(
            name: "reachable, server answers, empty cache",
            isReachable: true, remote: .products([popular, unpopular]), cache: .empty,
            expected: Expectation(
                outcome: .products([popular, unpopular], markedPopular: [popular]),
                events: ["products_network_hit"],
                cacheAfterwards: .filled([popular, unpopular]), requestsRemote: true)
        ),
        ProductsScenario(
            name: "reachable, server answers, filled cache",
            isReachable: true, remote: .products([popular]), cache: .filled([cached]),
            expected: Expectation(
                outcome: .products([popular], markedPopular: [popular]),
                events: ["products_network_hit"],
                cacheAfterwards: .filled([popular]), requestsRemote: true)
        ),
        ProductsScenario(
            name: "reachable, server answers, corrupt cache",
            isReachable: true, remote: .products([popular]), cache: .corrupt,
            expected: Expectation(
                outcome: .products([popular], markedPopular: [popular]),
                events: ["products_network_hit"],
                cacheAfterwards: .filled([popular]), requestsRemote: true)
        ),
        ProductsScenario(
            name: "reachable, server answers in an order of its own",
            isReachable: true, remote: .products(unordered), cache: .empty,
            expected: Expectation(
                outcome: .products(unordered, markedPopular: [unordered[0], unordered[2]]),
                events: ["products_network_hit"],
                cacheAfterwards: .filled(unordered), requestsRemote: true)
        ),
        ProductsScenario(
            name: "reachable, server answers with no products",
            isReachable: true, remote: .products([]), cache: .filled([cached]),
            expected: Expectation(
                outcome: .products([], markedPopular: []),
                events: ["products_network_hit"],
                cacheAfterwards: .filled([]), requestsRemote: true)
        ),
        // Surprise: reachable but failing is an error, even with a filled cache at hand.
        ProductsScenario(
            name: "reachable, request fails, filled cache",
            isReachable: true, remote: .failure, cache: .filled([cached]),
            expected: Expectation(
                outcome: .failure(.requestError), events: [],
                cacheAfterwards: .filled([cached]), requestsRemote: true)
        ),
        ProductsScenario(
            name: "reachable, request fails, empty cache",
            isReachable: true, remote: .failure, cache: .empty,
            expected: Expectation(
                outcome: .failure(.requestError), events: [],
                cacheAfterwards: .empty, requestsRemote: true)
        ),
        ProductsScenario(
            name: "reachable, server sends invalid JSON, filled cache",
            isReachable: true, remote: .invalidJSON, cache: .filled([cached]),
            expected: Expectation(
                outcome: .failure(.decodingError), events: [],
                cacheAfterwards: .filled([cached]), requestsRemote: true)
        ),
        // Surprise: the god class never looks at the status code.
        ProductsScenario(
            name: "reachable, server answers 500 with products, filled cache",
            isReachable: true, remote: .status(500, [popular]), cache: .filled([cached]),
            expected: Expectation(
                outcome: .products([popular], markedPopular: [popular]),
                events: ["products_network_hit"],
                cacheAfterwards: .filled([popular]), requestsRemote: true)
        ),
        ProductsScenario(
            name: "unreachable, filled cache",
            isReachable: false, remote: .products([popular]), cache: .filled([cached]),
            expected: Expectation(
                outcome: .products([cached], markedPopular: []),
                events: ["products_cache_hit"],
                cacheAfterwards: .filled([cached]), requestsRemote: false)
        ),
        ProductsScenario(
            name: "unreachable, cache in an order of its own",
            isReachable: false, remote: .products([popular]), cache: .filled(unordered),
            expected: Expectation(
                outcome: .products(unordered, markedPopular: [unordered[0], unordered[2]]),
                events: ["products_cache_hit"],
                cacheAfterwards: .filled(unordered), requestsRemote: false)
        ),
        // Surprise: offline with nothing cached is "no products", not an error, and still a cache hit.
        ProductsScenario(
            name: "unreachable, empty cache",
            isReachable: false, remote: .products([popular]), cache: .empty,
            expected: Expectation(
                outcome: .products([], markedPopular: []),
                events: ["products_cache_hit"],
                cacheAfterwards: .empty, requestsRemote: false)
        ),
        // Surprise: a corrupt cache reads as an empty one.
        ProductsScenario(
            name: "unreachable, corrupt cache",
            isReachable: false, remote: .products([popular]), cache: .corrupt,
            expected: Expectation(
                outcome: .products([], markedPopular: []),
                events: ["products_cache_hit"],
                cacheAfterwards: .corrupt, requestsRemote: false)
        ),
    ]

    // MARK: - Where stage 8 differs on purpose

    /// Behaviour the refactoring changes deliberately, each with the reason. Everything else in the
    /// table must stay exactly as the god class did it. See Stages/Stage8ProductsComposition/README.md.
    public static let deliberateChanges: [(scenario: String, expected: Expectation, why: String)] = [
        (
            scenario: "reachable, server sends invalid JSON, filled cache",
            expected: Expectation(
                outcome: .failure(.ownError), events: [],
                cacheAfterwards: .filled([cached]), requestsRemote: true),
            why: """
            The network's provider throws an error of the app's own for every answer it cannot use, \
            instead of the decoder's DecodingError: callers need not know how it decodes.
            """
        ),
        (
            scenario: "reachable, server answers 500 with products, filled cache",
            expected: Expectation(
                outcome: .failure(.ownError), events: [],
                cacheAfterwards: .filled([cached]), requestsRemote: true),
            why: """
            The network's provider accepts only a 200: an error page must not replace the cache. \
            Nothing is delivered, so products_network_hit is not logged either.
            """
        ),
        (
            scenario: "unreachable, corrupt cache",
            expected: Expectation(
                outcome: .failure(.ownError), events: [],
                cacheAfterwards: .corrupt, requestsRemote: false),
            why: """
            The cache's provider reports a cache it cannot decode, with an error of the app's own, \
            instead of passing it off as empty. Nothing is delivered, so products_cache_hit is not \
            logged either.
            """
        ),
    ]
}
