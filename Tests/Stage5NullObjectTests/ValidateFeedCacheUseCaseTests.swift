import Foundation
import KataTestSupport
import Stage5NullObject
import Testing

@Suite(.trackingMemoryLeaks)
struct ValidateFeedCacheUseCaseTests {
    @Test func test_validateCache_deletesCacheOnRetrievalError() {
        let (sut, store) = makeSUT()

        sut.validateCache()
        store.completeRetrieval(with: anyNSError())

        #expect(store.receivedMessages == [.retrieve, .deleteCachedFeed])
    }

    @Test func test_validateCache_doesNotDeleteCacheOnEmptyCache() {
        let (sut, store) = makeSUT()

        sut.validateCache()
        store.completeRetrievalWithEmptyCache()

        #expect(store.receivedMessages == [.retrieve])
    }

    @Test func test_validateCache_doesNotDeleteLessThanSevenDaysOldCache() {
        let feed = uniqueItemFeed()
        let lessThanSevenDaysOldTimestamp = fixedCurrentDate().minusFeedCacheMaxAge().adding(seconds: 1)
        let (sut, store) = makeSUT()

        sut.validateCache()
        store.completeRetrieval(with: feed.local, timestamp: lessThanSevenDaysOldTimestamp)

        #expect(store.receivedMessages == [.retrieve])
    }

    @Test(arguments: CacheAge.expired)
    func test_validateCache_deletesExpiredCache(_ age: CacheAge) {
        let (sut, store) = makeSUT()

        sut.validateCache()
        store.completeRetrieval(with: uniqueItemFeed().local, timestamp: age.timestamp)

        #expect(store.receivedMessages == [.retrieve, .deleteCachedFeed])
    }
}
