import Foundation

public protocol FeedStore {
    typealias DeletionResult = Result<Void, Error>
    typealias InsertionResult = Result<Void, Error>
    typealias RetrievalResult = Result<CachedFeed?, Error>

    /// Command: deletes the cached feed, if there is one.
    func deleteCachedFeed(completion: @escaping (DeletionResult) -> Void)

    /// Command: replaces the cached feed with this one, stamped with the timestamp.
    func insert(_ feed: [LocalFeedImage], timestamp: Date, completion: @escaping (InsertionResult) -> Void)

    /// Query: answers with the cached feed, or nil, and changes nothing.
    func retrieve(completion: @escaping (RetrievalResult) -> Void)
}
