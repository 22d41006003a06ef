import Foundation
import KataTestSupport
import Stage5NullObject
import Testing

// Only the tests about analytics name analytics; every other test gets the Null Object.
@Suite(.trackingMemoryLeaks)
struct RemoteFeedLoaderAnalyticsTests {
    @Test func test_init_doesNotTrackAnything() {
        let (_, _, analytics) = makeSUT()

        #expect(analytics.messages == [])
    }

    @Test func test_load_tracksStartBeforeTheClientCompletes() {
        let (sut, _, analytics) = makeSUT()

        sut.load { _ in }

        #expect(analytics.messages == [.started])
    }

    @Test func test_load_tracksStartAndFinishWithItemCountOnSuccess() {
        let (sut, client, analytics) = makeSUT()
        let items = [
            FeedItemFixture(id: UUID(), imageURL: anyURL()), FeedItemFixture(id: UUID(), imageURL: anyURL()),
        ]

        sut.load { _ in }
        client.complete(withStatusCode: 200, data: makeItemsJSON(items))

        #expect(analytics.messages == [.started, .finished(itemCount: 2)])
    }

    @Test func test_load_doesNotTrackFinishOnClientError() {
        let (sut, client, analytics) = makeSUT()

        sut.load { _ in }
        client.complete(with: anyNSError())

        #expect(analytics.messages == [.started])
    }

    @Test func test_load_doesNotTrackFinishOnInvalidData() {
        let (sut, client, analytics) = makeSUT()

        sut.load { _ in }
        client.complete(withStatusCode: 200, data: Data("invalid json".utf8))

        #expect(analytics.messages == [.started])
    }

    // MARK: - Helpers

    private func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: RemoteFeedLoader, client: HTTPClientSpy, analytics: FeedLoadingAnalyticsSpy) {
        let client = HTTPClientSpy()
        let analytics = FeedLoadingAnalyticsSpy()
        let sut = RemoteFeedLoader(url: anyURL(), client: client, analytics: analytics)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(analytics, sourceLocation: sourceLocation)
        return (sut, client, analytics)
    }

    private final class FeedLoadingAnalyticsSpy: FeedLoadingAnalytics {
        enum Message: Equatable {
            case started
            case finished(itemCount: Int)
        }

        private(set) var messages = [Message]()

        func didStartLoadingFeed() {
            messages.append(.started)
        }

        func didFinishLoadingFeed(itemCount: Int) {
            messages.append(.finished(itemCount: itemCount))
        }
    }
}
