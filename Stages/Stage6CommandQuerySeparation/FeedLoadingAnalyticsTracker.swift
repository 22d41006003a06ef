public final class FeedLoadingAnalyticsTracker: FeedLoadingAnalytics {
    private let tracker: AnalyticsTracker

    public init(tracker: AnalyticsTracker) {
        self.tracker = tracker
    }

    public func didStartLoadingFeed() {
        tracker.track(event: "feed_loading_started", properties: [:])
    }

    public func didFinishLoadingFeed(itemCount: Int) {
        tracker.track(event: "feed_loading_finished", properties: ["item_count": itemCount])
    }
}
