import KataTestSupport
import Stage8ProductsComposition
import Testing

@Suite(.trackingMemoryLeaks)
struct CachingProductsProviderDecoratorTests {
    @Test func test_getAll_deliversRemoteProductsAndSavesThemOnRemoteSuccess() async throws {
        let products = uniqueProducts()
        let (sut, cache) = makeSUT(remoteResult: .success(products))

        let received = try await sut.getAll()

        #expect(received == products)
        #expect(cache.savedProducts == [products])
    }

    @Test func test_getAll_forwardsRemoteErrorAndSavesNothing() async {
        let (sut, cache) = makeSUT(remoteResult: .failure(anyNSError()))

        await #expect(throws: anyNSError()) { try await sut.getAll() }
        #expect(cache.savedProducts == [])
    }

    @Test func test_getAll_deliversRemoteProductsEvenWhenSavingFails() async throws {
        let products = uniqueProducts()
        let (sut, cache) = makeSUT(
            remoteResult: .success(products), cache: ProductsSaverSpy(failingWith: anyNSError()))

        let received = try await sut.getAll()

        #expect(received == products)
        #expect(cache.savedProducts == [products])
    }

    // MARK: - Helpers

    private func makeSUT(
        remoteResult: Result<[Product], Error>,
        cache: ProductsSaverSpy = ProductsSaverSpy(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: CachingProductsProviderDecorator, cache: ProductsSaverSpy) {
        let sut = CachingProductsProviderDecorator(
            remote: ProductsProviderSpy(result: remoteResult), cache: cache)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(cache, sourceLocation: sourceLocation)
        return (sut, cache)
    }
}
