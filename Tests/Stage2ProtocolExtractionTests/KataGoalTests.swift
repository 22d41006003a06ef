import KataTestSupport
import Testing

/// What kata 2 is for, read from the stage's sources: behaviour tests pass before and after it.
/// Each failure names the move of "Stage 2" in Katas.md that was missed.
@Suite struct KataGoalTests {
    let sources = StageSources("Stage2ProtocolExtraction")

    @Test func test_httpClient_isAProtocolWithOnlyWhatTheLoaderNeeds() throws {
        let declaration = sources.files.keys.sorted().compactMap {
            sources.body(after: #"protocol\s+HTTPClient\b"#, in: $0)
        }.first
        let protocolBody = try #require(
            declaration,
            "Kata 2, move 1: add the protocol HTTPClient, named for what the loader needs (not ApiClientProtocol)."
        )

        let requirements = protocolBody.regexMatches(#"\bfunc\s+[A-Za-z]+"#)
        #expect(
            requirements == ["func get"],
            """
            Kata 2, move 1: HTTPClient declares only get(from:completion:), the one thing the loader \
            needs; found \(requirements).
            """
        )
    }

    @Test func test_apiClient_conformsToHTTPClient() {
        #expect(
            sources.conformances(of: "ApiClient").contains("HTTPClient"),
            "Kata 2, move 1: declare ApiClient: HTTPClient."
        )
    }

    @Test func test_remoteFeedLoader_holdsAnHTTPClient() {
        #expect(
            sources.files(matching: #"\blet\s+client\s*:\s*(any\s+)?HTTPClient\b"#) == [
                "RemoteFeedLoader.swift"
            ],
            "Kata 2, move 2: give RemoteFeedLoader a private let client: HTTPClient."
        )
    }

    @Test func test_load_asksTheClientNotTheSingleton() {
        let load = sources.body(after: #"func\s+load\s*\("#, in: "RemoteFeedLoader.swift") ?? ""

        #expect(
            load.hasMatch(#"\bclient\s*\.\s*get\s*\("#) && !load.hasMatch(#"ApiClient\s*\.\s*instance"#),
            "Kata 2, move 2: in load, call client.get(from:completion:) instead of ApiClient.instance.get."
        )
    }

    @Test func test_remoteFeedLoader_stillChoosesItsClientItself() {
        #expect(
            sources.contains(#"init\s*\(\s*url\s*:\s*URL\s*\)"#),
            "Kata 2 keeps init(url:) as it is: passing the client in is kata 3, one move at a time."
        )
    }
}
