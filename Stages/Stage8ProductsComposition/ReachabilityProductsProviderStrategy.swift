public final class ReachabilityProductsProviderStrategy: ProductsProvider {
    private let remote: ProductsProvider
    private let local: ProductsProvider
    private let reachability: ReachabilityProvider

    public init(remote: ProductsProvider, local: ProductsProvider, reachability: ReachabilityProvider) {
        self.remote = remote
        self.local = local
        self.reachability = reachability
    }

    public func getAll() async throws -> [Product] {
        if !reachability.isReachable {
            return try await local.getAll()
        }
        return try await remote.getAll()
    }
}
