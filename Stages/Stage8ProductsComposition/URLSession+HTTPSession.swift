import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `URLSession` already does the job, so it conforms itself, with no adapter of ours to test. Its
/// own method also takes a task delegate, which the products never need.
extension URLSession: HTTPSession {
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await data(for: request, delegate: nil)
    }
}
