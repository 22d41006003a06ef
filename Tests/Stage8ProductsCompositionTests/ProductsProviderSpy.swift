import Stage8ProductsComposition

/// Answers every `getAll()` with the same result, and counts the calls, so that a test can tell
/// which branch a strategy took.
final class ProductsProviderSpy: ProductsProvider {
    private let result: Result<[Product], Error>
    private(set) var getAllCallCount = 0

    init(result: Result<[Product], Error>) {
        self.result = result
    }

    func getAll() async throws -> [Product] {
        getAllCallCount += 1
        return try result.get()
    }
}
