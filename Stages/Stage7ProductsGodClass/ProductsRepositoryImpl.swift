import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// The smell of this stage: one class checks reachability, reads and writes a cache, tracks
// analytics and fetches from the network. Its name says none of it. See Stages/Stage7ProductsGodClass/README.md.
public final class ProductsRepositoryImpl: ProductsRepository {
    private let url: URL
    private let urlSession: URLSession
    private let userDefaults: UserDefaults
    private let reachability: ReachabilityProvider
    private let analytics: Analytics

    public init(
        url: URL,
        urlSession: URLSession = .shared,
        userDefaults: UserDefaults = .standard,
        reachability: ReachabilityProvider = NetworkReachability.shared,
        analytics: Analytics = VendorAnalytics.shared
    ) {
        self.url = url
        self.urlSession = urlSession
        self.userDefaults = userDefaults
        self.reachability = reachability
        self.analytics = analytics
    }

    public func getAll() async throws -> [Product] {
        if !reachability.isReachable {
            analytics.log("products_cache_hit")
            guard let data = userDefaults.data(forKey: "products") else { return [] }
            return (try? JSONDecoder().decode([Product].self, from: data)) ?? []
        }

        let (data, _) = try await urlSession.data(from: url)
        let products = try JSONDecoder().decode([Product].self, from: data)
        analytics.log("products_network_hit")
        userDefaults.set(try JSONEncoder().encode(products), forKey: "products")
        return products
    }
}
