import Testing

/// Waits for one completion handler to be called, like `withCheckedContinuation`, but gives up
/// with `nil`, and records an issue, when `timeout` passes first: a completion that never comes
/// fails the test in seconds, and the run goes on. A passing test never waits for the timeout. The
/// waiting task's cancellation (when a suite's `.timeLimit` runs out) gives up too.
@MainActor
public func completion<Value>(
    within timeout: Duration = .seconds(10),
    sourceLocation: SourceLocation = #_sourceLocation,
    of operation: (@escaping @MainActor (Value) -> Void) -> Void
) async -> Value? {
    let waiter = CompletionWaiter<Value>()
    let deadline = Task { @MainActor in
        try? await Task.sleep(for: timeout)
        guard !Task.isCancelled, !waiter.isFinished else { return }
        Issue.record(
            "The completion handler was not called within \(timeout).", sourceLocation: sourceLocation)
        waiter.resume(with: nil)
    }
    defer { deadline.cancel() }
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
    private(set) var isFinished = false

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
