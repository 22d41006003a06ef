import Foundation
import KataTestSupport
import Stage6CommandQuerySeparation
import Testing

/// The specs every `FeedImageDataStore` passes, written once and run like `FeedStoreSpec`.
enum FeedImageDataStoreSpec: CaseIterable {
    case test_retrieveImageData_deliversNotFoundWhenEmpty
    case test_retrieveImageData_deliversNotFoundWhenStoredDataURLDoesNotMatch
    case test_retrieveImageData_deliversFoundDataWhenThereIsAStoredImageDataMatchingURL
    case test_retrieveImageData_deliversLastInsertedValue
    case test_retrieveImageData_hasNoSideEffects

    func assert(on sut: FeedImageDataStore, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = URL(string: "https://a-url.com")!

        switch self {
        case .test_retrieveImageData_deliversNotFoundWhenEmpty:
            expect(sut, toRetrieve: .notFound, for: url, sourceLocation: sourceLocation)

        case .test_retrieveImageData_deliversNotFoundWhenStoredDataURLDoesNotMatch:
            insert(anyData(), for: url, into: sut, sourceLocation: sourceLocation)

            let anotherURL = URL(string: "https://another-url.com")!
            expect(sut, toRetrieve: .notFound, for: anotherURL, sourceLocation: sourceLocation)

        case .test_retrieveImageData_deliversFoundDataWhenThereIsAStoredImageDataMatchingURL:
            let storedData = anyData()
            insert(storedData, for: url, into: sut, sourceLocation: sourceLocation)

            expect(sut, toRetrieve: .found(storedData), for: url, sourceLocation: sourceLocation)

        case .test_retrieveImageData_deliversLastInsertedValue:
            let lastStoredData = Data("last".utf8)
            insert(Data("first".utf8), for: url, into: sut, sourceLocation: sourceLocation)
            insert(lastStoredData, for: url, into: sut, sourceLocation: sourceLocation)

            expect(sut, toRetrieve: .found(lastStoredData), for: url, sourceLocation: sourceLocation)

        case .test_retrieveImageData_hasNoSideEffects:
            let storedData = anyData()
            insert(storedData, for: url, into: sut, sourceLocation: sourceLocation)

            expect(sut, toRetrieve: .found(storedData), for: url, sourceLocation: sourceLocation)
            expect(sut, toRetrieve: .found(storedData), for: url, sourceLocation: sourceLocation)
        }
    }
}
