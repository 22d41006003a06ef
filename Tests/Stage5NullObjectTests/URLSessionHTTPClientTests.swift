import Foundation
import KataTestSupport
import Stage5NullObject
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite(.trackingMemoryLeaks, .timeLimit(.minutes(1)))
struct URLSessionHTTPClientTests {
    @Test func test_getFromURL_performsGETRequestWithURL() async {
        let url = uniqueURL()
        URLProtocolStub.stub(url, data: anyData(), response: anyHTTPURLResponse(), error: nil)

        _ = await result(from: url)

        let requests = URLProtocolStub.observedRequests(to: url)
        #expect(requests.map(\.url) == [url])
        #expect(requests.map(\.httpMethod) == ["GET"])
    }

    @Test func test_getFromURL_failsOnRequestError() async throws {
        let requestError = anyNSError()

        let receivedError = try #require(
            await resultErrorFor(data: nil, response: nil, error: requestError) as NSError?)

        #expect(receivedError.domain == requestError.domain)
        #expect(receivedError.code == requestError.code)
    }

    @Test(arguments: Representation.invalid)
    func test_getFromURL_failsOnAllInvalidRepresentationCases(_ representation: Representation) async {
        let error = await resultErrorFor(
            data: representation.data,
            response: representation.response,
            error: representation.error
        )

        #expect(error != nil)
    }

    @Test func test_getFromURL_succeedsOnHTTPURLResponseWithData() async throws {
        let data = anyData()
        let response = anyHTTPURLResponse()

        let received = try #require(await resultValuesFor(data: data, response: response, error: nil))

        #expect(received.data == data)
        #expect(received.response.url == response.url)
        #expect(received.response.statusCode == response.statusCode)
    }

    @Test func test_getFromURL_succeedsWithEmptyDataOnHTTPURLResponseWithNilData() async throws {
        let response = anyHTTPURLResponse()

        let received = try #require(await resultValuesFor(data: nil, response: response, error: nil))

        #expect(received.data == Data())
        #expect(received.response.statusCode == response.statusCode)
    }

    // MARK: - Helpers

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> HTTPClient {
        let sut = URLSessionHTTPClient(session: URLProtocolStub.makeSession())
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return sut
    }

    private func result(
        from url: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> HTTPClient.Result? {
        let sut = makeSUT(sourceLocation: sourceLocation)
        return await completion { sut.get(from: url, completion: $0) }
    }

    /// The adapter's result, or nil if it never completed within the suite's time limit.
    private func resultFor(data: Data?, response: URLResponse?, error: Error?) async -> HTTPClient.Result? {
        let url = uniqueURL()
        URLProtocolStub.stub(url, data: data, response: response, error: error)
        return await result(from: url)
    }

    private func resultErrorFor(data: Data?, response: URLResponse?, error: Error?) async -> Error? {
        switch await resultFor(data: data, response: response, error: error) {
        case let .failure(error)?: error
        case .success, nil: nil
        }
    }

    private func resultValuesFor(
        data: Data?,
        response: URLResponse?,
        error: Error?
    ) async -> (data: Data, response: HTTPURLResponse)? {
        switch await resultFor(data: data, response: response, error: error) {
        case let .success(values)?: values
        case .failure, nil: nil
        }
    }

    /// One combination of what the URL loading system may hand back.
    nonisolated struct Representation: Sendable, Codable, CustomTestStringConvertible {
        let hasData: Bool
        let responseKind: ResponseKind
        let hasError: Bool

        enum ResponseKind: Sendable, Codable {
            case none, nonHTTP, http
        }

        var data: Data? { hasData ? anyData() : nil }
        var error: Error? { hasError ? anyNSError() : nil }
        var response: URLResponse? {
            switch responseKind {
            case .none: nil
            case .nonHTTP:
                URLResponse(url: anyURL(), mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
            case .http: anyHTTPURLResponse()
            }
        }

        var testDescription: String {
            "data: \(hasData ? "some" : "nil"), response: \(responseKind), error: \(hasError ? "some" : "nil")"
        }

        static let invalid = [
            Representation(hasData: false, responseKind: .none, hasError: false),
            Representation(hasData: false, responseKind: .nonHTTP, hasError: false),
            Representation(hasData: true, responseKind: .none, hasError: false),
            Representation(hasData: true, responseKind: .none, hasError: true),
            Representation(hasData: false, responseKind: .nonHTTP, hasError: true),
            Representation(hasData: false, responseKind: .http, hasError: true),
            Representation(hasData: true, responseKind: .nonHTTP, hasError: true),
            Representation(hasData: true, responseKind: .http, hasError: true),
            Representation(hasData: true, responseKind: .nonHTTP, hasError: false),
        ]
    }
}
