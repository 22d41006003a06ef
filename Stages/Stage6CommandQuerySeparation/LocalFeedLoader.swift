import Foundation

public final class LocalFeedLoader: FeedCache, FeedLoader {
    private let store: FeedStore
    private let currentDate: () -> Date

    public typealias LoadResult = Swift.Result<[FeedImage], Error>

    public init(store: FeedStore, currentDate: @escaping () -> Date) {
        self.store = store
        self.currentDate = currentDate
    }

    public func save(_ feed: [FeedImage], completion: @escaping (FeedCache.Result) -> Void) {
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

    private func cache(_ feed: [FeedImage], with completion: @escaping (FeedCache.Result) -> Void) {
        store.insert(feed.toLocal(), timestamp: currentDate()) { [weak self] insertionResult in
            guard self != nil else { return }

            completion(insertionResult)
        }
    }

    /// A query: it answers from the cache and changes nothing, whatever it finds.
    public func load(completion: @escaping (LoadResult) -> Void) {
        store.retrieve { [weak self] result in
            guard let self else { return }

            switch result {
            case let .failure(error):
                completion(.failure(error))
            case let .success(.some(cache))
            where FeedCachePolicy.validate(cache.timestamp, against: self.currentDate()):
                completion(.success(cache.feed.toModels()))
            case .success:
                completion(.success([]))
            }
        }
    }

    /// A command: its name says that it deletes, and it reports whether the deletion worked.
    public func removeInvalidCache(completion: @escaping (FeedStore.DeletionResult) -> Void) {
        store.retrieve { [weak self] result in
            guard let self else { return }

            switch result {
            case .failure:
                self.deleteCache(with: completion)
            case let .success(.some(cache))
            where !FeedCachePolicy.validate(cache.timestamp, against: self.currentDate()):
                self.deleteCache(with: completion)
            case .success:
                completion(.success(()))
            }
        }
    }

    private func deleteCache(with completion: @escaping (FeedStore.DeletionResult) -> Void) {
        store.deleteCachedFeed { [weak self] deletionResult in
            guard self != nil else { return }

            completion(deletionResult)
        }
    }
}

extension Array where Element == FeedImage {
    fileprivate func toLocal() -> [LocalFeedImage] {
        map {
            LocalFeedImage(
                id: $0.id, description: $0.description, location: $0.location, imageURL: $0.imageURL)
        }
    }
}

extension Array where Element == LocalFeedImage {
    fileprivate func toModels() -> [FeedImage] {
        map {
            FeedImage(id: $0.id, description: $0.description, location: $0.location, imageURL: $0.imageURL)
        }
    }
}
