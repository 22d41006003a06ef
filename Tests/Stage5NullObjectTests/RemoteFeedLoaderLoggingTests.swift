import Foundation
import KataTestSupport
import Stage5NullObject
import Testing

@Suite(.trackingMemoryLeaks)
struct RemoteFeedLoaderLoggingTests {
    @Test func test_load_logsStartAndSuccess() {
        let url = URL(string: "https://a-given-url.com")!
        let (sut, client, logger) = makeSUT(url: url)

        sut.load { _ in }
        client.complete(withStatusCode: 200, data: makeItemsJSON([FeedItemFixture]()))

        #expect(
            logger.messages == [
                .init(message: "Starting feed load from https://a-given-url.com", level: .info),
                .init(message: "Feed load successful", level: .info),
            ]
        )
    }

    @Test func test_load_logsStartAndConnectivityFailure() {
        let url = URL(string: "https://a-given-url.com")!
        let (sut, client, logger) = makeSUT(url: url)

        sut.load { _ in }
        client.complete(with: anyNSError())

        #expect(
            logger.messages == [
                .init(message: "Starting feed load from https://a-given-url.com", level: .info),
                .init(message: "Feed load failed: connectivity", level: .error),
            ]
        )
    }

    @Test func test_load_logsStartAndInvalidDataFailure() {
        let url = URL(string: "https://a-given-url.com")!
        let (sut, client, logger) = makeSUT(url: url)

        sut.load { _ in }
        client.complete(withStatusCode: 404, data: Data())

        #expect(
            logger.messages == [
                .init(message: "Starting feed load from https://a-given-url.com", level: .info),
                .init(message: "Feed load failed: invalidData", level: .error),
            ]
        )
    }

    // MARK: - Helpers

    private func makeSUT(
        url: URL,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: RemoteFeedLoader, client: HTTPClientSpy, logger: FeedLoaderLoggerSpy) {
        let client = HTTPClientSpy()
        let logger = FeedLoaderLoggerSpy()
        let sut = RemoteFeedLoader(url: url, client: client, logger: logger)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(logger, sourceLocation: sourceLocation)
        return (sut, client, logger)
    }

    private final class FeedLoaderLoggerSpy: FeedLoaderLogger {
        struct Message: Equatable {
            let message: String
            let level: LogLevel
        }

        private(set) var messages = [Message]()

        func log(_ message: String, level: LogLevel) {
            messages.append(Message(message: message, level: level))
        }
    }
}
