import Foundation

/// A value behind a lock, for the little state that test support must share across threads.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var _value: Value

    public init(_ value: Value) {
        _value = value
    }

    public var value: Value {
        lock.withLock { _value }
    }

    public func mutate<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&_value) }
    }
}
