import Foundation

/// A clock for the tool's tests that moves a minute each time it is read, from a fixed start. Behind
/// an `NSLock`, as `CheckStub`, since the tool's clock must be `@Sendable`.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var time = Date(timeIntervalSince1970: 1_000)

    /// The next reading: a minute after the last.
    @Sendable func next() -> Date {
        lock.lock()
        defer { lock.unlock() }
        time += 60
        return time
    }
}
