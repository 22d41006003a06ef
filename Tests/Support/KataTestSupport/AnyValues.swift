import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

public func anyURL() -> URL {
    URL(string: "https://any-url.com")!
}

/// A URL no other test uses, for `URLProtocolStub`, whose stubs the whole process shares.
///
/// Its scheme is one that no real protocol answers: a request the stub does not answer fails at
/// once instead of reaching the network, and on Linux the stub is consulted even by a
/// `URLSession.shared` created before the stub was registered.
public func uniqueURL() -> URL {
    URL(string: "stub://any-url.com/\(UUID().uuidString)")!
}

public func anyNSError() -> NSError {
    NSError(domain: "any error", code: 0)
}

public func anyData() -> Data {
    Data("any data".utf8)
}

public func anyHTTPURLResponse() -> HTTPURLResponse {
    HTTPURLResponse(statusCode: 200)
}
