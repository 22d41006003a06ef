import Foundation
import KataTestSupport
import Stage5NullObject
import Testing

func uniqueItemFeed() -> (models: [FeedItem], local: [LocalFeedItem]) {
    let models = [uniqueItem(), uniqueItem()]
    let local = models.map {
        LocalFeedItem(id: $0.id, description: $0.description, location: $0.location, imageURL: $0.imageURL)
    }
    return (models, local)
}

/// The system under test of the cache use-case suites, with the spy for its store, tracked for leaks.
func makeSUT(
    currentDate: @escaping () -> Date = fixedCurrentDate,
    sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: LocalFeedCache, store: FeedStoreSpy) {
    let store = FeedStoreSpy()
    let sut = LocalFeedCache(store: store, currentDate: currentDate)
    trackForMemoryLeaks(store, sourceLocation: sourceLocation)
    trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
    return (sut, store)
}
