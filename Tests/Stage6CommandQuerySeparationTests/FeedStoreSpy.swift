import Foundation
import KataTestSupport
import Stage6CommandQuerySeparation
import Testing

/// Records what the cache asks of its store, in order, and lets the test complete each request.
final class FeedStoreSpy: FeedStore {
    enum ReceivedMessage: Equatable {
        case deleteCachedFeed
        case insert([LocalFeedImage], Date)
        case retrieve
    }

    private(set) var receivedMessages = [ReceivedMessage]()

    private var deletionCompletions = [(DeletionResult) -> Void]()
    private var insertionCompletions = [(InsertionResult) -> Void]()
    private var retrievalCompletions = [(RetrievalResult) -> Void]()

    func deleteCachedFeed(completion: @escaping (DeletionResult) -> Void) {
        deletionCompletions.append(completion)
        receivedMessages.append(.deleteCachedFeed)
    }

    func completeDeletion(
        with error: Error, at index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        deletionCompletions.request(at: index, of: "deletion", sourceLocation: sourceLocation)?(
            .failure(error))
    }

    func completeDeletionSuccessfully(at index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) {
        deletionCompletions.request(at: index, of: "deletion", sourceLocation: sourceLocation)?(.success(()))
    }

    func insert(_ feed: [LocalFeedImage], timestamp: Date, completion: @escaping (InsertionResult) -> Void) {
        insertionCompletions.append(completion)
        receivedMessages.append(.insert(feed, timestamp))
    }

    func completeInsertion(
        with error: Error, at index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        insertionCompletions.request(at: index, of: "insertion", sourceLocation: sourceLocation)?(
            .failure(error))
    }

    func completeInsertionSuccessfully(at index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) {
        insertionCompletions.request(at: index, of: "insertion", sourceLocation: sourceLocation)?(
            .success(()))
    }

    func retrieve(completion: @escaping (RetrievalResult) -> Void) {
        retrievalCompletions.append(completion)
        receivedMessages.append(.retrieve)
    }

    func completeRetrieval(
        with error: Error, at index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        retrievalCompletions.request(at: index, of: "retrieval", sourceLocation: sourceLocation)?(
            .failure(error))
    }

    func completeRetrievalWithEmptyCache(at index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation)
    {
        retrievalCompletions.request(at: index, of: "retrieval", sourceLocation: sourceLocation)?(
            .success(nil))
    }

    func completeRetrieval(
        with feed: [LocalFeedImage], timestamp: Date, at index: Int = 0,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        retrievalCompletions.request(at: index, of: "retrieval", sourceLocation: sourceLocation)?(
            .success(CachedFeed(feed: feed, timestamp: timestamp)))
    }
}
