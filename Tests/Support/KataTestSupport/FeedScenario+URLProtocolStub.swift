import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLProtocolStub {
    /// Makes the URL loading system answer `url` the way the scenario's HTTP client does.
    public static func stub(_ url: URL, with scenario: FeedScenario) {
        switch scenario.clientResult {
        case .failure:
            stub(url, data: nil, response: nil, error: anyNSError())
        case let .response(statusCode, body):
            let response = HTTPURLResponse(
                url: url, statusCode: statusCode, httpVersion: nil, headerFields: nil)
            stub(url, data: body, response: response, error: nil)
        }
    }
}
