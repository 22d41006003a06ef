/// A task that is already finished, or never started: cancelling it does nothing.
public struct NullFeedImageDataLoaderTask: FeedImageDataLoaderTask {
    public init() {}

    public func cancel() {}
}
