import KataTestSupport
import Testing

import Stage6CommandQuerySeparation

@Suite(.trackingMemoryLeaks)
struct InMemoryFeedStoreTests: FeedStoreSpecs, FeedImageDataStoreSpecs {
    @Test func test_retrieve_deliversEmptyOnEmptyCache() {
        assertThatRetrieveDeliversEmptyOnEmptyCache(on: makeSUT())
    }

    @Test func test_retrieve_hasNoSideEffectsOnEmptyCache() {
        assertThatRetrieveHasNoSideEffectsOnEmptyCache(on: makeSUT())
    }

    @Test func test_retrieve_deliversFoundValuesOnNonEmptyCache() {
        assertThatRetrieveDeliversFoundValuesOnNonEmptyCache(on: makeSUT())
    }

    @Test func test_retrieve_hasNoSideEffectsOnNonEmptyCache() {
        assertThatRetrieveHasNoSideEffectsOnNonEmptyCache(on: makeSUT())
    }

    @Test func test_insert_deliversNoErrorOnEmptyCache() {
        assertThatInsertDeliversNoErrorOnEmptyCache(on: makeSUT())
    }

    @Test func test_insert_deliversNoErrorOnNonEmptyCache() {
        assertThatInsertDeliversNoErrorOnNonEmptyCache(on: makeSUT())
    }

    @Test func test_insert_overridesPreviouslyInsertedCacheValues() {
        assertThatInsertOverridesPreviouslyInsertedCacheValues(on: makeSUT())
    }

    @Test func test_delete_deliversNoErrorOnEmptyCache() {
        assertThatDeleteDeliversNoErrorOnEmptyCache(on: makeSUT())
    }

    @Test func test_delete_hasNoSideEffectsOnEmptyCache() {
        assertThatDeleteHasNoSideEffectsOnEmptyCache(on: makeSUT())
    }

    @Test func test_delete_deliversNoErrorOnNonEmptyCache() {
        assertThatDeleteDeliversNoErrorOnNonEmptyCache(on: makeSUT())
    }

    @Test func test_delete_emptiesPreviouslyInsertedCache() {
        assertThatDeleteEmptiesPreviouslyInsertedCache(on: makeSUT())
    }

    @Test func test_retrieveImageData_deliversNotFoundWhenEmpty() {
        assertThatRetrieveImageDataDeliversNotFoundWhenEmpty(on: makeSUT())
    }

    @Test func test_retrieveImageData_deliversNotFoundWhenStoredDataURLDoesNotMatch() {
        assertThatRetrieveImageDataDeliversNotFoundWhenStoredDataURLDoesNotMatch(on: makeSUT())
    }

    @Test func test_retrieveImageData_deliversFoundDataWhenThereIsAStoredImageDataMatchingURL() {
        assertThatRetrieveImageDataDeliversFoundDataWhenThereIsAStoredImageDataMatchingURL(on: makeSUT())
    }

    @Test func test_retrieveImageData_deliversLastInsertedValue() {
        assertThatRetrieveImageDataDeliversLastInsertedValue(on: makeSUT())
    }

    @Test func test_retrieveImageData_hasNoSideEffects() {
        assertThatRetrieveImageDataHasNoSideEffects(on: makeSUT())
    }

    // MARK: - Helpers

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> InMemoryFeedStore {
        let sut = InMemoryFeedStore()
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return sut
    }
}
