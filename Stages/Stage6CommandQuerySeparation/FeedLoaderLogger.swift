public protocol FeedLoaderLogger {
    func log(_ message: String, level: LogLevel)
}
