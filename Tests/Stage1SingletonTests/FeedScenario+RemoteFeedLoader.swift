import KataTestSupport
import Stage1Singleton

extension FeedItemFixture {
    var model: FeedItem {
        FeedItem(id: id, description: description, location: location, imageURL: imageURL)
    }
}

extension FeedScenario.Outcome {
    init(_ result: RemoteFeedLoader.Result) {
        switch result {
        case let .success(items):
            self = .items(
                items.map {
                    FeedItemFixture(
                        id: $0.id, description: $0.description, location: $0.location, imageURL: $0.imageURL)
                }
            )
        case .failure(RemoteFeedLoader.Error.connectivity):
            self = .connectivity
        case .failure(RemoteFeedLoader.Error.invalidData):
            self = .invalidData
        case let .failure(error):
            self = .unexpected("\(error)")
        }
    }
}
