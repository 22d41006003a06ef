/// Waits for one completion handler to be called, like `withCheckedContinuation`, but gives up
/// with `nil` when the waiting task is cancelled. Swift Testing cancels a test whose
/// `.timeLimit` runs out, so a completion that never comes fails that test and the run goes on,
/// instead of hanging for ever.
@MainActor
public func completion<Value>(
    of operation: (@escaping @MainActor (Value) -> Void) -> Void
) async -> Value? {
    let waiter = CompletionWaiter<Value>()
    return await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
            waiter.wait(with: continuation)
            operation { waiter.resume(with: $0) }
        }
    } onCancel: {
        Task { @MainActor in waiter.resume(with: nil) }
    }
}

/// Resumes its continuation once, with the first value or with `nil` on cancellation.
@MainActor
final class CompletionWaiter<Value> {
    private var continuation: CheckedContinuation<Value?, Never>?
    private var isFinished = false

    nonisolated init() {}

    func wait(with continuation: CheckedContinuation<Value?, Never>) {
        if isFinished {
            continuation.resume(returning: nil)
        } else {
            self.continuation = continuation
        }
    }

    func resume(with value: sending Value?) {
        isFinished = true
        continuation?.resume(returning: value)
        continuation = nil
    }
}
