import Foundation
import KataTestSupport
import Testing

import Stage6CommandQuerySeparation

// The specs every FeedImageDataStore must pass, written once, like FeedStoreSpecs.

protocol FeedImageDataStoreSpecs {
    func test_retrieveImageData_deliversNotFoundWhenEmpty()
    func test_retrieveImageData_deliversNotFoundWhenStoredDataURLDoesNotMatch()
    func test_retrieveImageData_deliversFoundDataWhenThereIsAStoredImageDataMatchingURL()
    func test_retrieveImageData_deliversLastInsertedValue()
    func test_retrieveImageData_hasNoSideEffects()
}

protocol FailableFeedImageDataStoreSpecs: FeedImageDataStoreSpecs {
    func test_insertImageData_deliversErrorOnInsertionError() throws
    func test_retrieveImageData_deliversFailureOnRetrievalError() throws
}

/// What an image-data retrieval delivered, in a form tests can compare.
enum RetrievedImageData: Equatable {
    case notFound
    case found(Data)
    case failure
}

extension FeedImageDataStoreSpecs {
    func assertThatRetrieveImageDataDeliversNotFoundWhenEmpty(
        on sut: FeedImageDataStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expect(sut, toRetrieve: .notFound, for: anyURL(), sourceLocation: sourceLocation)
    }

    func assertThatRetrieveImageDataDeliversNotFoundWhenStoredDataURLDoesNotMatch(
        on sut: FeedImageDataStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        insert(anyData(), for: URL(string: "https://a-url.com")!, into: sut)

        expect(
            sut, toRetrieve: .notFound, for: URL(string: "https://another-url.com")!,
            sourceLocation: sourceLocation)
    }

    func assertThatRetrieveImageDataDeliversFoundDataWhenThereIsAStoredImageDataMatchingURL(
        on sut: FeedImageDataStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let storedData = anyData()
        let url = URL(string: "https://a-url.com")!

        insert(storedData, for: url, into: sut)

        expect(sut, toRetrieve: .found(storedData), for: url, sourceLocation: sourceLocation)
    }

    func assertThatRetrieveImageDataDeliversLastInsertedValue(
        on sut: FeedImageDataStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let lastStoredData = Data("last".utf8)
        let url = URL(string: "https://a-url.com")!

        insert(Data("first".utf8), for: url, into: sut)
        insert(lastStoredData, for: url, into: sut)

        expect(sut, toRetrieve: .found(lastStoredData), for: url, sourceLocation: sourceLocation)
    }

    func assertThatRetrieveImageDataHasNoSideEffects(
        on sut: FeedImageDataStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let storedData = anyData()
        let url = URL(string: "https://a-url.com")!

        insert(storedData, for: url, into: sut)

        expect(sut, toRetrieve: .found(storedData), for: url, sourceLocation: sourceLocation)
        expect(sut, toRetrieve: .found(storedData), for: url, sourceLocation: sourceLocation)
    }

    @discardableResult
    func insert(
        _ data: Data,
        for url: URL,
        into sut: FeedImageDataStore,
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
}
