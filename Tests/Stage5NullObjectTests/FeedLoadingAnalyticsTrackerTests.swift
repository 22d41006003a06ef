import KataTestSupport
import Stage5NullObject
import Testing

@Suite(.trackingMemoryLeaks)
struct FeedLoadingAnalyticsTrackerTests {
    @Test func test_didStartLoadingFeed_tracksStartedEvent() {
        let (sut, tracker) = makeSUT()

        sut.didStartLoadingFeed()

        #expect(tracker.events == [.init(name: "feed_loading_started", properties: [:])])
    }

    @Test func test_didFinishLoadingFeed_tracksFinishedEventWithItemCount() {
        let (sut, tracker) = makeSUT()

        sut.didFinishLoadingFeed(itemCount: 3)

        #expect(tracker.events == [.init(name: "feed_loading_finished", properties: ["item_count": 3])])
    }

    // MARK: - Helpers

    private func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: FeedLoadingAnalyticsTracker, tracker: AnalyticsTrackerSpy) {
        let tracker = AnalyticsTrackerSpy()
        let sut = FeedLoadingAnalyticsTracker(tracker: tracker)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(tracker, sourceLocation: sourceLocation)
        return (sut, tracker)
    }
}
