public final class ABTestProductsProviderStrategy: ProductsProvider {
    private let a: ProductsProvider
    private let b: ProductsProvider
    private let abTest: ABTestProvider

    public init(a: ProductsProvider, b: ProductsProvider, abTest: ABTestProvider) {
        self.a = a
        self.b = b
        self.abTest = abTest
    }

    public func getAll() async throws -> [Product] {
        if abTest.isInTestGroup("test_group") {
            return try await a.getAll()
        }
        return try await b.getAll()
    }
}
