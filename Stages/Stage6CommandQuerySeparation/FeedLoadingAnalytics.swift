public protocol FeedLoadingAnalytics {
    func didStartLoadingFeed()
    func didFinishLoadingFeed(itemCount: Int)
}
