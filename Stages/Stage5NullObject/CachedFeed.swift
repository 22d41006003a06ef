import Foundation

public struct CachedFeed: Equatable {
    public let feed: [LocalFeedItem]
    public let timestamp: Date

    public init(feed: [LocalFeedItem], timestamp: Date) {
        self.feed = feed
        self.timestamp = timestamp
    }
}
