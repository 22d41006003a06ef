import Foundation
import KataTestSupport
import Stage5NullObject
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite(.trackingMemoryLeaks, .timeLimit(.minutes(1)))
struct RemoteFeedImageDataLoaderTests {
    @Test func test_loadImageDataFromURL_requestsDataFromURL() async {
        let url = uniqueImageURL()
        URLProtocolStub.stub(url, data: anyData(), response: HTTPURLResponse(statusCode: 200), error: nil)
        let sut = makeSUT()

        _ = await completion { _ = sut.loadImageData(from: url, completion: $0) }

        #expect(URLProtocolStub.observedRequests(to: url).map(\.url) == [url])
    }

    @Test func test_loadImageDataFromURL_deliversConnectivityErrorOnClientError() async {
        let result = await resultFor(data: nil, response: nil, error: anyNSError())

        #expect(error(in: result) == .connectivity)
    }

    @Test(arguments: [199, 201, 300, 400, 500])
    func test_loadImageDataFromURL_deliversInvalidDataErrorOnNon200HTTPResponse(statusCode: Int) async {
        let result = await resultFor(
            data: anyData(), response: HTTPURLResponse(statusCode: statusCode), error: nil)

        #expect(error(in: result) == .invalidData)
    }

    @Test func test_loadImageDataFromURL_deliversInvalidDataErrorOn200HTTPResponseWithEmptyData() async {
        let result = await resultFor(data: Data(), response: HTTPURLResponse(statusCode: 200), error: nil)

        #expect(error(in: result) == .invalidData)
    }

    @Test func test_loadImageDataFromURL_deliversReceivedNonEmptyDataOn200HTTPResponse() async throws {
        let data = Data("image data".utf8)

        let result = await resultFor(data: data, response: HTTPURLResponse(statusCode: 200), error: nil)

        #expect(try #require(result).get() == data)
    }

    /// The stub never answers, so only a cancelled transport task can end this load.
    @Test func test_cancelLoadImageDataURLTask_cancelsURLRequest() async {
        let url = uniqueImageURL()
        URLProtocolStub.stubNeverAnswering(url)
        let sut = makeSUT()

        let result = await completion { complete in
            let task = sut.loadImageData(from: url, completion: complete)
            task.cancel()
            if task is NullFeedImageDataLoaderTask {
                Issue.record(
                    "An http URL has a transport task: return it, wrapped, so that cancel() reaches it.")
                complete(.failure(anyNSError()))
            }
        }

        #expect(error(in: result) == .connectivity)
    }

    @Test func test_loadImageDataFromURL_deliversInvalidURLErrorAndANullTaskForANonHTTPURL() {
        let sut = makeSUT()
        var results = [FeedImageDataLoader.Result]()

        let task = sut.loadImageData(from: URL(fileURLWithPath: "/etc/hosts")) { results.append($0) }

        #expect(results.map(error(in:)) == [.invalidURL])
        #expect(task is NullFeedImageDataLoaderTask)
    }

    // MARK: - Helpers

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> RemoteFeedImageDataLoader {
        let sut = RemoteFeedImageDataLoader(session: URLProtocolStub.makeSession())
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return sut
    }

    /// An http URL of this test's own: the loader fetches nothing else.
    private func uniqueImageURL() -> URL {
        URL(string: "https://image-url.com/\(UUID().uuidString)")!
    }

    /// The loader's result, or nil if it never completed within the suite's time limit.
    private func resultFor(
        data: Data?, response: URLResponse?, error: Error?
    ) async -> FeedImageDataLoader.Result? {
        let url = uniqueImageURL()
        URLProtocolStub.stub(url, data: data, response: response, error: error)
        let sut = makeSUT()

        return await completion { _ = sut.loadImageData(from: url, completion: $0) }
    }

    private func error(in result: FeedImageDataLoader.Result?) -> RemoteFeedImageDataLoader.Error? {
        guard case let .failure(error)? = result else { return nil }
        return error as? RemoteFeedImageDataLoader.Error
    }
}
