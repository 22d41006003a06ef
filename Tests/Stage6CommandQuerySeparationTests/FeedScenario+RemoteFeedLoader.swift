import KataTestSupport
import Stage6CommandQuerySeparation

extension FeedItemFixture {
    init(_ item: FeedImage) {
        self.init(
            id: item.id, description: item.description, location: item.location, imageURL: item.imageURL)
    }

    var model: FeedImage {
        FeedImage(id: id, description: description, location: location, imageURL: imageURL)
    }
}

extension FeedScenario.Outcome {
    init(_ result: RemoteFeedLoader.Result) {
        switch result {
        case let .success(items):
            self = .items(items.map(FeedItemFixture.init))
        case .failure(RemoteFeedLoader.Error.connectivity):
            self = .connectivity
        case .failure(RemoteFeedLoader.Error.invalidData):
            self = .invalidData
        case let .failure(error):
            self = .unexpected("\(error)")
        }
    }
}
