import Foundation
import KataTestSupport
import Stage5NullObject
import Testing

/// The kata's moves, numbered as its page numbers them (`KataMove`).
private typealias Move = KataMove.Kata5

/// The goal check of kata 5 that runs the stage's code: what the cache decorator does when asked
/// twice. The checks that only read the sources are in KataGoalTests.swift, which does not import
/// the stage, so that an edit of the stage compiles only this one again.
extension KataGoalTests {
    @Test func test_cacheDecorator_savesWhatEachLoadDelivers() throws {
        let feeds = [[uniqueItem()], [uniqueItem(), uniqueItem()]]
        let cache = FeedCacheSpy()
        let sut = FeedLoaderCacheDecorator(decoratee: FeedLoaderStub(feeds: feeds), cache: cache)
        var delivered = [[FeedItem]]()

        sut.load { delivered.append((try? $0.get()) ?? []) }
        sut.load { delivered.append((try? $0.get()) ?? []) }

        #expect(
            delivered == feeds && cache.saved == feeds,
            """
            \(Move.optionalCache): the decorator delivers and saves what its decoratee loads, each time it \
            is asked; a feed kept from an earlier load is a cache of its own.
            """)
    }

    // MARK: - Helpers

    /// Delivers the next feed of its list on each load, at once.
    private final class FeedLoaderStub: FeedLoader {
        private var feeds: [[FeedItem]]

        init(feeds: [[FeedItem]]) {
            self.feeds = feeds
        }

        func load(completion: @escaping (FeedLoader.Result) -> Void) {
            completion(.success(feeds.isEmpty ? [] : feeds.removeFirst()))
        }
    }

    private final class FeedCacheSpy: FeedCache {
        private(set) var saved = [[FeedItem]]()

        func save(_ feed: [FeedItem], completion: @escaping (FeedCache.Result) -> Void) {
            saved.append(feed)
            completion(.success(()))
        }
    }
}
