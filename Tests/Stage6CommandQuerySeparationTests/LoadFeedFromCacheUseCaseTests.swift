import Foundation
import KataTestSupport
import Stage6CommandQuerySeparation
import Testing

@Suite(.trackingMemoryLeaks)
struct LoadFeedFromCacheUseCaseTests {
    @Test func test_load_requestsCacheRetrieval() {
        let (sut, store) = makeSUT()

        sut.load { _ in }

        #expect(store.receivedMessages == [.retrieve])
    }

    @Test func test_load_failsOnRetrievalError() {
        let (sut, store) = makeSUT()
        let retrievalError = anyNSError()

        expect(sut, toCompleteWith: .failure(retrievalError)) {
            store.completeRetrieval(with: retrievalError)
        }
    }

    @Test func test_loadTwice_deliversEachRetrievalResultToItsOwnLoad() {
        let (sut, store) = makeSUT()
        var firstErrors = [NSError?]()
        var secondErrors = [NSError?]()
        sut.load { firstErrors.append($0.error) }
        sut.load { secondErrors.append($0.error) }

        store.completeRetrieval(with: anyNSError(), at: 1)

        #expect(firstErrors == [])
        #expect(secondErrors == [anyNSError()])
    }

    @Test func test_load_deliversNoImagesOnEmptyCache() {
        let (sut, store) = makeSUT()

        expect(sut, toCompleteWith: .success([])) {
            store.completeRetrievalWithEmptyCache()
        }
    }

    @Test func test_load_deliversCachedImagesOnLessThanSevenDaysOldCache() {
        let feed = uniqueImageFeed()
        let lessThanSevenDaysOldTimestamp = fixedCurrentDate().minusFeedCacheMaxAge().adding(seconds: 1)
        let (sut, store) = makeSUT()

        expect(sut, toCompleteWith: .success(feed.models)) {
            store.completeRetrieval(with: feed.local, timestamp: lessThanSevenDaysOldTimestamp)
        }
    }

    /// Seven days are 7 × 24 hours wherever the suite runs: in New York, where clocks spring forward
    /// on 12 March 2023, seven calendar days would end half an hour before this "now".
    @Test func test_load_deliversCachedImagesOnLessThanSevenDaysOldCacheAcrossADaylightSavingChange() {
        let feed = uniqueImageFeed()
        let timestampBeforeTheChange = Date(timeIntervalSince1970: 1_678_449_600)
        let sevenDaysLessHalfAnHourLater = timestampBeforeTheChange.adding(days: 7).adding(seconds: -30 * 60)
        let (sut, store) = makeSUT(currentDate: { sevenDaysLessHalfAnHourLater })

        expect(sut, toCompleteWith: .success(feed.models)) {
            store.completeRetrieval(with: feed.local, timestamp: timestampBeforeTheChange)
        }
    }

    @Test(arguments: CacheAge.expired)
    func test_load_deliversNoImagesOnExpiredCache(_ age: CacheAge) {
        let (sut, store) = makeSUT()

        expect(sut, toCompleteWith: .success([])) {
            store.completeRetrieval(with: uniqueImageFeed().local, timestamp: age.timestamp)
        }
    }

    // A query changes nothing, whatever it finds.

    @Test func test_load_hasNoSideEffectsOnRetrievalError() {
        let (sut, store) = makeSUT()

        sut.load { _ in }
        store.completeRetrieval(with: anyNSError())

        #expect(store.receivedMessages == [.retrieve])
    }

    @Test func test_load_hasNoSideEffectsOnEmptyCache() {
        let (sut, store) = makeSUT()

        sut.load { _ in }
        store.completeRetrievalWithEmptyCache()

        #expect(store.receivedMessages == [.retrieve])
    }

    @Test(arguments: CacheAge.allCases)
    func test_load_hasNoSideEffectsOnCache(_ age: CacheAge) {
        let (sut, store) = makeSUT()

        sut.load { _ in }
        store.completeRetrieval(with: uniqueImageFeed().local, timestamp: age.timestamp)

        #expect(store.receivedMessages == [.retrieve])
    }

    @Test func test_load_doesNotDeliverResultAfterSUTInstanceHasBeenDeallocated() {
        let store = FeedStoreSpy()
        var sut: LocalFeedLoader? = LocalFeedLoader(store: store, currentDate: fixedCurrentDate)

        var receivedResults = [FeedLoader.Result]()
        sut?.load { receivedResults.append($0) }
        sut = nil
        store.completeRetrievalWithEmptyCache()

        #expect(receivedResults.isEmpty)
    }

    // MARK: - Helpers

    private func expect(
        _ sut: LocalFeedLoader,
        toCompleteWith expectedResult: Result<[FeedImage], NSError>,
        when action: () -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var receivedResults = [Result<[FeedImage], NSError>]()
        sut.load { receivedResults.append($0.mapError { $0 as NSError }) }

        action()

        #expect(receivedResults == [expectedResult], sourceLocation: sourceLocation)
    }
}
