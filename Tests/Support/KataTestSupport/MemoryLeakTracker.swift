import Testing

/// Collects weak references during one test and reports the ones still alive when the test is over.
///
/// Confined to the main actor, where every test of this package runs, so it needs no lock.
@MainActor
public final class MemoryLeakTracker {
    private struct TrackedInstance {
        weak var instance: AnyObject?
        let sourceLocation: SourceLocation
    }

    private var tracked: [TrackedInstance] = []

    nonisolated init() {}

    func track(_ instance: AnyObject, sourceLocation: SourceLocation) {
        tracked.append(TrackedInstance(instance: instance, sourceLocation: sourceLocation))
    }

    func verify() {
        for leak in tracked where leak.instance != nil {
            Issue.record(
                "Instance should have been deallocated. Potential memory leak.",
                sourceLocation: leak.sourceLocation
            )
        }
    }
}

/// Essential Feed's `trackForMemoryLeaks`, for suites marked `@Suite(.trackingMemoryLeaks)`.
@MainActor
public func trackForMemoryLeaks(
    _ instance: AnyObject,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let tracker = TrackingMemoryLeaksTrait.currentTracker else {
        Issue.record(
            "Mark the suite with .trackingMemoryLeaks to track leaks.", sourceLocation: sourceLocation)
        return
    }
    tracker.track(instance, sourceLocation: sourceLocation)
}
