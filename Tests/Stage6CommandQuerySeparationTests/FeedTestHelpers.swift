import Foundation
import KataTestSupport
import Stage6CommandQuerySeparation

func uniqueImage() -> FeedImage {
    FeedImage(id: UUID(), description: "any", location: "any", imageURL: uniqueURL())
}

extension Result {
    /// What an operation reported, in a form tests can compare: nil for a success.
    var error: NSError? {
        if case let .failure(error) = self { error as NSError } else { nil }
    }
}
