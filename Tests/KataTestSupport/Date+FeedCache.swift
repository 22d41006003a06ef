import Foundation

/// A "now" that never moves, so that cache tests never depend on the real clock.
public func fixedCurrentDate() -> Date {
    Date(timeIntervalSinceReferenceDate: 700_000_000)
}

extension Date {
    /// The feed cache's rule, in the domain's words: seven days.
    public func minusFeedCacheMaxAge() -> Date {
        adding(days: -7)
    }

    public func adding(days: Int) -> Date {
        Calendar(identifier: .gregorian).date(byAdding: .day, value: days, to: self)!
    }

    public func adding(seconds: TimeInterval) -> Date {
        self + seconds
    }
}
