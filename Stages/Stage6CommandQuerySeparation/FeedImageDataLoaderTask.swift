public protocol FeedImageDataLoaderTask {
    func cancel()
}
