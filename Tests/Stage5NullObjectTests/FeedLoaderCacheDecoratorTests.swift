import Foundation
import KataTestSupport
import Stage5NullObject
import Testing

@Suite(.trackingMemoryLeaks)
struct FeedLoaderCacheDecoratorTests {
    @Test func test_load_deliversFeedOnLoaderSuccess() {
        let feed = [uniqueItem(), uniqueItem()]
        let sut = makeSUT(loaderResult: .success(feed), cache: FeedCacheSpy())

        #expect(FeedScenario.Outcome(result(of: sut)) == .items(feed.map(FeedItemFixture.init)))
    }

    @Test func test_load_deliversErrorOnLoaderFailure() throws {
        let sut = makeSUT(loaderResult: .failure(anyNSError()), cache: FeedCacheSpy())

        let error = try #require(result(of: sut).error)

        #expect(error == anyNSError())
    }

    @Test func test_load_cachesLoadedFeedOnLoaderSuccess() {
        let cache = FeedCacheSpy()
        let feed = [uniqueItem(), uniqueItem()]
        let sut = makeSUT(loaderResult: .success(feed), cache: cache)

        _ = result(of: sut)

        #expect(cache.messages == [.save(feed)])
    }

    @Test func test_load_doesNotCacheOnLoaderFailure() {
        let cache = FeedCacheSpy()
        let sut = makeSUT(loaderResult: .failure(anyNSError()), cache: cache)

        _ = result(of: sut)

        #expect(cache.messages == [])
    }

    @Test func test_load_withoutACache_deliversFeedOnLoaderSuccess() {
        let feed = [uniqueItem(), uniqueItem()]
        let sut = FeedLoaderCacheDecorator(decoratee: FeedLoaderStub(result: .success(feed)))

        #expect(FeedScenario.Outcome(result(of: sut)) == .items(feed.map(FeedItemFixture.init)))
    }

    @Test func test_nullFeedCache_save_completesWithSuccess() {
        var receivedResults = [FeedCache.Result]()

        NullFeedCache.shared.save([uniqueItem(), uniqueItem()]) { receivedResults.append($0) }

        #expect(receivedResults.count == 1)
        #expect(throws: Never.self) { try receivedResults.first?.get() }
    }

    // MARK: - Helpers

    private func makeSUT(
        loaderResult: FeedLoader.Result,
        cache: FeedCacheSpy,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> FeedLoaderCacheDecorator {
        let sut = FeedLoaderCacheDecorator(decoratee: FeedLoaderStub(result: loaderResult), cache: cache)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(cache, sourceLocation: sourceLocation)
        return sut
    }

    private func result(of sut: FeedLoader) -> FeedLoader.Result {
        var receivedResults = [FeedLoader.Result]()
        sut.load { receivedResults.append($0) }
        return receivedResults[0]
    }

    /// Answers at once with a canned result: all the decorator needs from what it decorates.
    private struct FeedLoaderStub: FeedLoader {
        let result: FeedLoader.Result

        func load(completion: @escaping (FeedLoader.Result) -> Void) {
            completion(result)
        }
    }

    private final class FeedCacheSpy: FeedCache {
        enum Message: Equatable {
            case save([FeedItem])
        }

        private(set) var messages = [Message]()

        func save(_ feed: [FeedItem], completion: @escaping (FeedCache.Result) -> Void) {
            messages.append(.save(feed))
            completion(.success(()))
        }
    }
}
