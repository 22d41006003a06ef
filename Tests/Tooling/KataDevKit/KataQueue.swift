import Foundation
import KataKit

/// The katas `kata-dev verify` has left, handed out one at a time to whichever worker is free, so
/// that no worker waits while another still has several: how long a kata takes depends on its
/// stage's size and its catalogue, which no static split foresees. Behind an `NSLock`, which the
/// thread sanitizer can see on Linux.
final class KataQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var left: [Int]

    /// - Parameter katas: in the order they are to be handed out, the longest first.
    init(_ katas: [Int]) {
        left = katas
    }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        return left.isEmpty ? nil : left.removeFirst()
    }
}
