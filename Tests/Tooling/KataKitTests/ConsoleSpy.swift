import Foundation
import KataKit

/// Collects what the tool says. The console's closure is `@Sendable`, so the lines sit behind
/// a lock (an `NSLock`, which the thread sanitizer can see on Linux).
final class ConsoleSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []
    /// Wide by default, so that a test reads each sentence on one line; narrow to test wrapping.
    let columns: Int

    init(columns: Int = 1_000) {
        self.columns = columns
    }

    var console: Console {
        Console(colours: false, columns: columns) { [self] line in
            lock.lock()
            collected.append(line)
            lock.unlock()
        }
    }

    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }

    var text: String { lines.joined(separator: "\n") }
}
