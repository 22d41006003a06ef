public protocol ProductsRepository {
    func getAll() async throws -> [Product]
}
