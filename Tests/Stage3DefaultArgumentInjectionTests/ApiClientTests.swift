import Foundation
import KataTestSupport
import Stage3DefaultArgumentInjection
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// ApiClient seen only through the HTTPClient protocol: the contract the loader now depends on.
@Suite(.timeLimit(.minutes(1)))
struct ApiClientTests {
    @Test func test_getFromURL_asAnHTTPClient_deliversDataAndResponse() async throws {
        let url = uniqueURL()
        let data = anyData()
        URLProtocolStub.interceptSharedSession()
        URLProtocolStub.stub(
            url, data: data,
            response: HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: nil),
            error: nil)
        let client: HTTPClient = ApiClient.instance

        let (receivedData, receivedResponse) = try #require(await result(of: client, from: url)).get()

        #expect(receivedData == data)
        #expect(receivedResponse.statusCode == 200)
    }

    @Test func test_getFromURL_asAnHTTPClient_deliversErrorOnRequestError() async throws {
        let url = uniqueURL()
        URLProtocolStub.interceptSharedSession()
        URLProtocolStub.stub(url, data: nil, response: nil, error: anyNSError())
        let client: HTTPClient = ApiClient.instance

        let result = try #require(await result(of: client, from: url))

        #expect(throws: (any Error).self) { try result.get() }
    }

    // MARK: - Helpers

    /// The client's result, or nil if it never completed within the suite's time limit.
    private func result(of client: HTTPClient, from url: URL) async -> HTTPClient.Result? {
        await completion { client.get(from: url, completion: $0) }
    }
}
