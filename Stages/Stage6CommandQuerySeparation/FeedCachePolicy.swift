import Foundation

/// The business rule of the cache: a cache is valid while it is less than seven days old.
///
/// Seven days are 7 × 24 hours, a fixed interval: the rule means the same in every time zone and
/// across a daylight-saving change. See Stages/Stage5NullObject/README.md.
enum FeedCachePolicy {
    private static let maxCacheAge: TimeInterval = 7 * 24 * 60 * 60

    static func validate(_ timestamp: Date, against date: Date) -> Bool {
        date < timestamp + maxCacheAge
    }
}
