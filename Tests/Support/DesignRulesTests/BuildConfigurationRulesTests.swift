import DesignRules
import KataTestSupport
import Testing

/// The rule that production code chooses nothing by how it was built or launched: only what
/// the platform has may decide what compiles.
@Suite struct BuildConfigurationRulesTests {
    private let rule = DesignRule.noBuildConfigurationChoice

    @Test func test_noBuildConfigurationChoice_flagsBothBranchesOfADebugChoiceInTheRoot() {
        let root = """
            enum CompositionRoot {
                static func makeLoader(session: URLSession) -> RemoteFeedLoader {
                    #if DEBUG
                        let client: HTTPClient = StubHTTPClient()
                    #else
                        let client: HTTPClient = URLSessionHTTPClient(session: session)
                    #endif
                    return RemoteFeedLoader(client: client)
                }
            }
            """

        #expect(
            rule.told(in: stage(root)) == [
                "Part.swift:4: Production code picks no collaborator, default or "
                    + "behaviour by how it was built or launched (#if DEBUG, a custom flag, "
                    + "the simulator, an environment variable or launch argument): the "
                    + "composition root decides, by what it is handed. Here: `#if DEBUG`.",
                "Part.swift:6: Production code picks no collaborator, default or "
                    + "behaviour by how it was built or launched (#if DEBUG, a custom flag, "
                    + "the simulator, an environment variable or launch argument): the "
                    + "composition root decides, by what it is handed. Here: `#else of #if "
                    + "DEBUG`.",
            ])
    }

    @Test func test_noBuildConfigurationChoice_flagsTheSimulatorAndACustomFlagInsideAPlatformTest() {
        let loader = """
            final class RemoteFeedLoader {
                #if targetEnvironment(simulator)
                    private let delay = 0
                #endif
                #if os(iOS)
                    #if STAGING
                        private let host = "staging.example.com"
                    #endif
                #endif
            }
            """

        #expect(
            rule.findings(in: stage(loader)) == [
                "Part.swift:3: #if targetEnvironment(simulator)", "Part.swift:7: #if STAGING",
            ])
    }

    @Test func test_noBuildConfigurationChoice_flagsAnElseifAfterAPlatformTest() {
        let loader = """
            #if os(Linux)
                let retries = 1
            #elseif MOCK_NETWORK
                let retries = 0
            #endif
            """

        #expect(rule.findings(in: stage(loader)) == ["Part.swift:4: #if !(os(Linux)) && MOCK_NETWORK"])
    }

    @Test func test_noBuildConfigurationChoice_flagsTheEnvironmentReadAsSwiftFormatWrapsIt() {
        let root = """
            enum CompositionRoot {
                static func makeClient(session: URLSession) -> HTTPClient {
                    let usesStub =
                        ProcessInfo.processInfo
                        .environment["UI_TESTS"] != nil
                    return usesStub ? StubHTTPClient() : URLSessionHTTPClient(session: session)
                }
            }
            """

        #expect(rule.findings(in: stage(root)) == ["Part.swift:4: ProcessInfo.processInfo.environment"])
    }

    @Test func test_noBuildConfigurationChoice_flagsLaunchArgumentsAndGetenvInADefault() {
        let loader = """
            final class RemoteFeedLoader {
                init(
                    client: HTTPClient = CommandLine.arguments.contains("-stub")
                        ? StubHTTPClient() : ApiClient.instance,
                    verbose: Bool = getenv("VERBOSE") != nil
                ) {}
            }
            """

        #expect(
            rule.findings(in: stage(loader)) == [
                "Part.swift:3: CommandLine.arguments", "Part.swift:5: getenv",
            ])
    }

    @Test func test_noBuildConfigurationChoice_acceptsPlatformTestsThatOnlyMakeCodeCompile() {
        let client = """
            import Foundation

            #if canImport(FoundationNetworking)
                import FoundationNetworking
            #endif

            #if os(Linux) || os(Android)
                private let platform = "linux"
            #elseif swift(>=6.0) && compiler(>=6.0) && arch(arm64)
                private let platform = "apple"
            #else
                private let platform = "other"
            #endif
            """

        #expect(rule.findings(in: stage(client)) == [])
    }

    @Test func test_noBuildConfigurationChoice_acceptsOtherArgumentsAndProcessInfoThatDecidesNothing() {
        let loader = """
            final class RemoteFeedLoader {
                private let request: Request
                init(request: Request) { self.request = request }
                func load() -> Int {
                    let started = ProcessInfo.processInfo.systemUptime
                    return request.arguments.count + Int(started)
                }
            }
            """

        #expect(rule.findings(in: stage(loader)) == [])
    }

    // MARK: - Helpers

    private func stage(_ file: String) -> [String: String] {
        ["Part.swift": file, "HTTPClient.swift": "protocol HTTPClient {}"]
    }
}
