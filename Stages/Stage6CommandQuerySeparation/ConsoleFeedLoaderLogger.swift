public final class ConsoleFeedLoaderLogger: FeedLoaderLogger {
    private let write: (String) -> Void

    public init(write: @escaping (String) -> Void = { print($0) }) {
        self.write = write
    }

    public func log(_ message: String, level: LogLevel) {
        write("[\(level)] \(message)")
    }
}
