public final class GetAllProductsUseCase {
    private let productsRepository: ProductsRepository

    public init(productsRepository: ProductsRepository) {
        self.productsRepository = productsRepository
    }

    /// The business rule: a product is popular when its sales are above 100.
    public func getProducts() async throws -> [Product] {
        let products = try await productsRepository.getAll()
        return products.map { product in
            var product = product
            product.isPopular = product.sales > 100
            return product
        }
    }
}
