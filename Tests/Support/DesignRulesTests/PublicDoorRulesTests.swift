import DesignRules
import KataTestSupport
import Testing

/// The rule that a type opens no door the design did not ask for: nothing any module can set in
/// an object or in the whole program, no collaborator a caller can reach past it.
@Suite struct PublicDoorRulesTests {
    private let rule = DesignRule.noPublicDoor

    @Test func test_noPublicDoor_flagsAPublicSetterOnAClassAStaticAndAGlobal() {
        let loader = """
            public final class RemoteFeedLoader {
                public var url: URL
                open var retries = 0
                public static var timeout: TimeInterval = 10
                private let client: HTTPClient

                public init(url: URL, client: HTTPClient) {
                    self.url = url
                    self.client = client
                }
            }

            public var defaultHost = "example.com"
            """

        #expect(
            rule.told(in: Snippet.stage(loader)) == [
                "Extra.swift:2: A type opens no door the design did not ask for: no "
                    + "public setter on an object's or the program's state, and no public "
                    + "collaborator a caller could reach past it. Here: `public var url: "
                    + "URL`.",
                "Extra.swift:3: A type opens no door the design did not ask for: no "
                    + "public setter on an object's or the program's state, and no public "
                    + "collaborator a caller could reach past it. Here: `open var retries = "
                    + "0`.",
                "Extra.swift:4: A type opens no door the design did not ask for: no "
                    + "public setter on an object's or the program's state, and no public "
                    + "collaborator a caller could reach past it. Here: `public static var "
                    + "timeout: TimeInterval = 10`.",
                "Extra.swift:13: A type opens no door the design did not ask for: no "
                    + "public setter on an object's or the program's state, and no public "
                    + "collaborator a caller could reach past it. Here: `public var "
                    + "defaultHost = \"example.com\"`.",
            ])
    }

    @Test func test_noPublicDoor_flagsAPublicCollaboratorOnceAndASettableComputedPropertyOnAnActor() {
        let files = Snippet.stage(
            """
            public final class RemoteFeedLoader {
                public var client: HTTPClient

                public init(client: HTTPClient) { self.client = client }
            }

            public actor FeedCache {
                private var stored: Data?
                public var data: Data? {
                    get { stored }
                    set { stored = newValue }
                }
            }
            """)

        #expect(
            rule.findings(in: files) == [
                "Extra.swift:2: public var client: HTTPClient", "Extra.swift:9: public var data: Data?",
            ])
    }

    @Test func test_noPublicDoor_acceptsAValueTypesVarsAndAReadOnlyState() {
        let files = Snippet.stage(
            """
            public struct Product: Equatable {
                public let id: String
                public var isPopular = false
            }

            public final class FeedImageCellController {
                public private(set) var isLoading = false
                public var isEmpty: Bool { true }
                public static let placeholder = "–"
            }
            """)

        #expect(rule.findings(in: files) == [])
    }

    @Test func test_noPublicDoor_acceptsInternalAndPrivateStateInSwiftFormatsLayout() {
        let files = Snippet.stage(
            """
            final class RemoteFeedLoader {
                var attempts = 0
                internal static var timeout:
                    TimeInterval = 10
                private let client: HTTPClient

                public init(
                    client: HTTPClient
                ) {
                    self.client = client
                }
            }
            """)

        #expect(rule.findings(in: files) == [])
    }
}
