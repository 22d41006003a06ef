import Stage8ProductsComposition

final class ProductsSaverSpy: ProductsSaver {
    private let error: Error?
    private(set) var savedProducts = [[Product]]()

    init(failingWith error: Error? = nil) {
        self.error = error
    }

    func save(_ products: [Product]) async throws {
        savedProducts.append(products)
        if let error { throw error }
    }
}
