import KataTestSupport
import Stage6CommandQuerySeparation
import Testing

/// The specs every `FeedStore` passes, written once. A store's suite runs all of them in one
/// parameterized test; the exhaustive `switch` means a spec added here runs on every store, and a
/// suite cannot leave one out.
enum FeedStoreSpec: CaseIterable {
    case test_retrieve_deliversEmptyOnEmptyCache
    case test_retrieve_hasNoSideEffectsOnEmptyCache
    case test_retrieve_deliversFoundValuesOnNonEmptyCache
    case test_retrieve_hasNoSideEffectsOnNonEmptyCache

    case test_insert_deliversNoErrorOnEmptyCache
    case test_insert_deliversNoErrorOnNonEmptyCache
    case test_insert_overridesPreviouslyInsertedCacheValues

    case test_delete_deliversNoErrorOnEmptyCache
    case test_delete_hasNoSideEffectsOnEmptyCache
    case test_delete_deliversNoErrorOnNonEmptyCache
    case test_delete_emptiesPreviouslyInsertedCache

    func assert(on sut: FeedStore, sourceLocation: SourceLocation = #_sourceLocation) {
        switch self {
        case .test_retrieve_deliversEmptyOnEmptyCache:
            expect(sut, toRetrieve: .empty, sourceLocation: sourceLocation)

        case .test_retrieve_hasNoSideEffectsOnEmptyCache:
            expect(sut, toRetrieveTwice: .empty, sourceLocation: sourceLocation)

        case .test_retrieve_deliversFoundValuesOnNonEmptyCache:
            let cache = uniqueCache()
            insert(cache, to: sut, sourceLocation: sourceLocation)

            expect(sut, toRetrieve: .found(cache), sourceLocation: sourceLocation)

        case .test_retrieve_hasNoSideEffectsOnNonEmptyCache:
            let cache = uniqueCache()
            insert(cache, to: sut, sourceLocation: sourceLocation)

            expect(sut, toRetrieveTwice: .found(cache), sourceLocation: sourceLocation)

        case .test_insert_deliversNoErrorOnEmptyCache:
            let insertionError = insert(uniqueCache(), to: sut, sourceLocation: sourceLocation)

            #expect(
                insertionError == nil, "Expected to insert cache successfully", sourceLocation: sourceLocation
            )

        case .test_insert_deliversNoErrorOnNonEmptyCache:
            insert(uniqueCache(), to: sut, sourceLocation: sourceLocation)

            let insertionError = insert(uniqueCache(), to: sut, sourceLocation: sourceLocation)

            #expect(
                insertionError == nil, "Expected to override cache successfully",
                sourceLocation: sourceLocation)

        case .test_insert_overridesPreviouslyInsertedCacheValues:
            insert(uniqueCache(), to: sut, sourceLocation: sourceLocation)

            let latestCache = uniqueCache(timestamp: fixedCurrentDate().adding(seconds: 1))
            insert(latestCache, to: sut, sourceLocation: sourceLocation)

            expect(sut, toRetrieve: .found(latestCache), sourceLocation: sourceLocation)

        case .test_delete_deliversNoErrorOnEmptyCache:
            let deletionError = deleteCache(from: sut, sourceLocation: sourceLocation)

            #expect(
                deletionError == nil, "Expected empty cache deletion to succeed",
                sourceLocation: sourceLocation)

        case .test_delete_hasNoSideEffectsOnEmptyCache:
            deleteCache(from: sut, sourceLocation: sourceLocation)

            expect(sut, toRetrieve: .empty, sourceLocation: sourceLocation)

        case .test_delete_deliversNoErrorOnNonEmptyCache:
            insert(uniqueCache(), to: sut, sourceLocation: sourceLocation)

            let deletionError = deleteCache(from: sut, sourceLocation: sourceLocation)

            #expect(
                deletionError == nil, "Expected non-empty cache deletion to succeed",
                sourceLocation: sourceLocation)

        case .test_delete_emptiesPreviouslyInsertedCache:
            insert(uniqueCache(), to: sut, sourceLocation: sourceLocation)

            deleteCache(from: sut, sourceLocation: sourceLocation)

            expect(sut, toRetrieve: .empty, sourceLocation: sourceLocation)
        }
    }
}
