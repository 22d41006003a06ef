import Foundation

public final class RemoteFeedLoader {
    private let url: URL
    private let client: HTTPClient

    public enum Error: Swift.Error {
        case connectivity
        case invalidData
    }

    public typealias Result = Swift.Result<[FeedItem], Swift.Error>

    // The singleton is now only a default: old call sites compile unchanged, tests pass a spy.
    public init(url: URL, client: HTTPClient = ApiClient.instance) {
        self.url = url
        self.client = client
    }

    public func load(completion: @escaping (Result) -> Void) {
        client.get(from: url) { [weak self] result in
            guard self != nil else { return }

            switch result {
            case let .success((data, response)):
                completion(Result { try FeedItemsMapper.map(data, from: response) })
            case .failure:
                completion(.failure(Error.connectivity))
            }
        }
    }
}
