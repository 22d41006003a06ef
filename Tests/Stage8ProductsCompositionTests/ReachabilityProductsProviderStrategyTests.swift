import KataTestSupport
import Stage8ProductsComposition
import Testing

@Suite(.trackingMemoryLeaks)
struct ReachabilityProductsProviderStrategyTests {
    @Test func test_getAll_whenReachable_usesRemoteOnly() async throws {
        let products = uniqueProducts()
        let (sut, remote, local) = makeSUT(isReachable: true, remoteResult: .success(products))

        let received = try await sut.getAll()

        #expect(received == products)
        #expect(remote.getAllCallCount == 1)
        #expect(local.getAllCallCount == 0)
    }

    @Test func test_getAll_whenUnreachable_usesLocalOnly() async throws {
        let products = uniqueProducts()
        let (sut, remote, local) = makeSUT(isReachable: false, localResult: .success(products))

        let received = try await sut.getAll()

        #expect(received == products)
        #expect(remote.getAllCallCount == 0)
        #expect(local.getAllCallCount == 1)
    }

    @Test func test_getAll_whenReachable_forwardsRemoteErrorWithoutFallingBackToLocal() async {
        let (sut, _, local) = makeSUT(isReachable: true, remoteResult: .failure(anyNSError()))

        await #expect(throws: anyNSError()) { try await sut.getAll() }
        #expect(local.getAllCallCount == 0)
    }

    @Test func test_getAll_whenUnreachable_forwardsLocalError() async {
        let (sut, _, _) = makeSUT(isReachable: false, localResult: .failure(anyNSError()))

        await #expect(throws: anyNSError()) { try await sut.getAll() }
    }

    // MARK: - Helpers

    private func makeSUT(
        isReachable: Bool,
        remoteResult: Result<[Product], Error> = .success([]),
        localResult: Result<[Product], Error> = .success([]),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: ReachabilityProductsProviderStrategy, remote: ProductsProviderSpy, local: ProductsProviderSpy)
    {
        let remote = ProductsProviderSpy(result: remoteResult)
        let local = ProductsProviderSpy(result: localResult)
        let sut = ReachabilityProductsProviderStrategy(
            remote: remote,
            local: local,
            reachability: ReachabilityStub(isReachable: isReachable)
        )
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return (sut, remote, local)
    }
}
