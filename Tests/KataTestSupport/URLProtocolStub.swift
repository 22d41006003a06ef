import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers requests from the URL loading system with canned values, without touching the network.
///
/// Stubs are keyed by URL, so tests that run in parallel never see each other's stubs: each test
/// stubs a `uniqueURL()` of its own.
public final class URLProtocolStub: URLProtocol {
    private struct Stub {
        let data: Data?
        let response: URLResponse?
        let error: (any Error)?
    }

    private static let stubs = Mutex<[URL: Stub]>([:])
    private static let requests = Mutex<[URL: [URLRequest]]>([:])

    public static func stub(_ url: URL, data: Data?, response: URLResponse?, error: (any Error)?) {
        stubs.withLock { $0[url] = Stub(data: data, response: response, error: error) }
    }

    public static func observedRequests(to url: URL) -> [URLRequest] {
        requests.withLock { $0[url] ?? [] }
    }

    /// An ephemeral session of the caller's own, whose stubbed URLs never reach the network.
    public static func makeSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [URLProtocolStub.self]
        return URLSession(configuration: configuration)
    }

    /// The process-wide seam for code hard-wired to `URLSession.shared`. It is registered once and
    /// never unregistered: unregistering while another test uses `URLSession` is what makes such
    /// seams flaky.
    public static func interceptSharedSession() {
        _ = sharedSessionRegistration
    }

    private static let sharedSessionRegistration: Void = {
        _ = URLProtocol.registerClass(URLProtocolStub.self)
    }()

    override public class func canInit(with request: URLRequest) -> Bool {
        guard let url = request.url else { return false }
        return stubs.withLock { $0[url] != nil }
    }

    override public class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    override public func startLoading() {
        guard let url = request.url, let stub = Self.stubs.withLock({ $0[url] }) else { return }
        Self.requests.withLock { $0[url, default: []].append(request) }

        if let response = stub.response {
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        }
        if let data = stub.data {
            client?.urlProtocol(self, didLoad: data)
        }
        if let error = stub.error {
            client?.urlProtocol(self, didFailWithError: error)
        } else {
            client?.urlProtocolDidFinishLoading(self)
        }
    }

    override public func stopLoading() {}
}
