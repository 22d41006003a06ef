import DesignRules
import KataTestSupport
import Testing

/// The rule that roles stay apart: a protocol inherits none of the stage's other protocols.
@Suite struct RoleSegregationRulesTests {
    private let rule = DesignRule.rolesStayApart

    @Test func test_rolesStayApart_flagsAStoreProtocolThatInheritsAnother() {
        let stores = """
            protocol FeedStore {
                func retrieve(completion: @escaping (Result<[String], Error>) -> Void)
            }

            protocol FeedImageDataStore: FeedStore {
                func retrieveData(for url: URL, completion: @escaping (Data?) -> Void)
            }
            """

        #expect(
            rule.told(in: ["Stores.swift": stores]) == [
                "Stores.swift:5: A protocol inherits none of the stage's other roles: a "
                    + "client that needs one depends on nothing more, and a type that plays "
                    + "two conforms to both. Here: `protocol FeedImageDataStore: FeedStore`."
            ])
    }

    @Test func test_rolesStayApart_flagsAnInheritanceWrappedAsSwiftFormatLaysItOut() {
        let cache = """
            protocol FeedCache:
                FeedLoader,
                Sendable
            {
                func save(_ feed: [String])
            }
            """
        let loader = "protocol FeedLoader { func load() -> [String] }"

        #expect(
            rule.findings(in: ["FeedCache.swift": cache, "FeedLoader.swift": loader]) == [
                "FeedCache.swift:1: protocol FeedCache: FeedLoader"
            ])
    }

    @Test func test_rolesStayApart_acceptsWhatTheLanguageGivesAndTypesThatPlayTwoRoles() {
        let stage = """
            protocol FeedStore: AnyObject, Sendable { func retrieve() -> [String] }
            protocol FeedImageDataStore { func retrieveData(for url: URL) -> Data? }
            final class InMemoryStore: FeedStore, FeedImageDataStore {
                func retrieve() -> [String] { [] }
                func retrieveData(for url: URL) -> Data? { nil }
            }
            typealias Stores = FeedStore & FeedImageDataStore
            """

        #expect(rule.findings(in: ["Stores.swift": stage]).isEmpty)
    }

    @Test func test_rolesStayApart_acceptsAProtocolRefiningOneFromAnotherModule() {
        let stage = "protocol Identified: Identifiable { var label: String { get } }"

        #expect(rule.findings(in: ["Identified.swift": stage]).isEmpty)
    }
}
