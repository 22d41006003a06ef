import Foundation
import KataTestSupport
import Testing

@testable import Stage8ProductsComposition

/// The variants other than "everyone", which the characterization table covers. Each is given a
/// filled cache and an unreachable network, so that a variant that touched either would show it.
@Suite(.trackingMemoryLeaks)
struct CompositionRootTests {
    private let cache = TemporaryUserDefaults()
    private let analytics = AnalyticsSpy()
    private let cachedProducts = ProductsScenario.Cache.filled([
        ProductFixture(id: "3", name: "cached", sales: 7)
    ])
    private let remoteProducts = [ProductFixture(id: "1", name: "remote", sales: 150)]

    @Test func test_regularUsers_getRemoteProductsAndEmitNetworkHitWithoutTouchingTheCache() async throws {
        let url = uniqueURL()
        URLProtocolStub.stub(url, with: .products(remoteProducts))
        cachedProducts.write(to: cache.userDefaults)

        let products = try await makeRoot(url: url).makeGetAllProductsUseCaseForRegularUsers().getProducts()

        #expect(products.map(\.id) == ["1"])
        #expect(analytics.events == ["products_network_hit"])
        #expect(ProductsScenario.Cache(readingFrom: cache.userDefaults) == cachedProducts)
    }

    @Test func test_regularUsers_failWithoutFallingBackToTheCache() async {
        let url = uniqueURL()
        URLProtocolStub.stub(url, with: .failure)
        cachedProducts.write(to: cache.userDefaults)

        await #expect(throws: (any Error).self) {
            try await makeRoot(url: url).makeGetAllProductsUseCaseForRegularUsers().getProducts()
        }
        #expect(analytics.events == [])
    }

    @Test func test_usersOptedOutOfAnalytics_getRemoteProductsAndEmitNoEvents() async throws {
        let url = uniqueURL()
        URLProtocolStub.stub(url, with: .products(remoteProducts))
        cachedProducts.write(to: cache.userDefaults)

        let products = try await makeRoot(url: url).makeGetAllProductsUseCaseForUsersOptedOutOfAnalytics()
            .getProducts()

        #expect(products.map(\.id) == ["1"])
        #expect(analytics.events == [])
        #expect(ProductsScenario.Cache(readingFrom: cache.userDefaults) == cachedProducts)
    }

    @Test func test_abTest_routesUsersInTheTestGroupToTheTestURL() async throws {
        let (url, testURL) = (uniqueURL(), uniqueURL())
        URLProtocolStub.stub(url, with: .products([]))
        URLProtocolStub.stub(testURL, with: .products(remoteProducts))
        let sut = makeRoot(url: url).makeGetAllProductsUseCaseForABTest(
            testURL: testURL,
            abTest: ABTestProviderStub(testGroups: ["test_group"])
        )

        let products = try await sut.getProducts()

        #expect(products.map(\.id) == ["1"])
        #expect(URLProtocolStub.observedRequests(to: url).isEmpty)
    }

    @Test func test_abTest_routesEveryoneElseToTheUsualURL() async throws {
        let (url, testURL) = (uniqueURL(), uniqueURL())
        URLProtocolStub.stub(url, with: .products(remoteProducts))
        URLProtocolStub.stub(testURL, with: .products([]))
        let sut = makeRoot(url: url).makeGetAllProductsUseCaseForABTest(
            testURL: testURL,
            abTest: ABTestProviderStub(testGroups: [])
        )

        let products = try await sut.getProducts()

        #expect(products.map(\.id) == ["1"])
        #expect(URLProtocolStub.observedRequests(to: testURL).isEmpty)
    }

    @Test func test_makeGetAllProductsUseCases_doNotLeak() {
        let root = makeRoot(url: uniqueURL())

        trackForMemoryLeaks(root.makeGetAllProductsUseCaseForEveryone())
        trackForMemoryLeaks(root.makeGetAllProductsUseCaseForRegularUsers())
        trackForMemoryLeaks(root.makeGetAllProductsUseCaseForUsersOptedOutOfAnalytics())
        trackForMemoryLeaks(
            root.makeGetAllProductsUseCaseForABTest(
                testURL: uniqueURL(), abTest: ABTestProviderStub(testGroups: [])))
    }

    // MARK: - Helpers

    private func makeRoot(url: URL) -> CompositionRoot {
        CompositionRoot(
            url: url,
            urlSession: URLProtocolStub.makeSession(),
            userDefaults: cache.userDefaults,
            reachability: ReachabilityStub(isReachable: false),
            analytics: analytics
        )
    }
}
