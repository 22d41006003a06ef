import DesignRules
import KataTestSupport
import SourceStructure
import Testing

/// Where a protocol lives: declared in the file of its one implementation while a consumer
/// elsewhere depends on it, it reads as that type's. A review question, not a verdict: `done`
/// asks it (`ReviewNote`), and these are the places it asks about.
@Suite struct AbstractionPlacementRulesTests {
    private let rule = Placement()

    /// The query behind the review question, read as a rule's findings are.
    private struct Placement {
        func findings(in files: [String: String]) -> [String] {
            StageDesign(sources: SourceTree(files)).abstractionsBesideAnImplementation()
                .sorted { $0.location < $1.location }.map(\.text)
        }
    }

    private let loader = """
        final class RemoteFeedLoader {
            private let client: HTTPClient
            init(client: HTTPClient) { self.client = client }
        }
        """

    private let implementation = """
        final class URLSessionHTTPClient: HTTPClient {
            func get(from url: URL) {}
        }
        """

    @Test func test_abstractionBesideConsumer_flagsAProtocolInItsImplementationsFile() {
        let files = [
            "RemoteFeedLoader.swift": loader,
            "URLSessionHTTPClient.swift": implementation
                + "\n\nprotocol HTTPClient { func get(from url: URL) }",
        ]

        #expect(
            rule.findings(in: files) == [
                "protocol HTTPClient beside class URLSessionHTTPClient in URLSessionHTTPClient.swift"
            ])
    }

    @Test func test_abstractionBesideConsumer_flagsItForAGenericConsumerAndAWrappedConformance() {
        let files = [
            "RemoteFeedLoader.swift": """
            final class RemoteFeedLoader<Client: HTTPClient> {
                private let client: Client
                init(client: Client) { self.client = client }
            }
            """,
            "HTTPClient.swift": """
            public protocol HTTPClient {
                func get(from url: URL)
            }

            public struct URLSessionHTTPClient:
                HTTPClient, Sendable
            {
                public func get(from url: URL) {}
            }
            """,
        ]

        #expect(
            rule.findings(in: files) == [
                "protocol HTTPClient beside struct URLSessionHTTPClient in HTTPClient.swift"
            ])
    }

    @Test func test_abstractionBesideConsumer_flagsTheSnippetStagesClientFile() {
        #expect(
            rule.findings(in: Snippet.stage(Snippet.loader())) == [
                "protocol HTTPClient beside class URLSessionHTTPClient in HTTPClient.swift"
            ])
    }

    @Test func test_abstractionBesideConsumer_acceptsAProtocolInAFileOfItsOwnOrBesideItsConsumer() {
        let ownFile = [
            "RemoteFeedLoader.swift": loader,
            "HTTPClient.swift": "protocol HTTPClient { func get(from url: URL) }",
            "Networking/URLSessionHTTPClient.swift": implementation,
        ]
        let besideConsumer = [
            "RemoteFeedLoader.swift": loader + "\n\nprotocol HTTPClient { func get(from url: URL) }",
            "URLSessionHTTPClient.swift": implementation,
        ]

        #expect(rule.findings(in: ownFile) == [])
        #expect(rule.findings(in: besideConsumer) == [])
    }

    @Test func test_abstractionBesideConsumer_acceptsAPlatformTypesConformanceBesideTheProtocol() {
        let files = [
            "RemoteProvider.swift": """
            final class RemoteProvider {
                private let session: HTTPSession
                init(session: HTTPSession) { self.session = session }
            }
            """,
            "HTTPSession.swift": """
            protocol HTTPSession {
                func data(for request: URLRequest) async throws -> (Data, URLResponse)
            }

            extension URLSession: HTTPSession {}
            """,
        ]

        #expect(rule.findings(in: files) == [])
    }

    @Test func test_abstractionBesideConsumer_acceptsAFileThatHoldsTheConsumerToo() {
        let files = [
            "Feed.swift": "protocol HTTPClient { func get(from url: URL) }\n" + implementation + "\n" + loader
        ]

        #expect(rule.findings(in: files) == [])
    }

    @Test func test_abstractionBesideConsumer_acceptsAProtocolInAFileWithAFamilyOfItsAdapters() {
        let files = [
            "SwitchingProvider.swift": """
            final class SwitchingProvider {
                private let condition: Condition
                init(condition: Condition) { self.condition = condition }
            }
            """,
            "Condition.swift": """
            protocol Condition { func holds() -> Bool }

            final class NetworkIsReachable: Condition {
                func holds() -> Bool { true }
            }

            final class UserIsInTestGroup: Condition {
                func holds() -> Bool { false }
            }
            """,
        ]

        #expect(rule.findings(in: files) == [])
    }
}
