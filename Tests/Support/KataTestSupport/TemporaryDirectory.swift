import Foundation

/// A directory of the test's own, removed when the last reference to it goes away.
///
/// Keep one as a stored property of the suite: Swift Testing makes a new suite instance for every
/// test, so every test gets a fresh directory and nothing is shared between parallel tests.
public final class TemporaryDirectory: Sendable {
    public let url: URL

    public init() {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("DependencyInjectionKatas-\(UUID().uuidString)", isDirectory: true)
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
