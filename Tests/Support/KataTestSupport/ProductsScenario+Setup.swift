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
        case let .foreign(json):
            userDefaults.set(Data(json.utf8), forKey: ProductsScenario.cacheKey)
        }
    }

    /// Reads the cache back, in the same format: products with the fields the app keeps, and no
    /// other.
    public init(readingFrom userDefaults: UserDefaults) {
        guard let data = userDefaults.data(forKey: ProductsScenario.cacheKey) else {
            self = .empty
            return
        }
        guard let products = try? JSONDecoder().decode([ProductFixture].self, from: data) else {
            self = .corrupt
            return
        }
        let fields = (try? JSONSerialization.jsonObject(with: data) as? [[String: Any]])?.map { Set($0.keys) }
        if fields?.allSatisfy({ $0 == ["id", "name", "sales"] }) == true {
            self = .filled(products)
        } else {
            self = .foreign(String(decoding: data, as: UTF8.self))
        }
    }
}

extension URLProtocolStub {
    /// Makes the URL loading system answer `url` the way the scenario's server does.
    public static func stub(_ url: URL, with remote: ProductsScenario.Remote) {
        switch remote {
        case let .products(products):
            stub(url, data: serverJSON(products), response: response(url, 200), error: nil)
        case let .status(statusCode, products):
            stub(url, data: serverJSON(products), response: response(url, statusCode), error: nil)
        case .invalidJSON:
            stub(url, data: Data("invalid json".utf8), response: response(url, 200), error: nil)
        case .failure:
            stub(url, data: nil, response: nil, error: anyNSError())
        }
    }

    /// The products as the server sends them: with a field the app has no use for, as servers
    /// do, which the app leaves out of what it keeps.
    private static func serverJSON(_ products: [ProductFixture]) -> Data {
        let answer = products.map {
            ["id": $0.id, "name": $0.name, "sales": $0.sales, "currency": "EUR"] as [String: Any]
        }
        return try! JSONSerialization.data(withJSONObject: answer)
    }

    private static func response(_ url: URL, _ statusCode: Int) -> HTTPURLResponse {
        HTTPURLResponse(url: url, statusCode: statusCode, httpVersion: nil, headerFields: nil)!
    }
}
