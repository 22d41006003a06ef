import DesignRules
import KataTestSupport
import Testing

/// The rules of the composition root: only it constructs the graph and names globals, it keeps
/// nothing, and nothing reaches back for it.
@Suite struct CompositionRootRulesTests {
    @Test func test_onlyRootConstructs_flagsAConstructionInADefault() {
        let findings = DesignRule.onlyRootConstructs.findings(
            in: Snippet.stage(
                Snippet.loader(
                    "convenience init() { self.init(client: URLSessionHTTPClient(session: URLSession())) }")))

        #expect(findings == ["Extra.swift:4: URLSessionHTTPClient(…)", "Extra.swift:4: URLSession(…)"])
    }

    @Test func test_onlyRootConstructs_acceptsTheRootBuildingTheGraph() {
        #expect(DesignRule.onlyRootConstructs.findings(in: Snippet.stage(Snippet.loader())) == [])
    }

    @Test func test_onlyRootConstructs_flagsATrailingClosureLayoutConstruction() {
        let factory = """
            enum Factory {
                static func make() -> RemoteFeedLoader {
                    RemoteFeedLoader(
                        client: URLSessionHTTPClient(
                            session: .shared
                        )
                    )
                }
            }
            """

        #expect(
            DesignRule.onlyRootConstructs.told(in: Snippet.stage(Snippet.loader() + "\n" + factory)) == [
                "Extra.swift:8: Only the composition root creates the parts of the "
                    + "graph and the platform's collaborators. Here: `RemoteFeedLoader(…)`.",
                "Extra.swift:9: Only the composition root creates the parts of the "
                    + "graph and the platform's collaborators. Here: "
                    + "`URLSessionHTTPClient(…)`.",
            ])
    }

    @Test func test_onlyRootNamesGlobals_flagsSharedOutsideTheRoot() {
        let findings = DesignRule.onlyRootNamesGlobals.findings(
            in: Snippet.stage(Snippet.loader("func session() -> URLSession { URLSession.shared }")))

        #expect(findings == ["Extra.swift:4: URLSession.shared"])
    }

    @Test func test_onlyRootNamesGlobals_acceptsSharedInTheRoot() {
        #expect(DesignRule.onlyRootNamesGlobals.findings(in: Snippet.stage(Snippet.loader())) == [])
    }

    @Test func test_onlyRootNamesGlobals_acceptsANullObjectsSharedWrappedOnTwoLines() {
        let nullObject = """
            final class NullLogger: Logger { static let shared = NullLogger(); func log(_ m: String) {} }
            protocol Logger { func log(_ m: String) }
            final class Service {
                private let logger: Logger
                init(logger: Logger = NullLogger
                    .shared) { self.logger = logger }
            }
            """

        #expect(
            DesignRule.onlyRootNamesGlobals.findings(
                in: Snippet.stage(nullObject), nullObjects: ["NullLogger"])
                == [])
    }

    @Test func test_onlyRootNamesGlobals_flagsAGlobalWrappedOnTwoLines() {
        let wrapped = """
            final class Service {
                func session() -> URLSession {
                    URLSession
                        .shared
                }
            }
            """

        #expect(
            DesignRule.onlyRootNamesGlobals.told(in: Snippet.stage(wrapped)) == [
                "Extra.swift:3: Only the composition root names a shared instance such "
                    + "as URLSession.shared. Here: `URLSession.shared`."
            ])
    }

    @Test func test_rootKeepsNothing_flagsAStaticVarInTheRoot() {
        let files = Snippet.stage("extension CompositionRoot { static var cache: [URL: HTTPClient] = [:] }")

        #expect(
            DesignRule.rootKeepsNothing.told(in: files) == [
                "Extra.swift:1: The composition root builds a new graph each time and "
                    + "keeps no static state between graphs. Here: `static var cache: [URL: "
                    + "HTTPClient] = [:]`."
            ])
    }

    @Test func test_rootKeepsNothing_acceptsAStaticLetInTheRoot() {
        let files = Snippet.stage("extension CompositionRoot { static let timeout = 30 }")

        #expect(DesignRule.rootKeepsNothing.findings(in: files) == [])
    }

    @Test func test_rootNotReachedFromOutside_flagsALoaderCallingTheRoot() {
        let files = Snippet.stage("final class Screen { let loader = CompositionRoot.makeLoader() }")

        #expect(
            DesignRule.rootNotReachedFromOutside.told(in: files) == [
                "Extra.swift:1: The composition root calls into the graph, never the "
                    + "other way round. Here: `CompositionRoot.makeLoader`."
            ])
    }

    @Test func test_rootNotReachedFromOutside_acceptsTheRootCallingItself() {
        let files = Snippet.stage(
            "extension CompositionRoot { static func screen() -> RemoteFeedLoader { CompositionRoot.makeLoader() } }"
        )

        #expect(DesignRule.rootNotReachedFromOutside.findings(in: files) == [])
    }
}
