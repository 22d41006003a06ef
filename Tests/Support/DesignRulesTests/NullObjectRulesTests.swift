import DesignRules
import KataTestSupport
import Testing

/// The rules of optional collaborators: always there, a Null Object that does nothing, and nobody
/// asks whether it is one.
@Suite struct NullObjectRulesTests {
    static let logger = """
        protocol Logger { func log(_ message: String) }
        final class NullLogger: Logger { func log(_ message: String) {} }
        """

    static func service(_ body: String) -> [String: String] {
        Snippet.stage(
            logger + """

                final class Service {
                    private let logger: Logger
                    private let isLogging = true
                    init(client: HTTPClient, logger: Logger) { self.logger = logger }
                    \(body)
                }
                """)
    }

    @Test func test_noOptionalCollaborator_flagsAnOptionalLogger() {
        let files = Snippet.stage(Self.logger + "\nfinal class Service { private let logger: Logger? = nil }")

        #expect(
            DesignRule.noOptionalCollaborator.findings(in: files) == [
                "Extra.swift:3: let logger: Logger? = nil"
            ])
    }

    @Test func test_noOptionalCollaborator_acceptsALoggerThatIsAlwaysThere() {
        #expect(DesignRule.noOptionalCollaborator.findings(in: Self.service("")) == [])
    }

    @Test func test_nullObjectsDoNothing_flagsANullObjectThatPrints() {
        let files = Snippet.stage(
            "protocol Logger { func log(_ message: String) }\nfinal class NullLogger: Logger { func log(_ message: String) { print(message) } }"
        )

        #expect(
            DesignRule.nullObjectsDoNothing.told(in: files, nullObjects: ["NullLogger"]) == [
                "Extra.swift:2: A Null Object does nothing: no output, no event, no "
                    + "state. Here: `log(_:) uses print`."
            ])
    }

    @Test func test_nullObjectsDoNothing_acceptsAnEmptyBody() {
        #expect(
            DesignRule.nullObjectsDoNothing.findings(in: Self.service(""), nullObjects: ["NullLogger"]) == [])
    }

    @Test func test_nullObjectsAreNeverAsked_flagsAComparisonSplitOverLines() {
        let files = Self.service(
            """
            func run() {
                if logger
                    === NullLogger.shared
                { return }
            }
            """)

        #expect(
            DesignRule.nullObjectsAreNeverAsked.told(in: files, nullObjects: ["NullLogger"]) == [
                "Extra.swift:9: No caller asks whether a collaborator is the Null "
                    + "Object: not by a cast, not by a comparison. Here: `=== NullLogger…`."
            ])
    }

    @Test func test_nullObjectsAreNeverAsked_acceptsANullObjectPassedOnItsOwnLine() {
        let files = Self.service(
            """
            func make() -> Service {
                Service(
                    client: client(),
                    logger: NullLogger()
                )
            }
            func client() -> HTTPClient { fatalError() }
            """)

        #expect(DesignRule.nullObjectsAreNeverAsked.findings(in: files, nullObjects: ["NullLogger"]) == [])
    }

    @Test func test_noFlagBesideNullObject_flagsAFlagGuardingTheLogger() {
        let files = Self.service("func run() { if isLogging { logger.log(\"run\") } }")

        #expect(
            DesignRule.noFlagBesideNullObject(optional: ["Logger"]).told(in: files) == [
                "Extra.swift:7: A type calls its collaborator every time: no flag or "
                    + "question decides whether to. Here: `if isLogging`."
            ])
    }

    @Test func test_noFlagBesideNullObject_flagsATernaryWrappedBySwiftFormat() {
        let files = Self.service(
            """
            func run() {
                let message = "run"
                isLogging
                    ? logger.log(message)
                    : ()
            }
            """)

        #expect(
            DesignRule.noFlagBesideNullObject(optional: ["Logger"]).findings(in: files) == [
                "Extra.swift:10: isLogging"
            ])
    }

    @Test func test_noFlagBesideNullObject_acceptsATernaryThatDoesNotGuardTheLogger() {
        let files = Self.service(
            """
            func run(_ verbose: Bool) {
                let message = verbose
                    ? "long"
                    : "short"
                logger.log(message)
            }
            """)

        #expect(DesignRule.noFlagBesideNullObject(optional: ["Logger"]).findings(in: files) == [])
    }
}
