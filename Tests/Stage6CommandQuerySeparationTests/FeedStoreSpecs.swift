import Foundation
import KataTestSupport
import Testing

import Stage6CommandQuerySeparation

// The specs every FeedStore must pass, written once. A store's test suite conforms to the
// protocols that apply to it, and the compiler lists any spec it has not implemented yet; each
// spec is then one line that calls the shared assertion below.

protocol FeedStoreSpecs {
    func test_retrieve_deliversEmptyOnEmptyCache()
    func test_retrieve_hasNoSideEffectsOnEmptyCache()
    func test_retrieve_deliversFoundValuesOnNonEmptyCache()
    func test_retrieve_hasNoSideEffectsOnNonEmptyCache()

    func test_insert_deliversNoErrorOnEmptyCache()
    func test_insert_deliversNoErrorOnNonEmptyCache()
    func test_insert_overridesPreviouslyInsertedCacheValues()

    func test_delete_deliversNoErrorOnEmptyCache()
    func test_delete_hasNoSideEffectsOnEmptyCache()
    func test_delete_deliversNoErrorOnNonEmptyCache()
    func test_delete_emptiesPreviouslyInsertedCache()
}

protocol FailableRetrieveFeedStoreSpecs: FeedStoreSpecs {
    func test_retrieve_deliversFailureOnRetrievalError() throws
    func test_retrieve_hasNoSideEffectsOnFailure() throws
}

protocol FailableInsertFeedStoreSpecs: FeedStoreSpecs {
    func test_insert_deliversErrorOnInsertionError() throws
    func test_insert_hasNoSideEffectsOnInsertionError() throws
}

protocol FailableDeleteFeedStoreSpecs: FeedStoreSpecs {
    func test_delete_deliversErrorOnDeletionError() throws
    func test_delete_hasNoSideEffectsOnDeletionError() throws
}

typealias FailableFeedStoreSpecs = FailableRetrieveFeedStoreSpecs & FailableInsertFeedStoreSpecs
    & FailableDeleteFeedStoreSpecs

/// What a retrieval delivered, in a form tests can compare.
enum RetrievedCache: Equatable {
    case empty
    case found(CachedFeed)
    case failure
}

extension FeedStoreSpecs {
    func assertThatRetrieveDeliversEmptyOnEmptyCache(
        on sut: FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expect(sut, toRetrieve: .empty, sourceLocation: sourceLocation)
    }

    func assertThatRetrieveHasNoSideEffectsOnEmptyCache(
        on sut: FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expect(sut, toRetrieveTwice: .empty, sourceLocation: sourceLocation)
    }

    func assertThatRetrieveDeliversFoundValuesOnNonEmptyCache(
        on sut: FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let cache = CachedFeed(feed: uniqueImageFeed().local, timestamp: fixedCurrentDate())

        insert(cache, to: sut)

        expect(sut, toRetrieve: .found(cache), sourceLocation: sourceLocation)
    }

    func assertThatRetrieveHasNoSideEffectsOnNonEmptyCache(
        on sut: FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let cache = CachedFeed(feed: uniqueImageFeed().local, timestamp: fixedCurrentDate())

        insert(cache, to: sut)

        expect(sut, toRetrieveTwice: .found(cache), sourceLocation: sourceLocation)
    }

    func assertThatInsertDeliversNoErrorOnEmptyCache(
        on sut: FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let insertionError = insert(
            CachedFeed(feed: uniqueImageFeed().local, timestamp: fixedCurrentDate()), to: sut)

        #expect(
            insertionError == nil, "Expected to insert cache successfully", sourceLocation: sourceLocation)
    }

    func assertThatInsertDeliversNoErrorOnNonEmptyCache(
        on sut: FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        insert(CachedFeed(feed: uniqueImageFeed().local, timestamp: fixedCurrentDate()), to: sut)

        let insertionError = insert(
            CachedFeed(feed: uniqueImageFeed().local, timestamp: fixedCurrentDate()), to: sut)

        #expect(
            insertionError == nil, "Expected to override cache successfully", sourceLocation: sourceLocation)
    }

    func assertThatInsertOverridesPreviouslyInsertedCacheValues(
        on sut: FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        insert(CachedFeed(feed: uniqueImageFeed().local, timestamp: fixedCurrentDate()), to: sut)

        let latestCache = CachedFeed(
            feed: uniqueImageFeed().local, timestamp: fixedCurrentDate().adding(seconds: 1))
        insert(latestCache, to: sut)

        expect(sut, toRetrieve: .found(latestCache), sourceLocation: sourceLocation)
    }

    func assertThatDeleteDeliversNoErrorOnEmptyCache(
        on sut: FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let deletionError = deleteCache(from: sut)

        #expect(
            deletionError == nil, "Expected empty cache deletion to succeed", sourceLocation: sourceLocation)
    }

    func assertThatDeleteHasNoSideEffectsOnEmptyCache(
        on sut: FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        deleteCache(from: sut)

        expect(sut, toRetrieve: .empty, sourceLocation: sourceLocation)
    }

    func assertThatDeleteDeliversNoErrorOnNonEmptyCache(
        on sut: FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        insert(CachedFeed(feed: uniqueImageFeed().local, timestamp: fixedCurrentDate()), to: sut)

        let deletionError = deleteCache(from: sut)

        #expect(
            deletionError == nil, "Expected non-empty cache deletion to succeed",
            sourceLocation: sourceLocation)
    }

    func assertThatDeleteEmptiesPreviouslyInsertedCache(
        on sut: FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        insert(CachedFeed(feed: uniqueImageFeed().local, timestamp: fixedCurrentDate()), to: sut)

        deleteCache(from: sut)

        expect(sut, toRetrieve: .empty, sourceLocation: sourceLocation)
    }
}

extension FailableRetrieveFeedStoreSpecs {
    func assertThatRetrieveDeliversFailureOnRetrievalError(
        on sut: FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expect(sut, toRetrieve: .failure, sourceLocation: sourceLocation)
    }

    func assertThatRetrieveHasNoSideEffectsOnFailure(
        on sut: FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expect(sut, toRetrieveTwice: .failure, sourceLocation: sourceLocation)
    }
}

extension FailableInsertFeedStoreSpecs {
    func assertThatInsertDeliversErrorOnInsertionError(
        on sut: FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let insertionError = insert(
            CachedFeed(feed: uniqueImageFeed().local, timestamp: fixedCurrentDate()), to: sut)

        #expect(
            insertionError != nil, "Expected cache insertion to fail with an error",
            sourceLocation: sourceLocation)
    }

    func assertThatInsertHasNoSideEffectsOnInsertionError(
        on sut: FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        insert(CachedFeed(feed: uniqueImageFeed().local, timestamp: fixedCurrentDate()), to: sut)

        expect(sut, toRetrieve: .failure, sourceLocation: sourceLocation)
    }
}

extension FailableDeleteFeedStoreSpecs {
    func assertThatDeleteDeliversErrorOnDeletionError(
        on sut: FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let deletionError = deleteCache(from: sut)

        #expect(deletionError != nil, "Expected cache deletion to fail", sourceLocation: sourceLocation)
    }

    func assertThatDeleteHasNoSideEffectsOnDeletionError(
        on sut: FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        deleteCache(from: sut)

        expect(sut, toRetrieve: .failure, sourceLocation: sourceLocation)
    }
}

// MARK: - Helpers shared by the specs

extension FeedStoreSpecs {
    @discardableResult
    func insert(
        _ cache: CachedFeed, to sut: FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Error? {
        var results = [FeedStore.InsertionResult]()
        sut.insert(cache.feed, timestamp: cache.timestamp) { results.append($0) }
        return theOnlyError(in: results, of: "insertion", sourceLocation: sourceLocation)
    }

    @discardableResult
    func deleteCache(from sut: FeedStore, sourceLocation: SourceLocation = #_sourceLocation) -> Error? {
        var results = [FeedStore.DeletionResult]()
        sut.deleteCachedFeed { results.append($0) }
        return theOnlyError(in: results, of: "deletion", sourceLocation: sourceLocation)
    }

    func expect(
        _ sut: FeedStore,
        toRetrieveTwice expected: RetrievedCache,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expect(sut, toRetrieve: expected, sourceLocation: sourceLocation)
        expect(sut, toRetrieve: expected, sourceLocation: sourceLocation)
    }

    func expect(
        _ sut: FeedStore,
        toRetrieve expected: RetrievedCache,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var retrieved = [RetrievedCache]()
        sut.retrieve { result in
            switch result {
            case .success(.none): retrieved.append(.empty)
            case let .success(.some(cache)): retrieved.append(.found(cache))
            case .failure: retrieved.append(.failure)
            }
        }

        #expect(retrieved == [expected], sourceLocation: sourceLocation)
    }
}
