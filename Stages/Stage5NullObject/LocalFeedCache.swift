import Foundation

public final class LocalFeedCache: FeedCache {
    private let store: FeedStore
    private let currentDate: () -> Date

    public typealias LoadResult = Swift.Result<[FeedItem], Error>

    public init(store: FeedStore, currentDate: @escaping () -> Date) {
        self.store = store
        self.currentDate = currentDate
    }

    public func save(_ feed: [FeedItem], completion: @escaping (FeedCache.Result) -> Void) {
        store.deleteCachedFeed { [weak self] deletionResult in
            guard let self else { return }

            switch deletionResult {
            case .success:
                self.cache(feed, with: completion)
            case let .failure(error):
                completion(.failure(error))
            }
        }
    }

    private func cache(_ feed: [FeedItem], with completion: @escaping (FeedCache.Result) -> Void) {
        store.insert(feed.toLocal(), timestamp: currentDate()) { [weak self] insertionResult in
            guard self != nil else { return }

            completion(insertionResult)
        }
    }

    // The smell of this stage's cache: `load` reads like a query but deletes, and `validateCache`
    // reads like a query but is a command that reports nothing. See Stages/Stage6CommandQuerySeparation/README.md.
    public func load(completion: @escaping (LoadResult) -> Void) {
        store.retrieve { [weak self] result in
            guard let self else { return }

            switch result {
            case let .failure(error):
                self.store.deleteCachedFeed { _ in }
                completion(.failure(error))
            case let .success(.some(cache))
            where FeedCachePolicy.validate(cache.timestamp, against: self.currentDate()):
                completion(.success(cache.feed.toModels()))
            case .success(.some):
                self.store.deleteCachedFeed { _ in }
                completion(.success([]))
            case .success(.none):
                completion(.success([]))
            }
        }
    }

    public func validateCache() {
        store.retrieve { [weak self] result in
            guard let self else { return }

            switch result {
            case .failure:
                self.store.deleteCachedFeed { _ in }
            case let .success(.some(cache))
            where !FeedCachePolicy.validate(cache.timestamp, against: self.currentDate()):
                self.store.deleteCachedFeed { _ in }
            case .success:
                break
            }
        }
    }
}

extension Array where Element == FeedItem {
    fileprivate func toLocal() -> [LocalFeedItem] {
        map {
            LocalFeedItem(
                id: $0.id, description: $0.description, location: $0.location, imageURL: $0.imageURL)
        }
    }
}

extension Array where Element == LocalFeedItem {
    fileprivate func toModels() -> [FeedItem] {
        map { FeedItem(id: $0.id, description: $0.description, location: $0.location, imageURL: $0.imageURL) }
    }
}
