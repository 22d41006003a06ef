import DesignRules
import KataTestSupport
import SourceStructure
import Testing

/// The goal checks of kata 6 in open mode, where the learner chooses how the loader decides, how
/// each store keeps the feed, and the types, names and files behind them: each row is a principle,
/// command-query separation first, read from signatures and bodies (what a method answers, what it
/// changes, which collaborator it asks), never from the reference's names. Each failure names the
/// principle and points at the learner's line.
@Suite struct KataOpenGoalTests {
    /// Read once for the whole suite: the sources do not change while the tests run. The stage's
    /// Null Objects, which the code before the kata already has, are known by the word it names
    /// them with, and a dependency may default to one.
    private nonisolated static let design: StageDesign = {
        let sources = SourceTree.stage("Stage6CommandQuerySeparation")
        let nullObjects = sources.declaredTypeNames.filter { $0.hasPrefix("Null") }
        // No test names a root here: whatever composes the cache is it, under any name.
        return StageDesign(sources: sources, root: nil, nullObjects: nullObjects)
    }()

    private var design: StageDesign { Self.design }

    /// The protocols a Null Object implements: the collaborators a caller may leave out.
    private nonisolated static var optionalCollaborators: Set<String> {
        Set(design.nullObjects.flatMap { design.sources.conformances(of: $0) })
    }

    /// The principles kata 6 teaches and keeps, said without the reference's names: each is one
    /// row of `test_design_keepsRule`.
    nonisolated static let rules: [DesignRule] = [
        DesignRule.noQueryWithSideEffect.teaching(
            """
            Command-query separation: a method either answers (a query, which changes nothing, \
            neither a property nor a file) or changes something (a command, which answers only \
            whether it worked). One that does both is a question that changes its own answer, or a \
            command that hands back what it replaced.
            """),
        DesignRule.noQueryCommandsWhatItReads.teaching(
            """
            A query leaves what it reads as it was: one that reads from a store and asks that same \
            store to delete or insert answers differently the second time. Removing what is invalid \
            is a command of its own, run when the app decides to.
            """),
        DesignRule.combining([.noSharedState, .rootKeepsNothing], id: "no-shared-state").teaching(
            """
            No shared state: a global or a static var, such as a default store location anyone may \
            reassign, is one value the whole app and every test share; a store is handed where it \
            lives.
            """),
        DesignRule.combining(
            [.onlyRootConstructs, .noDependencyDefault(optional: optionalCollaborators)],
            id: "only-the-root-wires-the-cache"
        ).teaching(
            """
            Only the composition root creates the stores and wires them, and a dependency defaults \
            to nothing but a Null Object: a store made or defaulted inside the cache decides part of \
            the graph where nobody looks for it.
            """),
        DesignRule.noTypeOrIdentityCheck.teaching(
            """
            A use case sees its store only through the store's protocol: asking which store it was \
            given brings back the concrete types, and one more branch for each new store.
            """),
        DesignRule.partsHoldAbstractions.teaching(
            """
            A use case holds its store by the store's protocol: holding one store's own type welds \
            it to that store, so neither the other store nor a spy can stand in.
            """),
        DesignRule.collaboratorsSetInInit.teaching(
            """
            A use case is handed its store and its clock when it is built: one set afterwards can \
            be missing when the app first asks, and swapped by anyone later.
            """),
        DesignRule.oneNamePerType.teaching(
            """
            The cache speaks one vocabulary: a typealias that keeps the old name of a type beside \
            the new one (items beside images) leaves the split the kata removes, and every reader \
            must learn both words for one thing.
            """),
        DesignRule.protocolExtensionsImplementNoRequirement.named("each-store-does-its-own-work").teaching(
            """
            A store's protocol only says what a store must do: a body in an extension of the \
            protocol is one every store inherits unasked.
            """),
        DesignRule.noPublicDoor.teaching(
            """
            A use case keeps its store to itself, and nothing any module can set is shared: a \
            public store lets callers command it past the use case, and a public var changes it \
            behind the back of whoever wired it.
            """),
        DesignRule.injectedCollaboratorOwned.teaching(
            """
            A use case owns the store it is handed: held weak or unowned, a store made at the call \
            site is gone at once, and every command on it silently does nothing.
            """),
        DesignRule.storeReplacesAtomically.teaching(
            """
            A command replaces the file it reads back whole or not at all (an atomic write, or a \
            temporary file moved over it), so one that fails half-way leaves the previous data \
            readable. Writing into the file, or removing it first, can lose it.
            """),
        DesignRule.rolesStayApart.teaching(
            """
            Each store protocol is a role of its own: one that inherits another makes its clients \
            depend on the other's requirements too, and every implementation implement them; a \
            type that plays both roles conforms to both.
            """),
    ]

    @Test func test_stage_isReadable() {
        design.sources.expectFiles()
    }

    @Test(arguments: rules)
    func test_design_keepsRule(_ rule: DesignRule) {
        design.expect(rule)
    }

    /// What the rules cannot judge, as questions for the review, where `kata done` reads them.
    @Test func test_design_notesWhatTheChecksLeaveToTheReviewer() throws {
        try design.recordReview(keeping: Self.rules)
    }
}
