import Foundation
import KataTestSupport
import Stage6CommandQuerySeparation
import Testing

@Suite(.trackingMemoryLeaks)
struct ValidateFeedCacheUseCaseTests {
    @Test func test_init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages == [])
    }

    @Test func test_removeInvalidCache_deletesCacheOnRetrievalError() {
        let (sut, store) = makeSUT()

        sut.removeInvalidCache { _ in }
        store.completeRetrieval(with: anyNSError())

        #expect(store.receivedMessages == [.retrieve, .deleteCachedFeed])
    }

    @Test func test_removeInvalidCache_doesNotDeleteCacheOnEmptyCache() {
        let (sut, store) = makeSUT()

        sut.removeInvalidCache { _ in }
        store.completeRetrievalWithEmptyCache()

        #expect(store.receivedMessages == [.retrieve])
    }

    @Test func test_removeInvalidCache_doesNotDeleteLessThanSevenDaysOldCache() {
        let feed = uniqueImageFeed()
        let lessThanSevenDaysOldTimestamp = fixedCurrentDate().minusFeedCacheMaxAge().adding(seconds: 1)
        let (sut, store) = makeSUT()

        sut.removeInvalidCache { _ in }
        store.completeRetrieval(with: feed.local, timestamp: lessThanSevenDaysOldTimestamp)

        #expect(store.receivedMessages == [.retrieve])
    }

    @Test(arguments: CacheAge.expired)
    func test_removeInvalidCache_deletesExpiredCache(_ age: CacheAge) {
        let (sut, store) = makeSUT()

        sut.removeInvalidCache { _ in }
        store.completeRetrieval(with: uniqueImageFeed().local, timestamp: age.timestamp)

        #expect(store.receivedMessages == [.retrieve, .deleteCachedFeed])
    }

    @Test func test_removeInvalidCache_failsOnDeletionErrorOfFailedRetrieval() {
        let (sut, store) = makeSUT()
        let deletionError = anyNSError()

        expect(sut.removeInvalidCache, toCompleteWithError: deletionError) {
            store.completeRetrieval(with: anyNSError())
            store.completeDeletion(with: deletionError)
        }
    }

    @Test func test_removeInvalidCache_succeedsOnSuccessfulDeletionOfFailedRetrieval() {
        let (sut, store) = makeSUT()

        expect(sut.removeInvalidCache, toCompleteWithError: nil) {
            store.completeRetrieval(with: anyNSError())
            store.completeDeletionSuccessfully()
        }
    }

    @Test func test_removeInvalidCache_succeedsOnEmptyCache() {
        let (sut, store) = makeSUT()

        expect(sut.removeInvalidCache, toCompleteWithError: nil) {
            store.completeRetrievalWithEmptyCache()
        }
    }

    @Test func test_removeInvalidCache_succeedsOnLessThanSevenDaysOldCache() {
        let feed = uniqueImageFeed()
        let lessThanSevenDaysOldTimestamp = fixedCurrentDate().minusFeedCacheMaxAge().adding(seconds: 1)
        let (sut, store) = makeSUT()

        expect(sut.removeInvalidCache, toCompleteWithError: nil) {
            store.completeRetrieval(with: feed.local, timestamp: lessThanSevenDaysOldTimestamp)
        }
    }

    @Test func test_removeInvalidCache_failsOnDeletionErrorOfSevenDaysOldCache() {
        let feed = uniqueImageFeed()
        let sevenDaysOldTimestamp = fixedCurrentDate().minusFeedCacheMaxAge()
        let (sut, store) = makeSUT()
        let deletionError = anyNSError()

        expect(sut.removeInvalidCache, toCompleteWithError: deletionError) {
            store.completeRetrieval(with: feed.local, timestamp: sevenDaysOldTimestamp)
            store.completeDeletion(with: deletionError)
        }
    }

    @Test func test_removeInvalidCache_succeedsOnSuccessfulDeletionOfSevenDaysOldCache() {
        let feed = uniqueImageFeed()
        let sevenDaysOldTimestamp = fixedCurrentDate().minusFeedCacheMaxAge()
        let (sut, store) = makeSUT()

        expect(sut.removeInvalidCache, toCompleteWithError: nil) {
            store.completeRetrieval(with: feed.local, timestamp: sevenDaysOldTimestamp)
            store.completeDeletionSuccessfully()
        }
    }

    @Test func test_removeInvalidCache_doesNotDeliverResultAfterSUTInstanceHasBeenDeallocated() {
        let store = FeedStoreSpy()
        var sut: LocalFeedLoader? = LocalFeedLoader(store: store, currentDate: fixedCurrentDate)

        var receivedResults = [LocalFeedLoader.ValidationResult]()
        sut?.removeInvalidCache { receivedResults.append($0) }
        sut = nil
        store.completeRetrieval(with: anyNSError())

        #expect(receivedResults.isEmpty)
    }

    @Test func test_removeInvalidCache_doesNotDeliverDeletionResultAfterSUTInstanceHasBeenDeallocated() {
        let store = FeedStoreSpy()
        var sut: LocalFeedLoader? = LocalFeedLoader(store: store, currentDate: fixedCurrentDate)

        var receivedResults = [LocalFeedLoader.ValidationResult]()
        sut?.removeInvalidCache { receivedResults.append($0) }
        store.completeRetrieval(with: anyNSError())
        sut = nil
        store.completeDeletionSuccessfully()

        #expect(receivedResults.isEmpty)
    }
}
