import Foundation
import KataTestSupport
import Stage6CommandQuerySeparation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Records every request and lets the test decide when, and how, each one completes.
final class HTTPClientSpy: HTTPClient {
    private var messages = [(url: URL, completion: @MainActor (HTTPClient.Result) -> Void)]()

    var requestedURLs: [URL] {
        messages.map(\.url)
    }

    func get(from url: URL, completion: @escaping @MainActor (HTTPClient.Result) -> Void) {
        messages.append((url, completion))
    }

    func complete(with error: Error, at index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let message = messages.request(at: index, of: "HTTP", sourceLocation: sourceLocation) else {
            return
        }
        message.completion(.failure(error))
    }

    func complete(
        withStatusCode code: Int, data: Data, at index: Int = 0,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let message = messages.request(at: index, of: "HTTP", sourceLocation: sourceLocation) else {
            return
        }
        let response = HTTPURLResponse(
            url: message.url, statusCode: code, httpVersion: nil, headerFields: nil)!
        message.completion(.success((data, response)))
    }

    func complete(
        with scenario: FeedScenario, at index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        switch scenario.clientResult {
        case .failure:
            complete(with: anyNSError(), at: index, sourceLocation: sourceLocation)
        case let .response(statusCode, body):
            complete(withStatusCode: statusCode, data: body, at: index, sourceLocation: sourceLocation)
        }
    }
}
