import Foundation
import KataTestSupport
import Stage8ProductsComposition
import Testing

/// What kata 8 is for, read from the stage's sources and from the object graphs its composition
/// root builds: the characterization table passes before and after it. Each failure names the
/// move of "Stage 8" in Katas.md that was missed.
@Suite struct KataGoalTests {
    let sources = StageSources("Stage8ProductsComposition")
    private let cache = TemporaryUserDefaults()

    /// The small types, by the move of "Stage 8" that introduces each.
    nonisolated static let moves = [
        "URLSessionProductsProvider": 2, "UserDefaultsProductsProvider": 3,
        "CachingProductsProviderDecorator": 4, "AnalyticsProductsProviderDecorator": 4,
        "ReachabilityProductsProviderStrategy": 5, "ABTestProductsProviderStrategy": 8,
        "AuthenticatedURLSession": 9,
    ]
    nonisolated static let smallTypes = moves.keys.sorted()

    @Test func test_godClass_isGone() {
        let types = sources.declaredTypes

        #expect(!types.contains("ProductsRepositoryImpl"), "Kata 8, move 7: delete ProductsRepositoryImpl.")
        #expect(
            !types.contains("ProductsRepository") && types.contains("ProductsProvider"),
            "Kata 8, move 1: rename ProductsRepository to ProductsProvider, the name of what it abstracts."
        )
    }

    @Test(arguments: smallTypes)
    func test_type_isAHandfulOfLines(_ type: String) throws {
        let code = try #require(
            sources.files["\(type).swift"],
            "Kata 8, move \(Self.moves[type]!): \(type).swift, one type per file.")
        let lines = code.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }

        #expect(
            lines.count <= 35,
            "Kata 8, move \(Self.moves[type]!): \(type) has one job and a handful of lines, not \(lines.count)."
        )
    }

    @Test(arguments: [
        "CachingProductsProviderDecorator", "AnalyticsProductsProviderDecorator", "AuthenticatedURLSession",
    ])
    func test_decorator_doesNotBranch(_ decorator: String) {
        let branches =
            sources.files["\(decorator).swift"]?.regexMatches(#"(?<![#\w])(if|guard|switch|catch)\b"#) ?? []

        #expect(
            branches.isEmpty,
            """
            Kata 8, move \(Self.moves[decorator]!): a decorator adds one thing and always does it; \
            a branch in \(decorator) (\(branches)) is a strategy's job, such as falling back to the cache.
            """
        )
    }

    @Test func test_onlyTheCompositionRootNamesConcreteTypes() {
        let constructions = Self.smallTypes.map { #"\b\#($0)\s*\("# }.joined(separator: "|")
        let root = sources.files(defining: "CompositionRoot")

        #expect(
            !root.isEmpty && sources.files(matching: constructions) == root,
            "Kata 8, move 6: only CompositionRoot creates the providers, decorators and strategies."
        )
    }

    @Test func test_onlyTheCompositionRootNamesTheGlobals() {
        let root = sources.files(defining: "CompositionRoot")
        let globals = sources.matches(of: #"[\w.]*\.(shared|standard)\b"#).filter { match in
            !root.contains { match.hasPrefix("\($0):") }
        }

        #expect(
            globals.isEmpty,
            """
            Kata 8, moves 2 to 5: the providers are handed their URLSession, UserDefaults, \
            reachability and analytics; no default value names a global. Found: \(globals)
            """
        )
    }

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
            ObjectGraph.tree(of: useCase, module: "Stage8ProductsComposition") == variant.expectedGraph,
            "Kata 8, \(variant.move)"
        )
    }

    nonisolated enum Variant: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case everyone, regularUsers, usersOptedOutOfAnalytics, abTest

        var testDescription: String { rawValue }

        var move: String {
            switch self {
            case .everyone: "move 6: compose everyone's use case from the small types, as the article does."
            case .regularUsers: "move 10: regular users get the network and its event, and no cache."
            case .usersOptedOutOfAnalytics:
                "move 10: users who opted out get the network without the analytics decorator."
            case .abTest:
                "move 10: the A/B test picks the network on the public or on the authenticated session."
            }
        }

        var expectedGraph: String {
            switch self {
            case .everyone:
                """
                GetAllProductsUseCase
                  productsProvider: ReachabilityProductsProviderStrategy
                    remote: CachingProductsProviderDecorator
                      remote: AnalyticsProductsProviderDecorator
                        decoratee: URLSessionProductsProvider
                      cache: UserDefaultsProductsProvider
                    local: AnalyticsProductsProviderDecorator
                      decoratee: UserDefaultsProductsProvider
                """
            case .regularUsers:
                """
                GetAllProductsUseCase
                  productsProvider: AnalyticsProductsProviderDecorator
                    decoratee: URLSessionProductsProvider
                """
            case .usersOptedOutOfAnalytics:
                """
                GetAllProductsUseCase
                  productsProvider: URLSessionProductsProvider
                """
            case .abTest:
                """
                GetAllProductsUseCase
                  productsProvider: ABTestProductsProviderStrategy
                    a: URLSessionProductsProvider
                    b: URLSessionProductsProvider
                      urlSession: AuthenticatedURLSession
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
}
