import Foundation
import Stage5NullObject
import Testing

/// Records what the cache asks of its store, in order, and lets the test complete each request.
final class FeedStoreSpy: FeedStore {
    enum ReceivedMessage: Equatable {
        case deleteCachedFeed
        case insert([LocalFeedItem], Date)
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
        completion(at: index, of: deletionCompletions, "deletion", sourceLocation)?(.failure(error))
    }

    func completeDeletionSuccessfully(at index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) {
        completion(at: index, of: deletionCompletions, "deletion", sourceLocation)?(.success(()))
    }

    func insert(_ feed: [LocalFeedItem], timestamp: Date, completion: @escaping (InsertionResult) -> Void) {
        insertionCompletions.append(completion)
        receivedMessages.append(.insert(feed, timestamp))
    }

    func completeInsertion(
        with error: Error, at index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        completion(at: index, of: insertionCompletions, "insertion", sourceLocation)?(.failure(error))
    }

    func completeInsertionSuccessfully(at index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) {
        completion(at: index, of: insertionCompletions, "insertion", sourceLocation)?(.success(()))
    }

    func retrieve(completion: @escaping (RetrievalResult) -> Void) {
        retrievalCompletions.append(completion)
        receivedMessages.append(.retrieve)
    }

    func completeRetrieval(
        with error: Error, at index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        completion(at: index, of: retrievalCompletions, "retrieval", sourceLocation)?(.failure(error))
    }

    func completeRetrievalWithEmptyCache(at index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation)
    {
        completion(at: index, of: retrievalCompletions, "retrieval", sourceLocation)?(.success(nil))
    }

    func completeRetrieval(
        with feed: [LocalFeedItem], timestamp: Date, at index: Int = 0,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        completion(at: index, of: retrievalCompletions, "retrieval", sourceLocation)?(
            .success(CachedFeed(feed: feed, timestamp: timestamp)))
    }

    /// The completion of a request; completing one the cache never made fails the test, and does
    /// not trap: a trap would end every stage's tests at once.
    private func completion<Result>(
        at index: Int, of completions: [(Result) -> Void], _ request: String, _ sourceLocation: SourceLocation
    ) -> ((Result) -> Void)? {
        guard completions.indices.contains(index) else {
            Issue.record(
                "No \(request) request at index \(index): the cache made \(completions.count).",
                sourceLocation: sourceLocation)
            return nil
        }
        return completions[index]
    }
}
