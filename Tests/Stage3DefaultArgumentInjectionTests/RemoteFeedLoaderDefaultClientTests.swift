import Foundation
import KataTestSupport
import Stage3DefaultArgumentInjection
import Testing

// The call sites of stage 2 compile unchanged and still reach URLSession.shared through the default.
@Suite(.timeLimit(.minutes(1)))
struct RemoteFeedLoaderDefaultClientTests {
    @Test func test_load_withoutAClient_loadsThroughTheSharedSession() async {
        let url = uniqueURL()
        let scenario = FeedScenario.someItems
        URLProtocolStub.interceptSharedSession()
        URLProtocolStub.stub(url, with: scenario)
        let sut = RemoteFeedLoader(url: url)

        let outcome = await completion { done in sut.load { done(FeedScenario.Outcome($0)) } }

        #expect(outcome == scenario.expected)
        #expect(URLProtocolStub.observedRequests(to: url).map(\.url) == [url])
    }
}
