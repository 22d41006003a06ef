import Foundation

/// A `UserDefaults` suite of the test's own, removed when the last reference to it goes away.
/// Keep one as a stored property of the suite, like `TemporaryDirectory`.
public final class TemporaryUserDefaults: @unchecked Sendable {
    public let userDefaults: UserDefaults
    private let suiteName: String

    public init() {
        suiteName = "DependencyInjectionKatas.\(UUID().uuidString)"
        userDefaults = UserDefaults(suiteName: suiteName)!
    }

    deinit {
        userDefaults.removePersistentDomain(forName: suiteName)
    }
}
