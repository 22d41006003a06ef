import DesignRules
import Foundation
import KataTestSupport
import Stage8ProductsComposition
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The kata's moves, numbered as its page numbers them (`KataMove`).
private typealias Move = KataMove.Kata8

/// The goal checks of kata 8 that run the stage's code: what its strategies and decorators do
/// when asked twice, and the graphs the composition root builds. The checks that only read the
/// sources are in KataGoalTests.swift, which does not import the stage, so that an edit of the
/// stage compiles only these again: kata-dev verify compiles some 250 layouts of the stages.
extension KataGoalTests {
    // MARK: - Behaviour: each call decides again

    @Test func test_reachabilityStrategy_decidesOnEachCall() async throws {
        let remote = ProductsProviderSpy(result: .success(uniqueProducts()))
        let local = ProductsProviderSpy(result: .success([]))
        let reachability = ReachabilitySwitch(isReachable: true)
        let sut = ReachabilityProductsProviderStrategy(
            remote: remote, local: local, reachability: reachability)

        _ = try await sut.getAll()
        reachability.isReachable = false
        _ = try await sut.getAll()
        reachability.isReachable = true
        _ = try await sut.getAll()

        #expect(
            remote.getAllCallCount == 2 && local.getAllCallCount == 1,
            """
            \(Move.strategy): the strategy asks reachability on every call, and follows it when it \
            changes between two calls; a choice made once in init keeps the network it had.
            """)
    }

    @Test func test_abTestStrategy_decidesOnEachCall() async throws {
        let a = ProductsProviderSpy(result: .success(uniqueProducts()))
        let b = ProductsProviderSpy(result: .success([]))
        let abTest = ABTestSwitch(isInTestGroup: true)
        let sut = ABTestProductsProviderStrategy(a: a, b: b, abTest: abTest)

        _ = try await sut.getAll()
        abTest.isInTestGroup = false
        _ = try await sut.getAll()

        #expect(
            a.getAllCallCount == 1 && b.getAllCallCount == 1,
            """
            \(Move.abTestStrategy): the strategy asks the A/B test on every call; a user who leaves the \
            test group gets b from the next call on.
            """)
    }

    @Test func test_cachingDecorator_savesWhatEachCallDelivers() async throws {
        let first = [Product(id: "1", name: "first", sales: 1)]
        let second = [Product(id: "2", name: "second", sales: 2)]
        let saver = ProductsSaverSpy()
        let sut = CachingProductsProviderDecorator(
            remote: ProductsProviderSequence([first, second]), cache: saver)

        let delivered = [try await sut.getAll(), try await sut.getAll()]

        #expect(
            delivered == [first, second] && saver.savedProducts == [first, second],
            """
            \(Move.decorators): the decorator delivers and saves what remote delivered, on every call; \
            products kept from an earlier call are a cache of its own that nothing ever refreshes.
            """)
    }

    @Test func test_analyticsDecorator_logsEachDelivery() async throws {
        let analytics = AnalyticsSpy()
        let sut = AnalyticsProductsProviderDecorator(
            decoratee: ProductsProviderSpy(result: .success(uniqueProducts())), analytics: analytics,
            eventToEmit: "an_event")

        _ = try await sut.getAll()
        _ = try await sut.getAll()

        #expect(
            analytics.events == ["an_event", "an_event"],
            "\(Move.decorators): the decorator logs its event each time its decoratee delivers, not once.")
    }

    @Test func test_authenticatedSession_signsEachRequestAsItCame() async throws {
        let response = HTTPURLResponse(url: anyURL(), statusCode: 200, httpVersion: nil, headerFields: nil)!
        let session = HTTPSessionSpy(result: .success((Data(), response)))
        let sut = AuthenticatedURLSession(urlSession: session, token: "a-token")
        let urls = [URL(string: "https://a-url.com")!, URL(string: "https://another-url.com")!]

        for url in urls { _ = try await sut.data(for: URLRequest(url: url)) }

        #expect(
            session.requests.map(\.url) == urls
                && session.requests.allSatisfy {
                    $0.value(forHTTPHeaderField: "Authorization") == "Bearer a-token"
                },
            """
            \(Move.sessionDecorator): each request goes on as it came, with the token added; a request kept \
            from an earlier call sends the wrong URL.
            """)
    }

    // MARK: - The graphs the composition root builds

    @Test(arguments: Variant.allCases)
    func test_variant_isComposedOfTheSmallTypes(_ variant: Variant) {
        let root = makeSUT()
        let useCase =
            switch variant {
            case .everyone: root.makeGetAllProductsUseCaseForEveryone()
            case .regularUsers: root.makeGetAllProductsUseCaseForRegularUsers()
            case .usersOptedOutOfAnalytics: root.makeGetAllProductsUseCaseForUsersOptedOutOfAnalytics()
            case .abTest:
                root.makeGetAllProductsUseCaseForABTest(
                    abTest: ABTestProviderStub(testGroups: []), token: "a-token")
            }

        #expect(
            ObjectGraph.tree(of: useCase, module: "Stage8ProductsComposition")
                == ObjectGraph.canonical(variant.expectedGraph),
            "\(variant.lesson)"
        )
    }

    nonisolated enum Variant: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case everyone, regularUsers, usersOptedOutOfAnalytics, abTest

        var testDescription: String { rawValue }

        var lesson: String {
            switch self {
            case .everyone:
                "\(Move.compose): compose everyone's use case from the small types, as the article does."
            case .regularUsers:
                "\(Move.otherVariants): regular users get the network and its event, and no cache."
            case .usersOptedOutOfAnalytics:
                "\(Move.otherVariants): users who opted out get the network without the analytics decorator."
            case .abTest:
                "\(Move.otherVariants): the A/B test picks the network on the public or on the authenticated session."
            }
        }

        /// The parts of each graph, and what each part holds; which property holds which part,
        /// and in what order they are declared, is the learner's to choose.
        var expectedGraph: String {
            switch self {
            case .everyone:
                """
                GetAllProductsUseCase
                  ReachabilityProductsProviderStrategy
                    CachingProductsProviderDecorator
                      AnalyticsProductsProviderDecorator
                        URLSessionProductsProvider
                      UserDefaultsProductsProvider
                    AnalyticsProductsProviderDecorator
                      UserDefaultsProductsProvider
                """
            case .regularUsers:
                """
                GetAllProductsUseCase
                  AnalyticsProductsProviderDecorator
                    URLSessionProductsProvider
                """
            case .usersOptedOutOfAnalytics:
                """
                GetAllProductsUseCase
                  URLSessionProductsProvider
                """
            case .abTest:
                """
                GetAllProductsUseCase
                  ABTestProductsProviderStrategy
                    URLSessionProductsProvider
                    URLSessionProductsProvider
                      AuthenticatedURLSession
                """
            }
        }
    }

    // MARK: - Helpers

    private func makeSUT() -> CompositionRoot {
        CompositionRoot(
            url: anyURL(),
            urlSession: URLProtocolStub.makeSession(),
            userDefaults: cache.userDefaults,
            reachability: ReachabilityStub(isReachable: true),
            analytics: AnalyticsSpy()
        )
    }

    /// A reachability the test switches between calls.
    private final class ReachabilitySwitch: ReachabilityProvider {
        var isReachable: Bool

        init(isReachable: Bool) {
            self.isReachable = isReachable
        }
    }

    /// An A/B test whose answer the test switches between calls.
    private final class ABTestSwitch: ABTestProvider {
        var isInTestGroup: Bool

        init(isInTestGroup: Bool) {
            self.isInTestGroup = isInTestGroup
        }

        func isInTestGroup(_ group: String) -> Bool {
            isInTestGroup
        }
    }

    /// Delivers the next list of products on each call.
    private final class ProductsProviderSequence: ProductsProvider {
        private var results: [[Product]]

        init(_ results: [[Product]]) {
            self.results = results
        }

        func getAll() async throws -> [Product] {
            results.isEmpty ? [] : results.removeFirst()
        }
    }
}
