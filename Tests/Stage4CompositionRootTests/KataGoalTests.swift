import DesignRules
import KataTestSupport
import SourceStructure
import Testing

/// The kata's moves, numbered as its page numbers them (`KataMove`).
private typealias Move = KataMove.Kata4

/// What kata 4 is for, read from the stage's declarations and code: behaviour tests pass before and after it.
/// Each failure names the move that was missed, as the page beside the stage (README.md) numbers it, and
/// points at the line at fault.
@Suite struct KataGoalTests {
    /// Read once for the whole suite: the sources do not change while the tests run.
    private nonisolated static let design = StageDesign(sources: SourceTree.stage("Stage4CompositionRoot"))
    private var design: StageDesign { Self.design }
    private var sources: SourceTree { design.sources }

    /// The rules kata 4 teaches, in its words: each is one row of `test_design_keepsRule`.
    nonisolated static let rules: [DesignRule] = [
        DesignRule.noSharedState.teaching(
            """
            \(Move.deleteTheSingleton): no shared instance is left. A global or static collaborator can be \
            reached from anywhere, so no signature says who depends on it.
            """),
        DesignRule.rootKeepsNothing.teaching(
            """
            \(Move.compositionRoot): the composition root builds a new graph each time it is called, and \
            keeps nothing. A static var there, such as a cache of clients, is shared by every graph it built \
            and outlives them: the singleton again, inside the root.
            """),
        DesignRule.combining([.noDependencyDefault, .noStaticRequirement], id: "no-dependency-default")
            .teaching(
                """
                \(Move.compositionRoot): a dependency has no default, by any road: a default names a \
                concrete type or a global inside the type that should know only the protocol.
                """),
        DesignRule.onlyRootConstructs.teaching(
            """
            \(Move.compositionRoot): only CompositionRoot creates the loader, its client and their session; \
            anything else that creates one decides part of the graph where nobody looks for it.
            """),
        DesignRule.onlyRootNamesGlobals.teaching(
            """
            \(KataMove.list(Move.sessionAdapter, Move.deleteTheSingleton)): URLSessionHTTPClient is handed \
            its session; only the composition root, or the app that calls it, names URLSession.shared.
            """),
        DesignRule.rootNotReachedFromOutside.teaching(
            """
            \(Move.compositionRoot): the composition root calls into the graph, never the other way round; \
            a type that calls CompositionRoot turns it into a service locator.
            """),
        DesignRule.combining(
            [.protocolExtensionsImplementNoRequirement, .protocolsNameNoPlatformType],
            id: "http-client-leaves-the-work-to-each-client"
        ).teaching(
            """
            \(Move.sessionAdapter): URLSessionHTTPClient is the one place that knows URLSession; HTTPClient \
            only says what the loader needs. A body in an extension of the protocol, or URLSession's \
            types in its requirements, make every client the network by default.
            """),
        DesignRule.noPublicDoor.teaching(
            """
            \(Move.compositionRoot): the loader and the adapter keep what they were handed private, and \
            nothing any module can set is shared. A public client or session lets a caller reach \
            past them into the graph the root wired; a public var swaps a part of it.
            """),
        DesignRule.injectedCollaboratorOwned.teaching(
            """
            \(Move.compositionRoot): each part owns what the root hands it. A client held weak or unowned \
            lives only as long as the root happens to keep it, which no signature says.
            """),
        DesignRule.noTypeCheck.teaching(
            """
            \(Move.compositionRoot): the loader sees its client only as an HTTPClient; asking which client \
            it is brings back the concrete type the composition root chose for it.
            """),
        DesignRule.noBuildConfigurationChoice.teaching(
            """
            \(Move.compositionRoot): CompositionRoot decides the graph by what it is handed, not by how the \
            app was built or launched. An #if DEBUG, a custom flag, the simulator or an environment \
            variable that picks the client is a choice no test and no caller can see or change.
            """),
    ]

    @Test(arguments: rules)
    func test_design_keepsRule(_ rule: DesignRule) {
        design.expect(rule)
    }

    @Test func test_compositionRoot_wiresTheGraph() {
        sources.expectFiles()

        #expect(
            !sources.declarations(of: "CompositionRoot").isEmpty,
            """
            \(Move.compositionRoot): add CompositionRoot, the one place that names the concrete types and \
            wires them together.
            """)
    }
}
