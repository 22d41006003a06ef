import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Loads an image's data over HTTP. The caller gets a task to cancel, never nil: the transport's
/// task, wrapped, or a Null Object when there is no transport task at all.
public final class RemoteFeedImageDataLoader: FeedImageDataLoader {
    private let session: URLSession

    public enum Error: Swift.Error {
        /// A URL that is not http or https. Image URLs come from a server, and URLSession would
        /// happily read a `file://` URL from the device.
        case invalidURL
        case connectivity
        case invalidData
    }

    public init(session: URLSession) {
        self.session = session
    }

    public func loadImageData(
        from url: URL, completion: @escaping @MainActor (FeedImageDataLoader.Result) -> Void
    ) -> FeedImageDataLoaderTask {
        guard ["http", "https"].contains(url.scheme?.lowercased()) else {
            completion(.failure(Error.invalidURL))
            return NullFeedImageDataLoaderTask()
        }

        let task = session.dataTask(with: url) { data, response, error in
            let result = Self.map(data, response, error)
            // URLSession answers on its own queue; callers expect the main actor.
            Task { @MainActor in completion(result) }
        }
        task.resume()
        return LoadImageDataTask(task)
    }

    private nonisolated static func map(
        _ data: Data?, _ response: URLResponse?, _ error: (any Swift.Error)?
    ) -> FeedImageDataLoader.Result {
        guard error == nil else { return .failure(Error.connectivity) }
        guard let data, !data.isEmpty, (response as? HTTPURLResponse)?.statusCode == 200 else {
            return .failure(Error.invalidData)
        }
        return .success(data)
    }
}
