import Foundation

public protocol FeedStore {
    typealias DeletionResult = Result<Void, Error>
    typealias InsertionResult = Result<Void, Error>
    typealias RetrievalResult = Result<CachedFeed?, Error>

    func deleteCachedFeed(completion: @escaping (DeletionResult) -> Void)
    func insert(_ feed: [LocalFeedImage], timestamp: Date, completion: @escaping (InsertionResult) -> Void)
    func retrieve(completion: @escaping (RetrievalResult) -> Void)
}
