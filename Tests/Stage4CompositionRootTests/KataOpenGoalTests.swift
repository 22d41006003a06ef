import DesignRules
import KataTestSupport
import SourceStructure
import Testing

/// The goal checks of kata 4 in open mode, where the learner chooses the types, their names, their
/// files and the order: each row is a principle of constructor injection and a composition root,
/// read from the shape of the learner's code (who constructs what, who names a global, who asks a
/// collaborator what it is), never from the reference's type names, files or graph. Each failure
/// names the principle and points at the learner's line.
@Suite struct KataOpenGoalTests {
    /// Read once for the whole suite: the sources do not change while the tests run.
    private nonisolated static let design = StageDesign(sources: SourceTree.stage("Stage4CompositionRoot"))
    private var design: StageDesign { Self.design }

    /// The principles kata 4 teaches, said without the reference's names: each is one row of
    /// `test_design_keepsRule`.
    nonisolated static let rules: [DesignRule] = [
        DesignRule.noSharedState.teaching(
            """
            No shared instance is left: a global or a static collaborator can be reached from \
            anywhere, so no signature says who depends on it, and every test in the process shares it.
            """),
        DesignRule.rootKeepsNothing.teaching(
            """
            The composition root builds a new graph each time it is asked and keeps nothing: a static \
            var there is shared by every graph it built and outlives them, the singleton again.
            """),
        DesignRule.combining([.noDependencyDefault, .noStaticRequirement], id: "no-dependency-default")
            .teaching(
                """
                A dependency has no default, by any road (a default argument, a convenience init, a \
                protocol's shared instance): a default names a concrete type or a global inside a type \
                that should know only what it is handed.
                """),
        DesignRule.onlyRootConstructs.teaching(
            """
            Only the composition root creates the parts of the graph and the platform's \
            collaborators: a part made anywhere else decides the graph where nobody looks for it.
            """),
        DesignRule.onlyRootNamesGlobals.teaching(
            """
            A part is handed its session; only the composition root, or the app that calls it, \
            names the platform's shared instance. A part that reaches for one picks its own \
            collaborator, and no test can hand it another.
            """),
        DesignRule.rootNotReachedFromOutside.teaching(
            """
            The composition root calls into the graph, never the other way round: a part that \
            calls the root back turns it into a service locator.
            """),
        DesignRule.noServiceLocator.teaching(
            """
            A part is handed what it needs: a container it asks for a type hides every dependency \
            behind one parameter and fails only at run time.
            """),
        DesignRule.partsHoldAbstractions.teaching(
            """
            A part holds its collaborator by the abstraction it needs, not by one implementation: \
            holding the concrete client welds the loader to the network again.
            """),
        DesignRule.noTypeCheck.teaching(
            """
            A part sees its collaborator only through its abstraction: asking which one it has \
            brings back the concrete type the composition root chose for it.
            """),
        DesignRule.combining(
            [.protocolExtensionsImplementNoRequirement, .protocolsNameNoPlatformType],
            id: "abstractions-leave-the-work-to-each-implementation"
        ).teaching(
            """
            An abstraction says what its consumer needs, and each implementation does its own work: \
            a body in a protocol's extension, or URLSession's own types in its requirements, make \
            every implementation the network by default.
            """),
        DesignRule.noPublicDoor.teaching(
            """
            A part keeps what it was handed to itself, and opens no door the design did not ask \
            for: a public collaborator lets a caller reach past it into the graph the root wired, \
            and a public var, or a static or global one, changes that graph behind the root's back.
            """),
        DesignRule.injectedCollaboratorOwned.teaching(
            """
            A part owns what it is handed: a collaborator held weak or unowned lives only as long \
            as its creator happens to keep it, which no signature says.
            """),
        DesignRule.noBuildConfigurationChoice.teaching(
            """
            The composition root decides the graph by what it is handed, not by how the app was \
            built or launched: an #if DEBUG, a custom flag, the simulator or an environment variable \
            that picks a collaborator is a choice no test and no caller can see or change.
            """),
        DesignRule.collaboratorsSetInInit.teaching(
            """
            A part is handed what it needs when it is built: a collaborator set afterwards, in a \
            var the root assigns or an implicitly unwrapped property, can be missing when the part \
            is used, and swapped by anyone later.
            """),
        DesignRule.noOptionalCollaborator.teaching(
            """
            A part's collaborator is always there: one it may not have (an optional client, an \
            optional closure) makes every use ask whether it is, and a part built without it \
            fails only when it runs.
            """),
        DesignRule.noChoiceFixedWhenBuilt.teaching(
            """
            A part does not switch what it does on a flag or an optional it was built with: that \
            is two parts behind a switch, and the root, which knows, should build the one it needs.
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
