import Foundation
import KataTestSupport
import Stage8ProductsComposition
import Testing

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

    @Test func test_abTest_requestsThePublicProductsForUsersInTheTestGroup() async throws {
        let url = uniqueURL()
        URLProtocolStub.stub(url, with: .products(remoteProducts))
        let sut = makeRoot(url: url).makeGetAllProductsUseCaseForABTest(
            abTest: ABTestProviderStub(testGroups: ["test_group"]), token: "a-token")

        let products = try await sut.getProducts()

        #expect(products.map(\.id) == ["1"])
        #expect(authorizationHeaders(sentTo: url) == [nil])
    }

    @Test func test_abTest_requestsTheProductsAsTheSignedInUserForEveryoneElse() async throws {
        let url = uniqueURL()
        URLProtocolStub.stub(url, with: .products(remoteProducts))
        let sut = makeRoot(url: url).makeGetAllProductsUseCaseForABTest(
            abTest: ABTestProviderStub(testGroups: []), token: "a-token")

        let products = try await sut.getProducts()

        #expect(products.map(\.id) == ["1"])
        #expect(authorizationHeaders(sentTo: url) == ["Bearer a-token"])
    }

    @Test func test_makeGetAllProductsUseCases_doNotLeak() {
        let root = makeRoot(url: uniqueURL())

        trackForMemoryLeaks(root.makeGetAllProductsUseCaseForEveryone())
        trackForMemoryLeaks(root.makeGetAllProductsUseCaseForRegularUsers())
        trackForMemoryLeaks(root.makeGetAllProductsUseCaseForUsersOptedOutOfAnalytics())
        trackForMemoryLeaks(
            root.makeGetAllProductsUseCaseForABTest(
                abTest: ABTestProviderStub(testGroups: []), token: "a-token"))
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

    private func authorizationHeaders(sentTo url: URL) -> [String?] {
        URLProtocolStub.observedRequests(to: url).map { $0.value(forHTTPHeaderField: "Authorization") }
    }
}
