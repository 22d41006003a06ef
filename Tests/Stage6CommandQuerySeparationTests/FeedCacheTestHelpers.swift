import Foundation
import KataTestSupport
import Stage6CommandQuerySeparation
import Testing

func uniqueImageFeed() -> (models: [FeedImage], local: [LocalFeedImage]) {
    let models = [uniqueImage(), uniqueImage()]
    let local = models.map {
        LocalFeedImage(id: $0.id, description: $0.description, location: $0.location, imageURL: $0.imageURL)
    }
    return (models, local)
}

/// The system under test of the cache use-case suites, with the spy for its store, tracked for leaks.
func makeSUT(
    currentDate: @escaping () -> Date = fixedCurrentDate,
    sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: LocalFeedLoader, store: FeedStoreSpy) {
    let store = FeedStoreSpy()
    let sut = LocalFeedLoader(store: store, currentDate: currentDate)
    trackForMemoryLeaks(store, sourceLocation: sourceLocation)
    trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
    return (sut, store)
}

/// Runs one of the cache's commands, lets `action` complete the store's requests, and expects the
/// command to report exactly once: the error, or nil for a success. Generic over what a success
/// carries, so that a command that answers with data still compiles here and the goal checks of
/// `kata done` can say why it should not.
func expect<Success>(
    _ command: (@escaping (Result<Success, Error>) -> Void) -> Void,
    toCompleteWithError expectedError: NSError?,
    when action: () -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    var receivedErrors = [NSError?]()
    command { receivedErrors.append($0.error) }

    action()

    #expect(receivedErrors == [expectedError], sourceLocation: sourceLocation)
}
