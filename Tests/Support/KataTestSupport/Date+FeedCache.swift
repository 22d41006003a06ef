import Foundation

/// A "now" that never moves, so that cache tests never depend on the real clock.
public func fixedCurrentDate() -> Date {
    Date(timeIntervalSinceReferenceDate: 700_000_000)
}

extension Date {
    /// The feed cache's rule, in the domain's words: seven days of 24 hours, in any time zone.
    public func minusFeedCacheMaxAge() -> Date {
        adding(days: -7)
    }

    /// Days of 24 hours, with no calendar and so no time zone: the suite means the same everywhere.
    public func adding(days: Int) -> Date {
        self + TimeInterval(days) * 24 * 60 * 60
    }

    public func adding(seconds: TimeInterval) -> Date {
        self + seconds
    }
}
