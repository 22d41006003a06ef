import Foundation
import KataTestSupport
import Stage6CommandQuerySeparation
import Testing

func uniqueCache(timestamp: Date = fixedCurrentDate()) -> CachedFeed {
    CachedFeed(feed: uniqueImageFeed().local, timestamp: timestamp)
}

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
    _ sut: FeedStore, toRetrieveTwice expected: RetrievedCache,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expect(sut, toRetrieve: expected, sourceLocation: sourceLocation)
    expect(sut, toRetrieve: expected, sourceLocation: sourceLocation)
}

func expect(
    _ sut: FeedStore, toRetrieve expected: RetrievedCache, sourceLocation: SourceLocation = #_sourceLocation
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
