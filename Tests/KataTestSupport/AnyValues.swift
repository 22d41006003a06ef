import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

public func anyURL() -> URL {
    URL(string: "https://any-url.com")!
}

/// A URL no other test uses, for seams that are shared by the whole process (`URLProtocolStub`).
public func uniqueURL() -> URL {
    URL(string: "https://any-url.com/\(UUID().uuidString)")!
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
