import Foundation
import KataTestSupport
import Testing

import Stage6CommandQuerySeparation

@Suite(.trackingMemoryLeaks)
struct CodableFeedStoreTests: FailableFeedStoreSpecs, FailableFeedImageDataStoreSpecs {
    /// A fresh directory for every test, removed when the test ends.
    private let directory = TemporaryDirectory()

    private var storeURL: URL {
        directory.url.appendingPathComponent("feed-store.json")
    }

    /// A location no store can write to, even as root: its parent is a regular file.
    private var unwritableStoreURL: URL {
        get throws {
            let file = directory.url.appendingPathComponent("a-file")
            try Data().write(to: file)
            return file.appendingPathComponent("feed-store.json")
        }
    }

    /// A file that is there but cannot be read, even as root: a symbolic link that points to itself.
    private var unreadableStoreURL: URL {
        get throws {
            try FileManager.default.createSymbolicLink(at: storeURL, withDestinationURL: storeURL)
            return storeURL
        }
    }

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

    @Test func test_retrieve_deliversFailureOnRetrievalError() throws {
        try Data("invalid data".utf8).write(to: storeURL)

        assertThatRetrieveDeliversFailureOnRetrievalError(on: makeSUT())
    }

    @Test func test_retrieve_hasNoSideEffectsOnFailure() throws {
        try Data("invalid data".utf8).write(to: storeURL)

        assertThatRetrieveHasNoSideEffectsOnFailure(on: makeSUT())
    }

    @Test func test_retrieve_deliversFailureOnTruncatedFile() throws {
        let sut = makeSUT()
        insert(CachedFeed(feed: uniqueImageFeed().local, timestamp: fixedCurrentDate()), to: sut)
        let written = try Data(contentsOf: storeURL)
        try written.prefix(written.count / 2).write(to: storeURL)

        expect(sut, toRetrieve: .failure)
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

    @Test func test_insert_deliversErrorOnInsertionError() throws {
        assertThatInsertDeliversErrorOnInsertionError(on: makeSUT(storeURL: try unwritableStoreURL))
    }

    @Test func test_insert_hasNoSideEffectsOnInsertionError() throws {
        assertThatInsertHasNoSideEffectsOnInsertionError(on: makeSUT(storeURL: try unwritableStoreURL))
    }

    @Test func test_insert_replacesCorruptCache() throws {
        try Data("invalid data".utf8).write(to: storeURL)
        let sut = makeSUT()
        let cache = CachedFeed(feed: uniqueImageFeed().local, timestamp: fixedCurrentDate())

        let insertionError = insert(cache, to: sut)

        #expect(insertionError == nil)
        expect(sut, toRetrieve: .found(cache))
    }

    @Test func test_insert_keepsPreviousCacheWhenTheNewOneCannotBeWritten() {
        let sut = makeSUT()
        let previousCache = CachedFeed(feed: uniqueImageFeed().local, timestamp: fixedCurrentDate())
        insert(previousCache, to: sut)

        let unencodable = CachedFeed(
            feed: uniqueImageFeed().local, timestamp: Date(timeIntervalSinceReferenceDate: .infinity))
        let insertionError = insert(unencodable, to: sut)

        #expect(insertionError != nil)
        expect(sut, toRetrieve: .found(previousCache))
    }

    @Test func test_insert_deliversErrorAndKeepsAFileThatCannotBeRead() throws {
        let sut = makeSUT(storeURL: try unreadableStoreURL)
        let cache = CachedFeed(feed: uniqueImageFeed().local, timestamp: fixedCurrentDate())

        let insertionError = insert(cache, to: sut)

        #expect(insertionError != nil)
        #expect(try isStillTheUnreadableFile())
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

    @Test func test_delete_deliversErrorOnDeletionError() throws {
        assertThatDeleteDeliversErrorOnDeletionError(on: makeSUT(storeURL: try unwritableStoreURL))
    }

    @Test func test_delete_hasNoSideEffectsOnDeletionError() throws {
        assertThatDeleteHasNoSideEffectsOnDeletionError(on: makeSUT(storeURL: try unwritableStoreURL))
    }

    @Test func test_delete_emptiesCorruptCache() throws {
        try Data("invalid data".utf8).write(to: storeURL)
        let sut = makeSUT()

        let deletionError = deleteCache(from: sut)

        #expect(deletionError == nil)
        expect(sut, toRetrieve: .empty)
    }

    @Test func test_delete_deliversErrorAndKeepsAFileThatCannotBeRead() throws {
        let sut = makeSUT(storeURL: try unreadableStoreURL)

        let deletionError = deleteCache(from: sut)

        #expect(deletionError != nil)
        #expect(try isStillTheUnreadableFile())
    }

    @Test func test_storeSideEffects_fromManyConcurrentTasks_leaveAReadableCache() async {
        let sut = makeSUT()
        let caches = (0..<20).map {
            CachedFeed(
                feed: uniqueImageFeed().local, timestamp: fixedCurrentDate().adding(seconds: Double($0)))
        }

        await withTaskGroup(of: Void.self) { group in
            for cache in caches {
                group.addTask { @MainActor in
                    insert(cache, to: sut)
                    sut.retrieve { _ in }
                    deleteCache(from: sut)
                    insert(cache, to: sut)
                }
            }
        }

        var retrieved = [RetrievedCache]()
        sut.retrieve { result in
            retrieved.append((try? result.get()).flatMap { $0 }.map(RetrievedCache.found) ?? .failure)
        }
        #expect(retrieved.count == 1)
        #expect(caches.map(RetrievedCache.found).contains(retrieved[0]))
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

    @Test func test_insertImageData_deliversErrorOnInsertionError() throws {
        let sut = makeSUT(storeURL: try unwritableStoreURL)

        let insertionError = insert(anyData(), for: anyURL(), into: sut)

        #expect(insertionError != nil)
    }

    @Test func test_insertImageData_deliversErrorAndKeepsAFileThatCannotBeRead() throws {
        let sut = makeSUT(storeURL: try unreadableStoreURL)

        let insertionError = insert(anyData(), for: anyURL(), into: sut)

        #expect(insertionError != nil)
        #expect(try isStillTheUnreadableFile())
    }

    @Test func test_retrieveImageData_deliversFailureOnRetrievalError() throws {
        try Data("invalid data".utf8).write(to: storeURL)

        expect(makeSUT(), toRetrieve: .failure, for: anyURL())
    }

    @Test func test_imageData_survivesFeedDeletion() {
        let sut = makeSUT()
        let url = URL(string: "https://a-url.com")!
        insert(anyData(), for: url, into: sut)
        insert(CachedFeed(feed: uniqueImageFeed().local, timestamp: fixedCurrentDate()), to: sut)

        deleteCache(from: sut)

        expect(sut, toRetrieve: .found(anyData()), for: url)
    }

    // MARK: - Helpers

    private func makeSUT(
        storeURL: URL? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> CodableFeedStore {
        let sut = CodableFeedStore(storeURL: storeURL ?? self.storeURL)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return sut
    }

    private func isStillTheUnreadableFile() throws -> Bool {
        try FileManager.default.destinationOfSymbolicLink(atPath: storeURL.path) == storeURL.path
    }
}
