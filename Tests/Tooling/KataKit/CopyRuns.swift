import Foundation

/// The outcomes of the copies' runs, which `CopiesRunner` starts several at once, gathered as each
/// ends: behind a lock (an `NSLock`, which the thread sanitizer can see on Linux).
final class CopyRuns: @unchecked Sendable {
    private let lock = NSLock()
    private var outcomes: [String: Result<CheckOutcome, any Error>] = [:]

    func add(_ outcome: Result<CheckOutcome, any Error>, of copy: String) {
        lock.lock()
        defer { lock.unlock() }
        outcomes[copy] = outcome
    }

    /// Each copy's outcome; the first error a run threw, thrown.
    func gathered() throws -> [String: CheckOutcome] {
        lock.lock()
        defer { lock.unlock() }
        return try outcomes.mapValues { try $0.get() }
    }
}
