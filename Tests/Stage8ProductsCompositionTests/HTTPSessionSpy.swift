import Foundation
import Stage8ProductsComposition

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Records the requests it is sent and answers each with the same result.
final class HTTPSessionSpy: HTTPSession {
    private let result: Result<(Data, URLResponse), Error>
    private(set) var requests = [URLRequest]()

    init(result: Result<(Data, URLResponse), Error>) {
        self.result = result
    }

    func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        requests.append(request)
        return try result.get()
    }
}
