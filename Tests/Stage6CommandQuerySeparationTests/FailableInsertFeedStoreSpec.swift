import Stage6CommandQuerySeparation
import Testing

/// The specs of a store that cannot write its insertions.
enum FailableInsertFeedStoreSpec: CaseIterable {
    case test_insert_deliversErrorOnInsertionError
    case test_insert_hasNoSideEffectsOnInsertionError

    func assert(on sut: FeedStore, sourceLocation: SourceLocation = #_sourceLocation) {
        switch self {
        case .test_insert_deliversErrorOnInsertionError:
            let insertionError = insert(uniqueCache(), to: sut, sourceLocation: sourceLocation)

            #expect(
                insertionError != nil, "Expected cache insertion to fail with an error",
                sourceLocation: sourceLocation)

        case .test_insert_hasNoSideEffectsOnInsertionError:
            insert(uniqueCache(), to: sut, sourceLocation: sourceLocation)

            expect(sut, toRetrieve: .failure, sourceLocation: sourceLocation)
        }
    }
}
