import Testing

/// Collects weak references during one test and reports the ones still alive when the test is over.
public final class MemoryLeakTracker: Sendable {
    @TaskLocal static var current: MemoryLeakTracker?

    private struct TrackedInstance {
        let instance: () -> AnyObject?
        let sourceLocation: SourceLocation
    }

    private let tracked = Locked<[TrackedInstance]>([])

    func track(_ instance: AnyObject, sourceLocation: SourceLocation) {
        tracked.mutate {
            $0.append(
                TrackedInstance(instance: { [weak instance] in instance }, sourceLocation: sourceLocation))
        }
    }

    func verify() {
        for leak in tracked.value where leak.instance() != nil {
            Issue.record(
                "Instance should have been deallocated. Potential memory leak.",
                sourceLocation: leak.sourceLocation
            )
        }
    }
}

/// Essential Feed's `trackForMemoryLeaks`, for suites marked `@Suite(.trackingMemoryLeaks)`.
public func trackForMemoryLeaks(
    _ instance: AnyObject,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let tracker = MemoryLeakTracker.current else {
        Issue.record(
            "Mark the suite with .trackingMemoryLeaks to track leaks.", sourceLocation: sourceLocation)
        return
    }
    tracker.track(instance, sourceLocation: sourceLocation)
}
