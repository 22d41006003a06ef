import Foundation
import KataTestSupport
import Testing

import Stage5NullObject

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

    @Test func test_validateCache_deletesSevenDaysOldCache() {
        let feed = uniqueItemFeed()
        let sevenDaysOldTimestamp = fixedCurrentDate().minusFeedCacheMaxAge()
        let (sut, store) = makeSUT()

        sut.validateCache()
        store.completeRetrieval(with: feed.local, timestamp: sevenDaysOldTimestamp)

        #expect(store.receivedMessages == [.retrieve, .deleteCachedFeed])
    }

    @Test func test_validateCache_deletesMoreThanSevenDaysOldCache() {
        let feed = uniqueItemFeed()
        let moreThanSevenDaysOldTimestamp = fixedCurrentDate().minusFeedCacheMaxAge().adding(seconds: -1)
        let (sut, store) = makeSUT()

        sut.validateCache()
        store.completeRetrieval(with: feed.local, timestamp: moreThanSevenDaysOldTimestamp)

        #expect(store.receivedMessages == [.retrieve, .deleteCachedFeed])
    }

}
