import Foundation

public final class InMemoryFeedStore: FeedStore, FeedImageDataStore {
    private var feedCache: CachedFeed?
    private var feedImageDataCache = [URL: Data]()

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

    public func insert(
        _ data: Data, for url: URL, completion: @escaping (FeedImageDataStore.InsertionResult) -> Void
    ) {
        feedImageDataCache[url] = data
        completion(.success(()))
    }

    public func retrieve(
        dataForURL url: URL, completion: @escaping (FeedImageDataStore.RetrievalResult) -> Void
    ) {
        completion(.success(feedImageDataCache[url]))
    }
}
