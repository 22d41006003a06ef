import Foundation

public final class RemoteFeedLoader {
    private let url: URL
    private let client: HTTPClient
    private let analytics: FeedLoadingAnalytics

    public enum Error: Swift.Error {
        case connectivity
        case invalidData
    }

    public typealias Result = Swift.Result<[FeedItem], Swift.Error>

    // Optional collaborators default to Null Objects: callers that do not care never name them.
    public init(
        url: URL,
        client: HTTPClient,
        analytics: FeedLoadingAnalytics = NullFeedLoadingAnalytics.shared
    ) {
        self.url = url
        self.client = client
        self.analytics = analytics
    }

    public func load(completion: @escaping (Result) -> Void) {
        analytics.didStartLoadingFeed()

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
        case .failure:
            break
        }
    }
}
