import DesignRules
import KataTestSupport
import Testing

/// The rules of global state and defaults: no shared collaborator, no default dependency, no
/// static requirement.
@Suite struct GlobalStateRulesTests {
    @Test func test_noSharedState_flagsAGlobalClient() {
        let files = Snippet.stage(
            "let sharedClient: HTTPClient = URLSessionHTTPClient(session: .shared)\n" + Snippet.loader())

        #expect(DesignRule.noSharedState.findings(in: files).count == 1)
    }

    @Test func test_noSharedState_flagsASingletonOfAnyType() {
        let files = Snippet.stage("final class Settings { static let instance = Settings() }")

        #expect(
            DesignRule.noSharedState.told(in: files) == [
                "Extra.swift:1: No global or static property holds a collaborator, the "
                    + "root, or mutable state. Here: `static let instance = Settings()`."
            ])
    }

    @Test func test_noSharedState_acceptsAStaticConstant() {
        let files = Snippet.stage("enum Limits { static let pageSize = 20 }")

        #expect(DesignRule.noSharedState.findings(in: files) == [])
    }

    @Test func test_noSharedState_acceptsAValueTypesConstantOfItsOwnType() {
        let files = Snippet.stage(
            """
            private struct Contents {
                let feed: [String]?
                static let empty = Contents(feed: nil)
            }
            """)

        #expect(DesignRule.noSharedState.findings(in: files) == [])
    }

    @Test func test_noSharedState_flagsAValueTypeThatIsACollaboratorKeptStatic() {
        let files = Snippet.stage(
            """
            struct StubClient: HTTPClient {
                static let shared = StubClient()
                func get(from url: URL, completion: @escaping (Data?) -> Void) {}
            }
            """ + "\n" + Snippet.loader())

        #expect(
            DesignRule.noSharedState.findings(in: files) == [
                "Extra.swift:2: static let shared = StubClient()"
            ])
    }

    @Test func test_noSharedState_acceptsAPlatformStandInsSharedInstance() {
        let files = Snippet.stage("final class ApiClient { static let instance = ApiClient() }")

        #expect(DesignRule.noSharedState.findings(in: files, platformStandIns: ["ApiClient"]) == [])
    }

    @Test func test_noDependencyDefault_flagsADefaultClient() {
        let loader = """
            final class RemoteFeedLoader {
                init(client: HTTPClient = URLSessionHTTPClient(session: .shared)) {}
            }
            """

        #expect(
            DesignRule.noDependencyDefault.told(in: Snippet.stage(loader)) == [
                "Extra.swift:2: A dependency has no default value outside the "
                    + "composition root. Here: `client: HTTPClient = "
                    + "URLSessionHTTPClient(session: .shared)`."
            ])
    }

    @Test func test_noDependencyDefault_acceptsARequiredClient() {
        #expect(DesignRule.noDependencyDefault.findings(in: Snippet.stage(Snippet.loader())) == [])
    }

    @Test func test_noDependencyDefault_acceptsANullObjectForAnOptionalCollaborator() {
        let files = Snippet.stage(
            """
            protocol Logger { func log(_ m: String) }
            final class NullLogger: Logger { func log(_ m: String) {} }
            final class Service { init(client: HTTPClient, logger: Logger = NullLogger()) {} }
            """)
        let rule = DesignRule.noDependencyDefault(optional: ["Logger"])

        #expect(rule.findings(in: files, nullObjects: ["NullLogger"]) == [])
    }

    @Test func test_noStaticRequirement_flagsASharedInstanceRequirement() {
        let files = Snippet.stage("protocol Store { static var shared: Self { get } }")

        #expect(
            DesignRule.noStaticRequirement.told(in: files) == [
                "Extra.swift:1: A protocol asks for no shared instance or factory: that "
                    + "is a default by another road. Here: `static var shared: Self`."
            ])
    }

    @Test func test_noStaticRequirement_acceptsInstanceRequirements() {
        let files = Snippet.stage("protocol Store { func retrieve() -> Data? }")

        #expect(DesignRule.noStaticRequirement.findings(in: files) == [])
    }
}

/// The platform's globals under their own names, and the clock.
@Suite struct PlatformGlobalRulesTests {
    private let store = """
        protocol Store { func read() }
        final class FileStore: Store {
            private let url: URL
            init(url: URL) { self.url = url }
            func read() { _ = FileManager.default.fileExists(atPath: url.path) }
        }
        """

    @Test func test_onlyRootNamesGlobals_flagsTheClockReadByAPart_inEveryWay() {
        let loader = """
            final class Loader {
                private let store: Store
                private let now: () -> Date
                init(store: Store, now: @escaping () -> Date = Date.init) { self.store = store; self.now = now }
                func load() { _ = Date(); _ = Date.now; _ = Date(timeIntervalSince1970: 0) }
            }
            """

        #expect(
            DesignRule.onlyRootNamesGlobals.findings(in: ["S.swift": store, "L.swift": loader]) == [
                "L.swift:4: Date.init", "L.swift:5: Date(…)", "L.swift:5: Date.now",
            ])
    }

    @Test func test_onlyRootNamesGlobals_flagsAProcessWideServiceInAPartThatCoordinates_orInADefault() {
        let loader = """
            final class Loader {
                private let store: Store
                init(store: Store, at url: URL = FileManager.default.temporaryDirectory) { self.store = store }
                func load() { _ = Bundle.main; store.read() }
            }
            """

        #expect(
            DesignRule.onlyRootNamesGlobals.findings(in: ["S.swift": store, "L.swift": loader]) == [
                "L.swift:3: FileManager.default", "L.swift:4: Bundle.main",
            ])
    }

    @Test func test_onlyRootNamesGlobals_acceptsTheFileSystemUsedByTheStoreWhoseJobItIs_andTheClockInTheRoot()
    {
        let root = """
            enum CompositionRoot { static func now() -> () -> Date { Date.init } }
            """

        #expect(DesignRule.onlyRootNamesGlobals.findings(in: ["S.swift": store, "R.swift": root]) == [])
    }
}
