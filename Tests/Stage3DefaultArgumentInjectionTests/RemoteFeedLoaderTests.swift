import Foundation
import KataTestSupport
import Stage3DefaultArgumentInjection
import Testing

@Suite(.trackingMemoryLeaks)
struct RemoteFeedLoaderTests {
    @Test func test_init_doesNotRequestDataFromURL() {
        let (_, client) = makeSUT()

        #expect(client.requestedURLs.isEmpty)
    }

    @Test func test_load_requestsDataFromURL() {
        let url = URL(string: "https://a-given-url.com")!
        let (sut, client) = makeSUT(url: url)

        sut.load { _ in }

        #expect(client.requestedURLs == [url])
    }

    @Test func test_loadTwice_requestsDataFromURLTwice() {
        let url = URL(string: "https://a-given-url.com")!
        let (sut, client) = makeSUT(url: url)

        sut.load { _ in }
        sut.load { _ in }

        #expect(client.requestedURLs == [url, url])
    }

    @Test func test_loadTwice_deliversEachClientResultToItsOwnLoad() {
        let (sut, client) = makeSUT()
        var firstOutcomes = [FeedScenario.Outcome]()
        var secondOutcomes = [FeedScenario.Outcome]()
        sut.load { firstOutcomes.append(FeedScenario.Outcome($0)) }
        sut.load { secondOutcomes.append(FeedScenario.Outcome($0)) }

        client.complete(with: anyNSError(), at: 1)

        #expect(firstOutcomes == [])
        #expect(secondOutcomes == [.connectivity])
    }

    @Test func test_load_deliversErrorOnClientError() {
        let (sut, client) = makeSUT()

        expect(sut, toCompleteWith: .connectivity) {
            client.complete(with: anyNSError())
        }
    }

    @Test(arguments: [199, 201, 204, 300, 304, 400, 401, 404, 500, 503])
    func test_load_deliversErrorOnNon200HTTPResponse(statusCode: Int) {
        let (sut, client) = makeSUT()
        let validJSON = makeItemsJSON([FeedItemFixture(id: UUID(), imageURL: anyURL())])

        expect(sut, toCompleteWith: .invalidData) {
            client.complete(withStatusCode: statusCode, data: validJSON)
        }
    }

    @Test func test_load_deliversErrorOn200HTTPResponseWithInvalidJSON() {
        let (sut, client) = makeSUT()

        expect(sut, toCompleteWith: .invalidData) {
            client.complete(withStatusCode: 200, data: Data("invalid json".utf8))
        }
    }

    @Test func test_load_deliversNoItemsOn200HTTPResponseWithEmptyJSONList() {
        let (sut, client) = makeSUT()

        expect(sut, toCompleteWith: .items([])) {
            client.complete(withStatusCode: 200, data: makeItemsJSON([FeedItemFixture]()))
        }
    }

    @Test func test_load_deliversItemsOn200HTTPResponseWithJSONItems() {
        let (sut, client) = makeSUT()
        let (item1, item2) = FeedItemFixture.twoItems()

        expect(sut, toCompleteWith: .items([item1, item2])) {
            client.complete(withStatusCode: 200, data: makeItemsJSON([item1, item2]))
        }
    }

    @Test func test_load_doesNotDeliverResultAfterSUTInstanceHasBeenDeallocated() {
        let client = HTTPClientSpy()
        var sut: RemoteFeedLoader? = RemoteFeedLoader(url: anyURL(), client: client)

        var capturedResults = [RemoteFeedLoader.Result]()
        sut?.load { capturedResults.append($0) }
        sut = nil
        client.complete(withStatusCode: 200, data: makeItemsJSON([FeedItemFixture]()))

        #expect(capturedResults.isEmpty)
    }

    @Test(arguments: FeedScenario.all)
    func test_load_deliversTheFeedScenarioOutcome(_ scenario: FeedScenario) {
        let (sut, client) = makeSUT()

        expect(sut, toCompleteWith: scenario.expected) {
            client.complete(with: scenario)
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        url: URL = anyURL(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: RemoteFeedLoader, client: HTTPClientSpy) {
        let client = HTTPClientSpy()
        let sut = RemoteFeedLoader(url: url, client: client)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(client, sourceLocation: sourceLocation)
        return (sut, client)
    }

    private func expect(
        _ sut: RemoteFeedLoader,
        toCompleteWith expected: FeedScenario.Outcome,
        when action: () -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var receivedOutcomes = [FeedScenario.Outcome]()
        sut.load { receivedOutcomes.append(FeedScenario.Outcome($0)) }

        action()

        #expect(receivedOutcomes == [expected], sourceLocation: sourceLocation)
    }
}
