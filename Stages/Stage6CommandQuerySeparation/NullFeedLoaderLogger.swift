/// Logs nothing. Stateless, so one shared instance serves everyone.
public final class NullFeedLoaderLogger: FeedLoaderLogger {
    public static let shared = NullFeedLoaderLogger()

    private init() {}

    public func log(_ message: String, level: LogLevel) {}
}
