import KataTestSupport
import Testing

/// What kata 3 is for, read from the stage's sources: behaviour tests pass before and after it.
/// Each failure names the move of "Stage 3" in Katas.md that was missed.
@Suite struct KataGoalTests {
    let sources = StageSources("Stage3DefaultArgumentInjection")

    @Test func test_init_takesTheClientWithTheSingletonAsItsDefault() {
        #expect(
            sources.contains(
                #"init\s*\(\s*url\s*:\s*URL\s*,\s*client\s*:\s*(any\s+)?HTTPClient\s*=\s*ApiClient\s*\.\s*instance\s*\)"#
            ),
            """
            Kata 3, move 1: RemoteFeedLoader.init(url: URL, client: HTTPClient = ApiClient.instance). \
            Keep the default: deleting it breaks every call site at once, and that is kata 4.
            """
        )
    }

    @Test func test_remoteFeedLoader_namesTheSingletonOnlyAsTheDefault() {
        let mentions = sources.files["RemoteFeedLoader.swift"]?.regexMatches(#"\bApiClient\b"#) ?? []

        #expect(
            mentions.count == 1,
            """
            Kata 3, move 1: assign the client that init was given; ApiClient may appear in \
            RemoteFeedLoader only as the default value (found \(mentions.count) mentions).
            """
        )
    }

    @Test func test_remoteFeedLoader_keepsTheClientItWasGivenForItsWholeLife() {
        let settable = sources.files["RemoteFeedLoader.swift"]?.regexMatches(#"\bvar\s+client\b"#) ?? []

        #expect(
            settable.isEmpty,
            """
            Kata 3, move 1: keep the client in a let. A var client is property injection: the loader \
            could run with one client and be handed another mid-load. See "Three ways to inject".
            """
        )
    }

    @Test func test_singleton_isStillThereForTheOldCallSites() {
        #expect(
            sources.contains(#"static\s+let\s+instance\b"#),
            "Kata 3 changes no call site: ApiClient.instance stays until kata 4 deletes it."
        )
    }
}
