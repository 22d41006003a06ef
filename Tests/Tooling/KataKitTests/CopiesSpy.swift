import Foundation
import KataKit

/// The copies of the stage each `done` handed to be built, in order. Behind an `NSLock`, as
/// `CheckStub`, since the tool's closure must be `@Sendable`.
final class CopiesSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var given: [[StageCopy]] = []

    func record(_ copies: [StageCopy]) {
        lock.lock()
        defer { lock.unlock() }
        given.append(copies)
    }

    /// The copies of the last `done`, by name.
    var last: [String: StageCopy] {
        lock.lock()
        defer { lock.unlock() }
        return Dictionary(uniqueKeysWithValues: (given.last ?? []).map { ($0.name, $0) })
    }

    var names: [String] {
        lock.lock()
        defer { lock.unlock() }
        return (given.last ?? []).map(\.name)
    }
}
