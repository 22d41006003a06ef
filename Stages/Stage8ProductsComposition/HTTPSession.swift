import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What `URLSessionProductsProvider` needs of a session: the answer to one request. A protocol, so
/// that a session that adds something to each request can stand where a `URLSession` does.
public protocol HTTPSession {
    func data(for request: URLRequest) async throws -> (Data, URLResponse)
}
