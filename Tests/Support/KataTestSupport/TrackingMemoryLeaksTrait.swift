import Testing

/// Runs each test with a fresh `MemoryLeakTracker` and checks it once the test has returned,
/// which is when the test's own references are gone.
public struct TrackingMemoryLeaksTrait: TestTrait, SuiteTrait, TestScoping {
    /// The tracker of the test running in this task, for `trackForMemoryLeaks`.
    @TaskLocal static var currentTracker: MemoryLeakTracker?

    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        let tracker = MemoryLeakTracker()
        try await Self.$currentTracker.withValue(tracker) {
            try await function()
        }
        await MainActor.run { tracker.verify() }
    }
}

extension Trait where Self == TrackingMemoryLeaksTrait {
    public static var trackingMemoryLeaks: Self { TrackingMemoryLeaksTrait() }
}
