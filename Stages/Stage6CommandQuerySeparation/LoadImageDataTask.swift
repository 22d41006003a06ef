import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The transport's task behind the app's own protocol: callers cancel a load without knowing that
/// URLSession does the work.
final class LoadImageDataTask: FeedImageDataLoaderTask {
    private let task: URLSessionDataTask

    init(_ task: URLSessionDataTask) {
        self.task = task
    }

    func cancel() {
        task.cancel()
    }
}
