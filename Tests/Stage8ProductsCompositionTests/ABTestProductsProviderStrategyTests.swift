import KataTestSupport
import Stage8ProductsComposition
import Testing

@Suite(.trackingMemoryLeaks)
struct ABTestProductsProviderStrategyTests {
    @Test func test_getAll_forUsersInTheTestGroup_usesAOnly() async throws {
        let products = uniqueProducts()
        let (sut, a, b) = makeSUT(testGroups: ["test_group"], aResult: .success(products))

        let received = try await sut.getAll()

        #expect(received == products)
        #expect(a.getAllCallCount == 1)
        #expect(b.getAllCallCount == 0)
    }

    @Test func test_getAll_forUsersOutsideTheTestGroup_usesBOnly() async throws {
        let products = uniqueProducts()
        let (sut, a, b) = makeSUT(testGroups: ["another_group"], bResult: .success(products))

        let received = try await sut.getAll()

        #expect(received == products)
        #expect(a.getAllCallCount == 0)
        #expect(b.getAllCallCount == 1)
    }

    @Test func test_getAll_forwardsTheChosenProvidersError() async {
        let (sut, _, _) = makeSUT(testGroups: ["test_group"], aResult: .failure(anyNSError()))

        await #expect(throws: anyNSError()) { try await sut.getAll() }
    }

    // MARK: - Helpers

    private func makeSUT(
        testGroups: Set<String>,
        aResult: Result<[Product], Error> = .success([]),
        bResult: Result<[Product], Error> = .success([]),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: ABTestProductsProviderStrategy, a: ProductsProviderSpy, b: ProductsProviderSpy) {
        let a = ProductsProviderSpy(result: aResult)
        let b = ProductsProviderSpy(result: bResult)
        let sut = ABTestProductsProviderStrategy(
            a: a, b: b, abTest: ABTestProviderStub(testGroups: testGroups))
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return (sut, a, b)
    }
}
