import Foundation
import KataTestSupport
import Stage6CommandQuerySeparation
import Testing

/// The composed graph, end to end: composition root, loader, adapter and a session of the test's own.
@Suite(.trackingMemoryLeaks, .timeLimit(.minutes(1)))
struct CompositionRootTests {
    @Test func test_makeRemoteFeedLoader_loadsFromTheGivenURLThroughTheGivenSession() async {
        let url = uniqueURL()
        let scenario = FeedScenario.someItems
        let sut = makeSUT(url: url, stubbing: scenario)

        let outcome = await outcome(of: sut)

        #expect(outcome == scenario.expected)
        #expect(URLProtocolStub.observedRequests(to: url).map(\.url) == [url])
    }

    @Test(arguments: FeedScenario.all)
    func test_makeRemoteFeedLoader_deliversTheFeedScenarioOutcome(_ scenario: FeedScenario) async {
        let sut = makeSUT(url: uniqueURL(), stubbing: scenario)

        let outcome = await outcome(of: sut)

        #expect(outcome == scenario.expected)
    }

    @Test func test_makeRemoteFeedLoaderWithCollaborators_tracksAndLogsTheLoad() async {
        let url = uniqueURL()
        let tracker = AnalyticsTrackerSpy()
        var logged = [String]()
        URLProtocolStub.stub(url, with: FeedScenario.someItems)
        let sut = CompositionRoot.makeRemoteFeedLoader(
            url: url,
            session: URLProtocolStub.makeSession(),
            tracker: tracker,
            logger: ConsoleFeedLoaderLogger(write: { logged.append($0) })
        )

        _ = await outcome(of: sut)

        #expect(tracker.events.map(\.name) == ["feed_loading_started", "feed_loading_finished"])
        #expect(logged == ["[info] Starting feed load from \(url)", "[info] Feed load successful"])
    }

    @Test func test_makeCachingFeedLoader_savesTheLoadedFeedForTheLocalFeedLoader() async {
        let url = uniqueURL()
        let scenario = FeedScenario.someItems
        let directory = TemporaryDirectory()
        let storeURL = directory.url.appendingPathComponent("feed-store.json")
        await loadAndCache(scenario, from: url, into: storeURL)
        let sut = CompositionRoot.makeLocalFeedLoader(storeURL: storeURL, currentDate: fixedCurrentDate)

        var cachedOutcomes = [FeedScenario.Outcome]()
        sut.load { cachedOutcomes.append(FeedScenario.Outcome($0)) }

        #expect(cachedOutcomes == [scenario.expected])
    }

    @Test func test_makeLocalFeedLoader_removesAnExpiredCache() async {
        let url = uniqueURL()
        let directory = TemporaryDirectory()
        let storeURL = directory.url.appendingPathComponent("feed-store.json")
        await loadAndCache(.someItems, from: url, into: storeURL)
        let expirationDate = fixedCurrentDate().adding(days: 7)
        let sut = CompositionRoot.makeLocalFeedLoader(storeURL: storeURL, currentDate: { expirationDate })

        var removalErrors = [NSError?]()
        sut.removeInvalidCache { removalErrors.append($0.error) }

        var cachedOutcomes = [FeedScenario.Outcome]()
        CompositionRoot.makeLocalFeedLoader(storeURL: storeURL, currentDate: fixedCurrentDate).load {
            cachedOutcomes.append(FeedScenario.Outcome($0))
        }
        #expect(removalErrors == [nil])
        #expect(cachedOutcomes == [.items([])])
    }

    // MARK: - Helpers

    private func makeSUT(
        url: URL,
        stubbing scenario: FeedScenario,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> RemoteFeedLoader {
        URLProtocolStub.stub(url, with: scenario)
        let sut = CompositionRoot.makeRemoteFeedLoader(url: url, session: URLProtocolStub.makeSession())
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return sut
    }

    private func outcome(of sut: RemoteFeedLoader) async -> FeedScenario.Outcome {
        let result = await completion { done in sut.load { done(FeedScenario.Outcome($0)) } }
        return result ?? .unexpected("no result within the suite's time limit")
    }

    private func loadAndCache(_ scenario: FeedScenario, from url: URL, into storeURL: URL) async {
        URLProtocolStub.stub(url, with: scenario)
        let sut = CompositionRoot.makeCachingFeedLoader(
            url: url,
            session: URLProtocolStub.makeSession(),
            storeURL: storeURL,
            currentDate: fixedCurrentDate
        )
        _ = await completion { done in sut.load { done(FeedScenario.Outcome($0)) } }
    }
}
