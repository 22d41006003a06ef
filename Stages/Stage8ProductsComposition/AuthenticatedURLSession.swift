import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends each request as the signed-in user, with their token; the rest of the request is left
/// as it came.
public final class AuthenticatedURLSession: HTTPSession {
    private let urlSession: HTTPSession
    private let token: String

    public init(urlSession: HTTPSession, token: String) {
        self.urlSession = urlSession
        self.token = token
    }

    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        var authenticated = request
        authenticated.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        return try await urlSession.data(for: authenticated)
    }
}
