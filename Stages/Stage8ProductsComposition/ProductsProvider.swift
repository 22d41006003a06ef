public protocol ProductsProvider {
    func getAll() async throws -> [Product]
}
