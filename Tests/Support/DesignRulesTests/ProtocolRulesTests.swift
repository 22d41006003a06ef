import DesignRules
import KataTestSupport
import Testing

/// The rules of abstractions: a protocol says what its consumer needs, names no implementation,
/// leaves the work to each implementation, and is never asked which one it is.
@Suite struct ProtocolRulesTests {
    @Test func test_protocolExtensionsImplementNoRequirement_flagsABodyForARequirement() {
        let files = Snippet.stage(
            "extension HTTPClient { func get(from url: URL, completion: @escaping (Data?) -> Void) {} }")

        #expect(
            DesignRule.protocolExtensionsImplementNoRequirement.told(in: files) == [
                "Extra.swift:1: A protocol's extension implements none of its "
                    + "requirements: each implementation does its own work. Here: `extension "
                    + "HTTPClient { func get(from:completion:) }`."
            ])
    }

    @Test func test_protocolExtensionsImplementNoRequirement_acceptsAHelperThatIsNoRequirement() {
        let files = Snippet.stage("extension HTTPClient { func get(_ url: URL) { get(from: url) { _ in } } }")

        #expect(DesignRule.protocolExtensionsImplementNoRequirement.findings(in: files) == [])
    }

    @Test func test_protocolsNameNoPlatformType_flagsARequirementReturningADataTask() {
        let files = Snippet.stage("protocol Session { func task(with url: URL) -> URLSessionDataTask }")

        #expect(
            DesignRule.protocolsNameNoPlatformType.told(in: files) == [
                "Extra.swift:1: A protocol says what its consumer needs, not "
                    + "URLSession's or UserDefaults' types. Here: `func task(with:) -> "
                    + "URLSessionDataTask`."
            ])
    }

    @Test func test_protocolsNameNoPlatformType_acceptsURLsAndData() {
        #expect(DesignRule.protocolsNameNoPlatformType.findings(in: Snippet.stage("")) == [])
    }

    @Test func test_protocolsNameNoImplementation_flagsAProtocolNamingItsImplementation() {
        let files = [
            "ApiClient.swift": "final class ApiClient: Client { typealias Result = Int }",
            "Client.swift": "protocol Client { func get() -> ApiClient.Result }",
        ]

        #expect(
            DesignRule.protocolsNameNoImplementation.told(in: files) == [
                "Client.swift:1: A protocol names none of the types that implement it. "
                    + "Here: `ApiClient.Result`."
            ])
    }

    @Test func test_protocolsNameNoImplementation_acceptsAProtocolWithItsOwnTypes() {
        let files = [
            "ApiClient.swift": "final class ApiClient: Client { func get() -> Client.Result { 0 } }",
            "Client.swift": "protocol Client { typealias Result = Int; func get() -> Result }",
        ]

        #expect(DesignRule.protocolsNameNoImplementation.findings(in: files) == [])
    }

    @Test func test_noTypeCheck_flagsACastToAnImplementation() {
        let files = Snippet.stage(
            Snippet.loader("func load() { if client is URLSessionHTTPClient { return } }"))

        #expect(
            DesignRule.noTypeCheck.told(in: files) == [
                "Extra.swift:4: A type sees its collaborators only through their "
                    + "protocols and never asks which one it has. Here: `is "
                    + "URLSessionHTTPClient`."
            ])
    }

    @Test func test_noTypeCheck_acceptsAnUpcastToTheProtocol() {
        let files = Snippet.stage(
            "enum Factory { static func make(c: URLSessionHTTPClient) -> HTTPClient { c as HTTPClient } }")

        #expect(DesignRule.noTypeCheck.findings(in: files) == [])
    }

    @Test func test_noTypeCheck_flagsAnUpcastInAPatternOnItsOwnLine() {
        let files = Snippet.stage(
            Snippet.loader(
                """
                func load(_ value: Any) {
                    switch value {
                    case let client
                        as HTTPClient: _ = client
                    default: break
                    }
                }
                """))

        #expect(DesignRule.noTypeCheck.findings(in: files) == ["Extra.swift:7: as HTTPClient"])
    }

    @Test func test_noTypeCheck_acceptsAnUpcastAfterACaseLabelOnTheSameLine() {
        let files = Snippet.stage(
            Snippet.loader(
                """
                func pick(_ flag: Bool, _ c: URLSessionHTTPClient) -> HTTPClient {
                    switch flag { case true: return c as HTTPClient; case false: return c as HTTPClient }
                }
                """))

        #expect(DesignRule.noTypeCheck.findings(in: files) == [])
    }

    @Test func test_noTypeCheck_tellsNestedErrorTypesApartAndAcceptsCatchingOnesOwn() {
        let files = [
            "A.swift": "final class RemoteFeedLoader { enum Error: Swift.Error { case a } }",
            "B.swift": """
            final class RemoteImageLoader {
                enum Error { case b }
                func f(_ e: Any) -> Bool { e is RemoteFeedLoader.Error || e is Error }
            }
            """,
        ]

        #expect(DesignRule.noTypeCheck.findings(in: files) == ["B.swift:3: is Error"])
    }

    @Test func test_collaboratorsArePrivate_flagsAPublicClient() {
        let files = Snippet.stage(
            "public final class Service { public let client: HTTPClient; init(client: HTTPClient) { self.client = client } }"
        )

        #expect(
            DesignRule.collaboratorsArePrivate.told(in: files) == [
                "Extra.swift:1: A type keeps the collaborators it holds to itself: no "
                    + "public stored collaborator. Here: `public let client: HTTPClient`."
            ])
    }

    @Test func test_collaboratorsArePrivate_acceptsAPrivateClient() {
        #expect(DesignRule.collaboratorsArePrivate.findings(in: Snippet.stage(Snippet.loader())) == [])
    }

    @Test func test_noTypeCheckOfRealCollaborators_flagsAQuestionAboutTheRealClient() {
        let files = Snippet.stage(Snippet.loader("func isLive() -> Bool { client is URLSessionHTTPClient }"))

        #expect(
            DesignRule.noTypeCheckOfRealCollaborators.told(in: files) == [
                "Extra.swift:4: A type sees its collaborators only through their "
                    + "protocols and never asks which one it has. Here: `is "
                    + "URLSessionHTTPClient`."
            ])
    }

    @Test func test_noTypeCheckOfRealCollaborators_leavesAQuestionAboutANullObjectToItsOwnRule() {
        let files = Snippet.stage(Snippet.loader("func isQuiet() -> Bool { client is NullHTTPClient }"))

        #expect(
            DesignRule.noTypeCheckOfRealCollaborators.findings(in: files, nullObjects: ["NullHTTPClient"])
                == [])
    }

    @Test func test_noTypeOrIdentityCheck_flagsADowncastOfTheClient() {
        let files = Snippet.stage(
            Snippet.loader("func session() -> URLSessionHTTPClient? { client as? URLSessionHTTPClient }"))

        #expect(
            DesignRule.noTypeOrIdentityCheck.told(in: files) == [
                "Extra.swift:4: A type sees its collaborators only through their "
                    + "protocols: no cast, no comparison with one. Here: `as? "
                    + "URLSessionHTTPClient`."
            ])
    }

    @Test func test_noTypeOrIdentityCheck_acceptsAComparisonOfValues() {
        let files = Snippet.stage(
            Snippet.loader("func isFirst(_ id: UUID, of ids: [UUID]) -> Bool { ids.first == id }"))

        #expect(DesignRule.noTypeOrIdentityCheck.findings(in: files) == [])
    }
}
