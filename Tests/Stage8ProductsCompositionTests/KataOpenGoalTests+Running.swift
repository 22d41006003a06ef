import Foundation
import KataTestSupport
import Stage8ProductsComposition
import Testing

/// The open goal checks of kata 8 that run the stage's code, through the composition root the
/// contract names. The checks that only read the sources are in KataOpenGoalTests.swift, which
/// does not import the stage, so that an edit of the stage compiles only these again.
extension KataOpenGoalTests {
    // MARK: - Behaviour: what decides, decides on each call

    @Test func test_abTest_asksOnEachCall() async throws {
        let url = uniqueURL()
        URLProtocolStub.stub(url, with: .products([]))
        let abTest = ABTestSwitch(isInTestGroup: true)
        let sut = makeRoot(url: url).makeGetAllProductsUseCaseForABTest(abTest: abTest, token: "a-token")

        _ = try await sut.getProducts()
        abTest.isInTestGroup = false
        _ = try await sut.getProducts()

        #expect(
            URLProtocolStub.observedRequests(to: url).map { $0.value(forHTTPHeaderField: "Authorization") }
                == [nil, "Bearer a-token"],
            """
            A Strategy decides on each call: a user who leaves the test group is signed in from \
            the next call on, not when the graph is built again.
            """)
    }

    @Test func test_analytics_logsEachDelivery() async throws {
        let url = uniqueURL()
        URLProtocolStub.stub(url, with: .products([]))
        let analytics = AnalyticsSpy()
        let sut = makeRoot(url: url, analytics: analytics).makeGetAllProductsUseCaseForRegularUsers()

        _ = try await sut.getProducts()
        _ = try await sut.getProducts()

        #expect(
            analytics.events == ["products_network_hit", "products_network_hit"],
            "A Decorator adds its one thing on every call, not once.")
    }

    // MARK: - Helpers

    private func makeRoot(url: URL, analytics: AnalyticsSpy = AnalyticsSpy()) -> CompositionRoot {
        CompositionRoot(
            url: url, urlSession: URLProtocolStub.makeSession(), userDefaults: cache.userDefaults,
            reachability: ReachabilityStub(isReachable: true), analytics: analytics)
    }

    /// An A/B test whose answer the test switches between calls.
    private final class ABTestSwitch: ABTestProvider {
        var isInTestGroup: Bool

        init(isInTestGroup: Bool) {
            self.isInTestGroup = isInTestGroup
        }

        func isInTestGroup(_ group: String) -> Bool {
            group == "test_group" && isInTestGroup
        }
    }
}
