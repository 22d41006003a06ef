public protocol ProductsSaver {
    func save(_ products: [Product]) async throws
}
