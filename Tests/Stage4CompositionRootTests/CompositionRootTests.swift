import Foundation
import KataTestSupport
import Stage4CompositionRoot
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
}
