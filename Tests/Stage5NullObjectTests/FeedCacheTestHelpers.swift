import Foundation
import KataTestSupport
import Stage5NullObject

func uniqueItem() -> FeedItem {
    FeedItem(id: UUID(), description: "any", location: "any", imageURL: anyURL())
}

func uniqueItemFeed() -> (models: [FeedItem], local: [LocalFeedItem]) {
    let models = [uniqueItem(), uniqueItem()]
    let local = models.map {
        LocalFeedItem(id: $0.id, description: $0.description, location: $0.location, imageURL: $0.imageURL)
    }
    return (models, local)
}
