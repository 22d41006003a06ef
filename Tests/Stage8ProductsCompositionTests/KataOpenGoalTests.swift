import DesignRules
import Foundation
import KataTestSupport
import SourceStructure
import Testing

/// The goal checks of kata 8 in open mode, where the learner chooses the types, their names, their
/// files and the order: each check is a principle, read from the shape of the learner's code
/// (which type holds what, which implements a protocol and holds one of it) and from what the
/// composition root's graphs do, never from the reference's type names, files or graph. What a
/// rule cannot see into (a closure, a value it cannot type) it lets through. Each failure names
/// the principle and points at the learner's line.
@Suite struct KataOpenGoalTests {
    /// Read once for the whole suite: the sources do not change while the tests run.
    private nonisolated static let design = StageDesign(
        sources: SourceTree.stage("Stage8ProductsComposition"),
        platformStandIns: ["NetworkReachability", "VendorAnalytics"])

    /// The platform's collaborators and SDKs that the god class talked to all at once, by kind.
    private nonisolated static let kinds = PlatformKinds(
        design: design,
        seeds: [
            "URLSession": "URLSession", "UserDefaults": "UserDefaults",
            "ReachabilityProvider": "reachability", "NetworkReachability": "reachability",
            "Analytics": "analytics", "VendorAnalytics": "analytics",
        ])

    /// A type's code lines, comments and blank lines aside, beyond which it does more than one job.
    private static let smallTypeLines = 35

    private var design: StageDesign { Self.design }
    private var sources: SourceTree { design.sources }
    /// The store the composition root is handed in the checks that run the stage's code.
    let cache = TemporaryUserDefaults()

    // MARK: - Structure

    @Test func test_noTypeButTheRoot_talksToMoreThanOneKindOfPlatformCollaborator() {
        sources.expectFiles()
        sources.expectNone(
            Self.kinds.typesHoldingSeveralKinds().map { found in
                Occurrence(
                    name: found.type.name,
                    text: "\(found.type.name) holds \(found.kinds.joined(separator: ", "))",
                    location: found.type.location,
                    scope: Scope(types: [found.type.name], member: nil, region: .declaration))
            },
            """
            One reason to change per type: a type that talks to more than one of the network \
            session, UserDefaults, reachability and analytics is the god class again, and changes \
            whenever any of them does. Give each its own small type, and let the root put them \
            together.
            """)
    }

    /// Each declaration on its own: a type's body, and each of its extensions, since a value type
    /// with one combinator an extension is as legitimate as a class a file. A namespace of static
    /// functions (a family of combinators) keeps nothing: each of its functions is measured alone.
    @Test func test_everyTypeButTheRoot_isSmall() {
        let declarations = sources.types.filter {
            $0.kind != .protocol && !design.rootTypes.contains($0.name)
                && !design.platformStandIns.contains($0.name)
        }
        let limit = Self.smallTypeLines * SourceTree.tokensPerLine

        for declaration in declarations {
            let what = declaration.isExtension ? "this extension of \(declaration.name)" : declaration.name
            let pieces =
                sources.isNamespace(declaration)
                ? declaration.members.functions.map {
                    ("\(what).\($0.name)", sources.codeTokenCount(of: $0), $0.location)
                }
                : [(what, sources.codeTokenCount(of: declaration), declaration.location)]
            // Counted in tokens, so that no layout changes the verdict; told in lines.
            for (name, tokens, location) in pieces {
                #expect(
                    tokens <= limit,
                    """
                    One job per type: \(name) has about \(tokens / SourceTree.tokensPerLine) lines of code \
                    (\(tokens) tokens); a type that does one thing fits in \(Self.smallTypeLines) \
                    (\(limit) tokens).
                    """,
                    sourceLocation: sources.sourceLocation(of: location))
            }
        }
    }

    /// The principles of composing, as rules: each row of the results names one.
    nonisolated static let compositionRules: [DesignRule] = [
        .noSubclassedPart, .partsHoldAbstractions, .noServiceLocator, .noBuildConfigurationChoice,
        .noPublicDoor, .injectedCollaboratorOwned, .rolesStayApart, .collaboratorsSetInInit,
        .noOptionalCollaborator, .noChoiceFixedWhenBuilt,
    ]

    @Test(arguments: compositionRules)
    func test_design_keepsRule(_ rule: DesignRule) {
        design.expect(rule)
    }

    /// What the rules cannot judge, as questions for the review, where `kata done` reads them.
    @Test func test_design_notesWhatTheChecksLeaveToTheReviewer() throws {
        try design.recordReview(keeping: Self.compositionRules)
    }

    @Test func test_decorators_neverBranch() {
        let decorators = design.decorators
        let branches = sources.branches().filter { branch in
            decorators.contains { branch.scope.isInside($0) } && !isEmptyCatch(branch)
        }

        sources.expectNone(
            branches,
            """
            A Decorator adds one thing and always does it: a decision inside one (whether to log, \
            falling back when the call fails) belongs to a Strategy, which picks between parts, \
            or to the root, which picks the parts.
            """)
    }

    @Test func test_decoratorsAndStrategies_keepNothingBetweenCalls() {
        sources.expectNone(
            design.keptState(in: design.decorators.union(design.strategies)),
            """
            A Decorator or a Strategy decides on each call, from the world as it is then: a value \
            kept in a var (a choice made once, products held from an earlier call) answers a \
            question the world has moved on from.
            """)
    }

    @Test func test_onlyTheRoot_constructsTheGraph() {
        sources.expectNone(
            design.constructionsOutsideRoot() + design.dependencyDefaults() + design.rootReachedFromOutside(),
            """
            Only the composition root constructs the graph: a part made anywhere else, in a \
            default value (= nil too: a part the root may leave out is a switch, not a part), a \
            convenience init or a factory, is wiring nobody reviews in one place, and a part that \
            calls the root back makes it a service locator.
            """)
    }

    @Test func test_nothingIsShared() {
        sources.expectNone(
            design.sharedState() + design.staticStateInRoot(),
            """
            No shared state: a global or a static var is one value every graph and every test \
            shares; each graph's parts are handed what they use.
            """)
    }

    @Test func test_platformSharedInstances_areNamedOnlyInTheRoot() {
        sources.expectNone(
            design.globalsNamedOutsideRoot(),
            """
            The shared instances (URLSession.shared, UserDefaults.standard, the SDKs' singletons) \
            are named in the composition root and nowhere else: a part that reaches for one picks its own collaborator, and no \
            test or other audience can hand it another.
            """)
    }

    // MARK: - Helpers

    /// Whether `branch` is a bare `catch {}`: ignoring a failure, as `try?` does, decides nothing.
    private func isEmptyCatch(_ branch: Occurrence) -> Bool {
        guard branch.name == "catch",
            let code = sources.files.first(where: { $0.path == branch.location.file })?.code,
            let index = code.firstIndex(where: { $0.location == branch.location }),
            index + 2 < code.count
        else { return false }
        return code[index + 1].text == "{" && code[index + 2].text == "}"
    }
}
