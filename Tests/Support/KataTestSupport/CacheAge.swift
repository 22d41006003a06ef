import Foundation
import Testing

/// How old a cache is against the seven-day rule, for the tests that differ only in that.
public enum CacheAge: CaseIterable, Sendable, CustomTestStringConvertible {
    case lessThanSevenDaysOld
    case sevenDaysOld
    case moreThanSevenDaysOld

    public static let expired: [CacheAge] = [.sevenDaysOld, .moreThanSevenDaysOld]

    public var timestamp: Date {
        switch self {
        case .lessThanSevenDaysOld: fixedCurrentDate().minusFeedCacheMaxAge().adding(seconds: 1)
        case .sevenDaysOld: fixedCurrentDate().minusFeedCacheMaxAge()
        case .moreThanSevenDaysOld: fixedCurrentDate().minusFeedCacheMaxAge().adding(seconds: -1)
        }
    }

    public var testDescription: String {
        switch self {
        case .lessThanSevenDaysOld: "a cache less than seven days old"
        case .sevenDaysOld: "a cache seven days old"
        case .moreThanSevenDaysOld: "a cache more than seven days old"
        }
    }
}
