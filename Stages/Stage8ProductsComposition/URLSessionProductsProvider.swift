import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

public final class URLSessionProductsProvider: ProductsProvider {
    public enum Error: Swift.Error {
        case invalidData
    }

    private let urlSession: HTTPSession
    private let url: URL

    public init(urlSession: HTTPSession, url: URL) {
        self.urlSession = urlSession
        self.url = url
    }

    public func getAll() async throws -> [Product] {
        let (data, response) = try await urlSession.data(for: URLRequest(url: url))
        guard (response as? HTTPURLResponse)?.statusCode == 200,
            let products = try? JSONDecoder().decode([Product].self, from: data)
        else {
            throw Error.invalidData
        }
        return products
    }
}
