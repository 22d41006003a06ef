import Foundation

public final class RemoteFeedLoader {
    private let url: URL
    private let client: HTTPClient
    private let analytics: FeedLoadingAnalytics
    private let logger: FeedLoaderLogger

    public enum Error: Swift.Error {
        case connectivity
        case invalidData
    }

    public typealias Result = Swift.Result<[FeedItem], Swift.Error>

    // Optional collaborators default to Null Objects: callers that do not care never name them.
    public init(
        url: URL,
        client: HTTPClient,
        analytics: FeedLoadingAnalytics = NullFeedLoadingAnalytics.shared,
        logger: FeedLoaderLogger = NullFeedLoaderLogger.shared
    ) {
        self.url = url
        self.client = client
        self.analytics = analytics
        self.logger = logger
    }

    public func load(completion: @escaping (Result) -> Void) {
        analytics.didStartLoadingFeed()
        logger.log("Starting feed load from \(url)", level: .info)

        client.get(from: url) { [weak self] result in
            guard let self else { return }

            let feedResult = Self.map(result)
            self.record(feedResult)
            completion(feedResult)
        }
    }

    private static func map(_ result: HTTPClient.Result) -> Result {
        switch result {
        case let .success((data, response)):
            Result { try FeedItemsMapper.map(data, from: response) }
        case .failure:
            .failure(Error.connectivity)
        }
    }

    private func record(_ result: Result) {
        switch result {
        case let .success(items):
            analytics.didFinishLoadingFeed(itemCount: items.count)
            logger.log("Feed load successful", level: .info)
        case let .failure(error):
            logger.log("Feed load failed: \(error)", level: .error)
        }
    }
}
