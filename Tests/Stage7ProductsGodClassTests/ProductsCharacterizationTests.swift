import Foundation
import KataTestSupport
import Stage7ProductsGodClass
import Testing

/// Pins what the god class does today, before anyone changes it: the table in
/// `KataTestSupport/ProductsScenario.swift`, with a cache, a session and doubles of the test's own.
@Suite(.trackingMemoryLeaks)
struct ProductsCharacterizationTests {
    private let cache = TemporaryUserDefaults()

    @Test func test_init_hasNoSideEffects() {
        let url = uniqueURL()
        let analytics = AnalyticsSpy()
        let reachability = ReachabilityStub(isReachable: true)

        _ = makeSUT(url: url, reachability: reachability, analytics: analytics)

        #expect(reachability.questionCount == 0)
        #expect(analytics.events == [])
        #expect(ProductsScenario.Cache(readingFrom: cache.userDefaults) == .empty)
        #expect(URLProtocolStub.observedRequests(to: url).isEmpty)
    }

    @Test(arguments: ProductsScenario.all)
    func test_getProducts_behavesAsCharacterized(_ scenario: ProductsScenario) async {
        let url = uniqueURL()
        URLProtocolStub.stub(url, with: scenario.remote)
        scenario.cache.write(to: cache.userDefaults)
        let analytics = AnalyticsSpy()
        let reachability = ReachabilityStub(isReachable: scenario.isReachable)
        let sut = makeSUT(url: url, reachability: reachability, analytics: analytics)

        let outcome = await outcome(of: sut)

        let expected = scenario.expected
        #expect(outcome == expected.outcome)
        #expect(analytics.events == expected.events)
        #expect(ProductsScenario.Cache(readingFrom: cache.userDefaults) == expected.cacheAfterwards)
        #expect(
            URLProtocolStub.observedRequests(to: url).map(\.httpMethod)
                == (expected.requestsRemote ? ["GET"] : []))
        #expect(reachability.questionCount == 1)
    }

    @Test func test_getProducts_asksReachabilityAgainOnEachCall() async throws {
        let url = uniqueURL()
        URLProtocolStub.stub(url, with: .products([]))
        let analytics = AnalyticsSpy()
        let reachability = ReachabilityStub(isReachable: true)
        let sut = makeSUT(url: url, reachability: reachability, analytics: analytics)

        _ = try await sut.getProducts()
        reachability.answer = false
        _ = try await sut.getProducts()

        #expect(analytics.events == ["products_network_hit", "products_cache_hit"])
        #expect(URLProtocolStub.observedRequests(to: url).count == 1)
    }

    // MARK: - Helpers

    private func makeSUT(
        url: URL,
        reachability: ReachabilityStub,
        analytics: AnalyticsSpy,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> GetAllProductsUseCase {
        let repository = ProductsRepositoryImpl(
            url: url,
            urlSession: URLProtocolStub.makeSession(),
            userDefaults: cache.userDefaults,
            reachability: reachability,
            analytics: analytics
        )
        let sut = GetAllProductsUseCase(productsRepository: repository)
        trackForMemoryLeaks(repository, sourceLocation: sourceLocation)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return sut
    }

    private func outcome(of sut: GetAllProductsUseCase) async -> ProductsScenario.Outcome {
        do {
            let products = try await sut.getProducts()
            return .products(products.map(fixture), markedPopular: products.filter(\.isPopular).map(fixture))
        } catch {
            return .failure(ProductsScenario.ErrorKind(error))
        }
    }

    private func fixture(_ product: Product) -> ProductFixture {
        ProductFixture(id: product.id, name: product.name, sales: product.sales)
    }
}
