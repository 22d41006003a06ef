import Foundation
import Stage6CommandQuerySeparation
import Testing

@discardableResult
func insert(
    _ data: Data, for url: URL, into sut: FeedImageDataStore,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Error? {
    var results = [FeedImageDataStore.InsertionResult]()
    sut.insert(data, for: url) { results.append($0) }
    return theOnlyError(in: results, of: "image data insertion", sourceLocation: sourceLocation)
}

func expect(
    _ sut: FeedImageDataStore,
    toRetrieve expected: RetrievedImageData,
    for url: URL,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    var retrieved = [RetrievedImageData]()
    sut.retrieve(dataForURL: url) { result in
        switch result {
        case .success(.none): retrieved.append(.notFound)
        case let .success(.some(data)): retrieved.append(.found(data))
        case .failure: retrieved.append(.failure)
        }
    }

    #expect(retrieved == [expected], sourceLocation: sourceLocation)
}
