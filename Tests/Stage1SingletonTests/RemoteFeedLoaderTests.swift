import Foundation
import KataTestSupport
import Stage1Singleton
import Testing

// The loader can only be reached through a process-wide seam: a URLProtocol that intercepts
// URLSession.shared. Each test stubs a URL of its own, so the seam stays deterministic in parallel.
// What this seam cannot test is listed on the page of stage 1, the singleton.
@Suite(.trackingMemoryLeaks, .timeLimit(.minutes(1)))
struct RemoteFeedLoaderTests {
    @Test func test_load_requestsDataFromURL() async {
        let url = uniqueURL()
        let sut = makeSUT(url: url, stubbing: FeedScenario.emptyList)

        _ = await outcome(of: sut)

        #expect(URLProtocolStub.observedRequests(to: url).map(\.url) == [url])
    }

    @Test func test_loadTwice_requestsDataFromURLTwice() async {
        let url = uniqueURL()
        let sut = makeSUT(url: url, stubbing: FeedScenario.emptyList)

        _ = await outcome(of: sut)
        _ = await outcome(of: sut)

        #expect(URLProtocolStub.observedRequests(to: url).map(\.url) == [url, url])
    }

    @Test(arguments: FeedScenario.all)
    func test_load_deliversTheFeedScenarioOutcome(_ scenario: FeedScenario) async {
        let sut = makeSUT(url: uniqueURL(), stubbing: scenario)

        let outcome = await outcome(of: sut)

        #expect(outcome == scenario.expected)
    }

    @Test func test_apiClient_isReleasedOnceNoLoaderUsesIt() {
        let clientIfAlive = { [weak client = ApiClient.instance] in client }

        withKnownIssue(
            "ApiClient.instance is a static let: it, and any state it holds, lives as long as the process"
        ) {
            #expect(clientIfAlive() == nil)
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        url: URL,
        stubbing scenario: FeedScenario,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> RemoteFeedLoader {
        URLProtocolStub.interceptSharedSession()
        URLProtocolStub.stub(url, with: scenario)
        let sut = RemoteFeedLoader(url: url)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return sut
    }

    private func outcome(of sut: RemoteFeedLoader) async -> FeedScenario.Outcome {
        let result = await completion { done in sut.load { done(FeedScenario.Outcome($0)) } }
        return result ?? .unexpected("no result within the suite's time limit")
    }
}
