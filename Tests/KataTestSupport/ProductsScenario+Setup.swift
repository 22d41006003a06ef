import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension ProductsScenario.Cache {
    /// Puts the cache in this state, in the format the god class has always written.
    public func write(to userDefaults: UserDefaults) {
        switch self {
        case .empty:
            userDefaults.removeObject(forKey: ProductsScenario.cacheKey)
        case let .filled(products):
            userDefaults.set(try! JSONEncoder().encode(products), forKey: ProductsScenario.cacheKey)
        case .corrupt:
            userDefaults.set(Data("not products".utf8), forKey: ProductsScenario.cacheKey)
        }
    }

    /// Reads the cache back, in the same format.
    public init(readingFrom userDefaults: UserDefaults) {
        guard let data = userDefaults.data(forKey: ProductsScenario.cacheKey) else {
            self = .empty
            return
        }
        if let products = try? JSONDecoder().decode([ProductFixture].self, from: data) {
            self = .filled(products)
        } else {
            self = .corrupt
        }
    }
}

extension URLProtocolStub {
    /// Makes the URL loading system answer `url` the way the scenario's server does.
    public static func stub(_ url: URL, with remote: ProductsScenario.Remote) {
        switch remote {
        case let .products(products):
            stub(url, data: try! JSONEncoder().encode(products), response: response(url, 200), error: nil)
        case let .status(statusCode, products):
            stub(
                url, data: try! JSONEncoder().encode(products), response: response(url, statusCode),
                error: nil)
        case .invalidJSON:
            stub(url, data: Data("invalid json".utf8), response: response(url, 200), error: nil)
        case .failure:
            stub(url, data: nil, response: nil, error: anyNSError())
        }
    }

    private static func response(_ url: URL, _ statusCode: Int) -> HTTPURLResponse {
        HTTPURLResponse(url: url, statusCode: statusCode, httpVersion: nil, headerFields: nil)!
    }
}
