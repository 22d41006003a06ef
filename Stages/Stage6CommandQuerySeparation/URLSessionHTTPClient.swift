import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

public final class URLSessionHTTPClient: HTTPClient {
    private let session: URLSession

    public init(session: URLSession) {
        self.session = session
    }

    private struct UnexpectedValuesRepresentation: Error {}

    public func get(from url: URL, completion: @escaping @MainActor (HTTPClient.Result) -> Void) {
        session.dataTask(with: url) { data, response, error in
            let result: HTTPClient.Result
            if let error {
                result = .failure(error)
            } else if let data, let response = response as? HTTPURLResponse {
                result = .success((data, response))
            } else {
                result = .failure(UnexpectedValuesRepresentation())
            }
            // URLSession answers on its own queue; callers expect the main actor.
            Task { @MainActor in completion(result) }
        }.resume()
    }
}
