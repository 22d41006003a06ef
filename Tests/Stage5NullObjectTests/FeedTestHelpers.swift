import Foundation
import KataTestSupport
import Stage5NullObject

func uniqueItem() -> FeedItem {
    FeedItem(id: UUID(), description: "any", location: "any", imageURL: uniqueURL())
}

extension Result {
    /// What an operation reported, in a form tests can compare: nil for a success.
    var error: NSError? {
        if case let .failure(error) = self { error as NSError } else { nil }
    }
}
