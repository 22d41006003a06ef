public final class CachingProductsProviderDecorator: ProductsProvider {
    private let remote: ProductsProvider
    private let cache: ProductsSaver

    public init(remote: ProductsProvider, cache: ProductsSaver) {
        self.remote = remote
        self.cache = cache
    }

    public func getAll() async throws -> [Product] {
        let products = try await remote.getAll()
        // A cache is an optimisation: failing to save must not cost the caller fresh products.
        try? await cache.save(products)
        return products
    }
}
