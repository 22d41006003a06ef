import Foundation
import KataTestSupport
import Stage6CommandQuerySeparation
import Testing

@Suite(.trackingMemoryLeaks)
struct RemoteFeedLoaderLoggingTests {
    @Test(arguments: FeedScenario.all)
    func test_load_logsStartAndOutcome(_ scenario: FeedScenario) {
        let url = URL(string: "https://a-given-url.com")!
        let (sut, client, logger) = makeSUT(url: url)

        sut.load { _ in }
        client.complete(with: scenario)

        #expect(
            logger.messages == [
                .init(message: "Starting feed load from https://a-given-url.com", level: .info),
                lastMessage(for: scenario.expected),
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

    private func lastMessage(for outcome: FeedScenario.Outcome) -> FeedLoaderLoggerSpy.Message {
        switch outcome {
        case .items: .init(message: "Feed load successful", level: .info)
        case .connectivity: .init(message: "Feed load failed: connectivity", level: .error)
        case .invalidData: .init(message: "Feed load failed: invalidData", level: .error)
        case let .unexpected(description): .init(message: "unexpected: \(description)", level: .error)
        }
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
