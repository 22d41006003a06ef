import Stage6CommandQuerySeparation
import Testing

/// The specs of a store whose retrieval fails, such as a file store over a corrupt file.
enum FailableRetrieveFeedStoreSpec: CaseIterable {
    case test_retrieve_deliversFailureOnRetrievalError
    case test_retrieve_hasNoSideEffectsOnFailure

    func assert(on sut: FeedStore, sourceLocation: SourceLocation = #_sourceLocation) {
        switch self {
        case .test_retrieve_deliversFailureOnRetrievalError:
            expect(sut, toRetrieve: .failure, sourceLocation: sourceLocation)

        case .test_retrieve_hasNoSideEffectsOnFailure:
            expect(sut, toRetrieveTwice: .failure, sourceLocation: sourceLocation)
        }
    }
}
