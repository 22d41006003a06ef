import Foundation

public final class InMemoryFeedStore: FeedStore {
    private var feedCache: CachedFeed?

    public init() {}

    public func deleteCachedFeed(completion: @escaping (FeedStore.DeletionResult) -> Void) {
        feedCache = nil
        completion(.success(()))
    }

    public func insert(
        _ feed: [LocalFeedImage],
        timestamp: Date,
        completion: @escaping (FeedStore.InsertionResult) -> Void
    ) {
        feedCache = CachedFeed(feed: feed, timestamp: timestamp)
        completion(.success(()))
    }

    public func retrieve(completion: @escaping (FeedStore.RetrievalResult) -> Void) {
        completion(.success(feedCache))
    }
}
