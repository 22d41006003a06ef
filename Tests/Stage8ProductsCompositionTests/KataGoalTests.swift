import DesignRules
import Foundation
import KataTestSupport
import SourceStructure
import Testing

/// The kata's moves, numbered as its page numbers them (`KataMove`).
private typealias Move = KataMove.Kata8

/// What kata 8 is for, read from the stage's declarations and code, from what its strategies and decorators
/// do when asked twice, and from the object graphs its composition root builds: the characterization table
/// passes before and after it. Each failure names the move that was missed, as the page beside the stage
/// (README.md) numbers it, and points at the line at fault.
@Suite struct KataGoalTests {
    /// Read once for the whole suite: the sources do not change while the tests run.
    private nonisolated static let design = StageDesign(
        sources: SourceTree.stage("Stage8ProductsComposition"),
        platformStandIns: ["NetworkReachability", "VendorAnalytics"])

    /// The small types, by the move of "Stage 8" that introduces each.
    nonisolated static let moves = [
        "URLSessionProductsProvider": Move.network, "UserDefaultsProductsProvider": Move.cache,
        "CachingProductsProviderDecorator": Move.decorators,
        "AnalyticsProductsProviderDecorator": Move.decorators,
        "ReachabilityProductsProviderStrategy": Move.strategy,
        "ABTestProductsProviderStrategy": Move.abTestStrategy,
        "AuthenticatedURLSession": Move.sessionDecorator,
    ]
    nonisolated static let smallTypes = moves.keys.sorted()

    private var design: StageDesign { Self.design }
    private var sources: SourceTree { design.sources }
    /// The store the composition root is handed in the checks that run the stage's code.
    let cache = TemporaryUserDefaults()

    // MARK: - Structure

    /// The decorators and strategies the kata names; any other type shaped like one is found by its shape.
    nonisolated static let namedDecorators: Set<String> = [
        "CachingProductsProviderDecorator", "AnalyticsProductsProviderDecorator", "AuthenticatedURLSession",
    ]
    nonisolated static let namedWrappers = namedDecorators.union([
        "ReachabilityProductsProviderStrategy", "ABTestProductsProviderStrategy",
    ])

    /// The rules kata 8 teaches, in its words: each is one row of `test_design_keepsRule`.
    nonisolated static let rules: [DesignRule] = [
        DesignRule.typesAreGone(["ProductsRepositoryImpl", "ProductsRepository"]).named("god-class-is-gone")
            .teaching(
                """
                \(KataMove.list(Move.abstraction, Move.deleteTheGodClass)): ProductsRepository is \
                ProductsProvider, named for what it abstracts, and ProductsRepositoryImpl is deleted once \
                the composition replaces it.
                """),
        DesignRule.decoratorsNeverBranch(named: namedDecorators).teaching(
            """
            \(KataMove.list(Move.decorators, Move.sessionDecorator)): a decorator adds one thing and always \
            does it; a decision in one (when to cache, falling back to the cache) is a strategy's job, such \
            as reachability's.
            """),
        DesignRule.wrappersKeepNothing(named: namedWrappers).teaching(
            """
            \(KataMove.list(Move.decorators, Move.strategy, Move.abTestStrategy, Move.sessionDecorator)): a \
            decorator or a strategy decides on each call, from the world as it is then; a value kept in a \
            var (a choice made once, products held in memory) answers a question the world has moved on \
            from.
            """),
        DesignRule.wrappersGoThroughProviders(named: namedWrappers).teaching(
            """
            \(KataMove.list(Move.decorators, Move.strategy)): decorators and strategies talk to providers \
            only; reading UserDefaults or URLSession itself does the job of the provider they should go \
            through.
            """),
        DesignRule.combining([.onlyRootConstructs, .rootNotReachedFromOutside], id: "only-root-constructs")
            .teaching(
                """
                \(Move.compose): only CompositionRoot creates the providers, decorators and strategies, \
                and nothing calls it back; a part made anywhere else is wiring nobody reviews.
                """),
        DesignRule.combining([.onlyRootNamesGlobals, .noSharedState], id: "only-root-names-globals").teaching(
            """
            \(KataMove.list(Move.network, Move.cache, Move.decorators, Move.strategy, Move.compose)): the \
            providers are handed their URLSession, UserDefaults, reachability and analytics; the shared \
            instances \
            (URLSession.shared, UserDefaults.standard, NetworkReachability.shared, VendorAnalytics.shared) \
            are named in CompositionRoot.live(url:) and nowhere else, and the root itself is not a global.
            """),
        DesignRule.rootKeepsNothing.teaching(
            """
            \(Move.otherVariants): the composition root builds each variant when asked and keeps nothing. \
            A static var there, such as the audience to build for, is a global that decides the \
            graph: the variant belongs in what the app asks for, or in a Strategy.
            """),
        DesignRule.combining([.noDependencyDefault, .noStaticRequirement], id: "no-dependency-default")
            .teaching(
                """
                \(KataMove.list(Move.network, Move.cache, Move.decorators, Move.strategy)): a dependency has \
                no default, by any road; a default builds part of the graph outside the composition root.
                """),
        DesignRule.protocolExtensionsImplementNoRequirement.named("each-type-does-its-own-work").teaching(
            """
            \(KataMove.list(Move.network, Move.cache, Move.decorators, Move.strategy)): a protocol only says \
            what its implementations do. A body in an extension of ProductsProvider or HTTPSession is \
            behaviour every implementation inherits unasked.
            """),
        DesignRule.noPublicDoor.teaching(
            """
            \(KataMove.list(Move.network, Move.cache, Move.decorators, Move.strategy)): each Decorator and \
            Strategy keeps what it wraps private, and no switch is public. A public decoratee lets callers \
            go round the Decorator; a public or static var that turns analytics off or forces offline is a \
            Strategy nobody wired.
            """),
        DesignRule.injectedCollaboratorOwned.teaching(
            """
            \(KataMove.list(Move.network, Move.cache, Move.decorators, Move.strategy)): each part owns what \
            it wraps. A decoratee or a provider held weak lives only as long as the root happens to keep it, \
            which no signature says.
            """),
        DesignRule.noTypeCheck.teaching(
            """
            Kata 8: each type sees its collaborators through ProductsProvider, HTTPSession and the \
            other protocols; asking which one it was given brings back the if the composition removed.
            """),
        DesignRule.noBuildConfigurationChoice.teaching(
            """
            Kata 8: the composition root picks the parts by what it is handed (the audience, \
            the session, the store), not by how the app was built or launched: an #if DEBUG, a custom \
            flag or an environment variable that picks a provider is a Strategy nobody can test.
            """),
        DesignRule.rolesStayApart.teaching(
            """
            \(Move.cache): reading and saving are two roles, ProductsProvider and ProductsSaver. \
            A protocol that inherits another makes every client of the one depend on the other too; \
            the store that plays both conforms to both.
            """),
    ]

    @Test(arguments: rules)
    func test_design_keepsRule(_ rule: DesignRule) {
        design.expect(rule)
    }

    @Test(arguments: smallTypes)
    func test_type_isAHandfulOfLines(_ type: String) throws {
        let move = Self.moves[type]!
        let declaration = try #require(
            sources.declarations(of: type).first { !$0.isExtension },
            "\(move): write \(type).")
        // Counted in tokens, so that no layout changes the verdict; told in lines.
        let tokens = sources.codeTokenCount(of: type)
        let handful = 35

        #expect(
            tokens <= handful * SourceTree.tokensPerLine,
            """
            \(move): \(type) has one job and a handful of lines, not about \
            \(tokens / SourceTree.tokensPerLine) \
            (\(tokens) tokens, where a handful is up to \(handful) lines, \(handful * SourceTree.tokensPerLine) tokens).
            """,
            sourceLocation: sources.sourceLocation(of: declaration.location))
    }
}
