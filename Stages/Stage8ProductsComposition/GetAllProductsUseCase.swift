public final class GetAllProductsUseCase {
    private let productsProvider: ProductsProvider

    public init(productsProvider: ProductsProvider) {
        self.productsProvider = productsProvider
    }

    /// The business rule: a product is popular when its sales are above 100.
    public func getProducts() async throws -> [Product] {
        let products = try await productsProvider.getAll()
        return products.map { product in
            var product = product
            product.isPopular = product.sales > 100
            return product
        }
    }
}
