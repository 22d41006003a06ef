/// Tracks nothing, so that a loader without analytics needs no optional and no `if`.
/// Stateless, so one shared instance serves everyone. See Stages/Stage5NullObject/README.md.
public final class NullFeedLoadingAnalytics: FeedLoadingAnalytics {
    public static let shared = NullFeedLoadingAnalytics()

    private init() {}

    public func didStartLoadingFeed() {}

    public func didFinishLoadingFeed(itemCount: Int) {}
}
