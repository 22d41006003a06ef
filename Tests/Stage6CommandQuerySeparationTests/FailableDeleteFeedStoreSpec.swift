import Stage6CommandQuerySeparation
import Testing

/// The specs of a store that cannot write its deletions.
enum FailableDeleteFeedStoreSpec: CaseIterable {
    case test_delete_deliversErrorOnDeletionError
    case test_delete_hasNoSideEffectsOnDeletionError

    func assert(on sut: FeedStore, sourceLocation: SourceLocation = #_sourceLocation) {
        switch self {
        case .test_delete_deliversErrorOnDeletionError:
            let deletionError = deleteCache(from: sut, sourceLocation: sourceLocation)

            #expect(deletionError != nil, "Expected cache deletion to fail", sourceLocation: sourceLocation)

        case .test_delete_hasNoSideEffectsOnDeletionError:
            deleteCache(from: sut, sourceLocation: sourceLocation)

            expect(sut, toRetrieve: .failure, sourceLocation: sourceLocation)
        }
    }
}
