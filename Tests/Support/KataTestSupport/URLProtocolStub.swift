import Foundation

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
        var answers = true
    }

    // URLSession's threads read these while tests write them, always under `lock`. An NSLock rather
    // than the standard library's Mutex: on Linux, Mutex waits on a futex that the thread
    // sanitizer cannot see, so it reports every access as a race. See "Swift 6 notes" in Stages/README.md.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var stubs: [URL: Stub] = [:]
    nonisolated(unsafe) private static var requests: [URL: [URLRequest]] = [:]

    public static func stub(_ url: URL, data: Data?, response: URLResponse?, error: (any Error)?) {
        lock.withLock { stubs[url] = Stub(data: data, response: response, error: error) }
    }

    /// A request to the URL starts and never ends, unless its task is cancelled.
    public static func stubNeverAnswering(_ url: URL) {
        lock.withLock { stubs[url] = Stub(data: nil, response: nil, error: nil, answers: false) }
    }

    public static func observedRequests(to url: URL) -> [URLRequest] {
        lock.withLock { requests[url] ?? [] }
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
        return lock.withLock { stubs[url] != nil }
    }

    override public class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    override public func startLoading() {
        guard let url = request.url, let stub = Self.lock.withLock({ Self.stubs[url] }) else { return }
        Self.lock.withLock { Self.requests[url, default: []].append(request) }
        guard stub.answers else { return }

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
