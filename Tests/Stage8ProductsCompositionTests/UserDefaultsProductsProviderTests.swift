import Foundation
import KataTestSupport
import Stage8ProductsComposition
import Testing

@Suite(.trackingMemoryLeaks)
struct UserDefaultsProductsProviderTests {
    private let cache = TemporaryUserDefaults()

    @Test func test_getAll_deliversNoProductsOnEmptyCache() async throws {
        let products = try await makeSUT().getAll()

        #expect(products == [])
    }

    @Test func test_getAll_deliversSavedProducts() async throws {
        let sut = makeSUT()
        let products = uniqueProducts()

        try await sut.save(products)
        let received = try await sut.getAll()

        #expect(received == products)
    }

    @Test func test_save_overridesPreviouslySavedProducts() async throws {
        let sut = makeSUT()
        let latest = [Product(id: "9", name: "latest", sales: 9)]

        try await sut.save(uniqueProducts())
        try await sut.save(latest)
        let received = try await sut.getAll()

        #expect(received == latest)
    }

    @Test func test_getAll_throwsCorruptCacheOnDataItCannotDecode() async {
        ProductsScenario.Cache.corrupt.write(to: cache.userDefaults)

        await #expect(throws: UserDefaultsProductsProvider.Error.corruptCache) {
            try await makeSUT().getAll()
        }
    }

    @Test func test_getAll_readsTheCacheTheGodClassWrote() async throws {
        ProductsScenario.Cache.filled([ProductFixture(id: "1", name: "cached", sales: 4)]).write(
            to: cache.userDefaults)

        let products = try await makeSUT().getAll()

        #expect(products == [Product(id: "1", name: "cached", sales: 4)])
    }

    @Test func test_getAll_hasNoSideEffectsOnTheCache() async throws {
        ProductsScenario.Cache.corrupt.write(to: cache.userDefaults)

        _ = try? await makeSUT().getAll()

        #expect(ProductsScenario.Cache(readingFrom: cache.userDefaults) == .corrupt)
    }

    // MARK: - Helpers

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> UserDefaultsProductsProvider {
        let sut = UserDefaultsProductsProvider(userDefaults: cache.userDefaults)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return sut
    }
}
