import Foundation
import KataTestSupport
import Stage6CommandQuerySeparation
import Testing

@Suite(.trackingMemoryLeaks)
struct CacheFeedUseCaseTests {
    @Test func test_init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages == [])
    }

    @Test func test_save_requestsCacheDeletion() {
        let (sut, store) = makeSUT()

        sut.save(uniqueImageFeed().models) { _ in }

        #expect(store.receivedMessages == [.deleteCachedFeed])
    }

    @Test func test_save_doesNotRequestCacheInsertionOnDeletionError() {
        let (sut, store) = makeSUT()

        sut.save(uniqueImageFeed().models) { _ in }
        store.completeDeletion(with: anyNSError())

        #expect(store.receivedMessages == [.deleteCachedFeed])
    }

    @Test func test_save_requestsNewCacheInsertionOnSuccessfulDeletion() {
        let timestamp = fixedCurrentDate()
        let feed = uniqueImageFeed()
        let (sut, store) = makeSUT(currentDate: { timestamp })

        sut.save(feed.models) { _ in }
        store.completeDeletionSuccessfully()

        #expect(store.receivedMessages == [.deleteCachedFeed, .insert(feed.local, timestamp)])
    }

    @Test func test_save_failsOnDeletionError() {
        let (sut, store) = makeSUT()
        let deletionError = anyNSError()

        expect({ sut.save(uniqueImageFeed().models, completion: $0) }, toCompleteWithError: deletionError) {
            store.completeDeletion(with: deletionError)
        }
    }

    @Test func test_save_failsOnInsertionError() {
        let (sut, store) = makeSUT()
        let insertionError = anyNSError()

        expect({ sut.save(uniqueImageFeed().models, completion: $0) }, toCompleteWithError: insertionError) {
            store.completeDeletionSuccessfully()
            store.completeInsertion(with: insertionError)
        }
    }

    @Test func test_save_succeedsOnSuccessfulCacheInsertion() {
        let (sut, store) = makeSUT()

        expect({ sut.save(uniqueImageFeed().models, completion: $0) }, toCompleteWithError: nil) {
            store.completeDeletionSuccessfully()
            store.completeInsertionSuccessfully()
        }
    }

    @Test func test_save_doesNotDeliverDeletionErrorAfterSUTInstanceHasBeenDeallocated() {
        let store = FeedStoreSpy()
        var sut: LocalFeedLoader? = LocalFeedLoader(store: store, currentDate: fixedCurrentDate)

        var receivedResults = [FeedCache.Result]()
        sut?.save(uniqueImageFeed().models) { receivedResults.append($0) }
        sut = nil
        store.completeDeletion(with: anyNSError())

        #expect(receivedResults.isEmpty)
    }

    @Test func test_save_doesNotDeliverInsertionErrorAfterSUTInstanceHasBeenDeallocated() {
        let store = FeedStoreSpy()
        var sut: LocalFeedLoader? = LocalFeedLoader(store: store, currentDate: fixedCurrentDate)

        var receivedResults = [FeedCache.Result]()
        sut?.save(uniqueImageFeed().models) { receivedResults.append($0) }
        store.completeDeletionSuccessfully()
        sut = nil
        store.completeInsertion(with: anyNSError())

        #expect(receivedResults.isEmpty)
    }
}
