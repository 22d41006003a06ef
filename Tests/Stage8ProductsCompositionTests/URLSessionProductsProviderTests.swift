import Foundation
import KataTestSupport
import Stage8ProductsComposition
import Testing

@Suite(.trackingMemoryLeaks)
struct URLSessionProductsProviderTests {
    @Test func test_getAll_requestsTheURL() async throws {
        let url = uniqueURL()
        URLProtocolStub.stub(url, with: .products([]))

        _ = try await makeSUT(url: url).getAll()

        #expect(URLProtocolStub.observedRequests(to: url).map(\.url) == [url])
    }

    @Test func test_getAll_deliversProductsOn200WithValidJSON() async throws {
        let url = uniqueURL()
        let fixtures = [ProductFixture(id: "1", name: "a product", sales: 3)]
        URLProtocolStub.stub(url, with: .products(fixtures))

        let products = try await makeSUT(url: url).getAll()

        #expect(products == [Product(id: "1", name: "a product", sales: 3)])
    }

    @Test(arguments: [199, 201, 300, 404, 500])
    func test_getAll_throwsInvalidDataOnNon200Response(statusCode: Int) async {
        let url = uniqueURL()
        URLProtocolStub.stub(url, with: .status(statusCode, []))

        await #expect(throws: URLSessionProductsProvider.Error.invalidData) {
            try await makeSUT(url: url).getAll()
        }
    }

    @Test func test_getAll_throwsInvalidDataOn200WithInvalidJSON() async {
        let url = uniqueURL()
        URLProtocolStub.stub(url, with: .invalidJSON)

        await #expect(throws: URLSessionProductsProvider.Error.invalidData) {
            try await makeSUT(url: url).getAll()
        }
    }

    @Test func test_getAll_throwsOnRequestError() async {
        let url = uniqueURL()
        URLProtocolStub.stub(url, with: .failure)

        await #expect(throws: (any Error).self) {
            try await makeSUT(url: url).getAll()
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        url: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) -> URLSessionProductsProvider {
        let sut = URLSessionProductsProvider(urlSession: URLProtocolStub.makeSession(), url: url)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return sut
    }
}
