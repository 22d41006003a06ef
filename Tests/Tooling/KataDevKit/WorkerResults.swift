import Foundation
import KataKit

/// What the workers of `kata verify --jobs` found, gathered as each one finishes. The workers run
/// on threads of their own, so the tally sits behind a lock (an `NSLock`, which the thread
/// sanitizer can see on Linux).
final class WorkerResults: @unchecked Sendable {
    private let lock = NSLock()
    private var gathered = VerifyTally()
    private var firstError: (any Error)?

    func add(_ tally: VerifyTally, error: (any Error)? = nil) {
        lock.lock()
        defer { lock.unlock() }
        gathered.merge(tally)
        if firstError == nil { firstError = error }
    }

    var tally: VerifyTally {
        lock.lock()
        defer { lock.unlock() }
        return gathered
    }

    var error: (any Error)? {
        lock.lock()
        defer { lock.unlock() }
        return firstError
    }
}
