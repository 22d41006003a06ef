import DesignRules
import Foundation
import KataTestSupport
import SourceStructure
import Testing

/// The kata's moves, numbered as its page numbers them (`KataMove`).
private typealias Move = KataMove.Kata5

/// What kata 5 is for, read from the stage's declarations and code, and from what its decorator does when it
/// is asked twice: behaviour tests pass before and after it. Each failure names the move that was missed, as
/// the page beside the stage (README.md) numbers it, and points at the line at fault.
@Suite struct KataGoalTests {
    /// The collaborators not every caller has, by the move that makes each one always there.
    nonisolated static let optionalCollaborators = [
        "FeedLoadingAnalytics": Move.analytics, "FeedLoaderLogger": Move.logging,
        "FeedImageDataLoaderTask": Move.cancellableImageLoad, "FeedCache": Move.optionalCache,
    ]
    /// Read once for the whole suite: the sources do not change while the tests run.
    private nonisolated static let design: StageDesign = {
        let sources = SourceTree.stage("Stage5NullObject")
        let named: Set<String> = [
            "NullFeedLoadingAnalytics", "NullFeedLoaderLogger", "NullFeedImageDataLoaderTask",
            "NullFeedCache",
        ]
        // A Null Object is one by what it does, whatever its name; the kata's names are its suggestions.
        let nullObjects = named.union(sources.declaredTypeNames.filter { $0.hasPrefix("Null") })
        let unnamed = StageDesign(sources: sources, nullObjects: nullObjects).doNothingImplementations
        return StageDesign(sources: sources, nullObjects: nullObjects.union(unnamed))
    }()

    private var design: StageDesign { Self.design }
    private var sources: SourceTree { design.sources }

    /// The rules kata 5 teaches, in its words: each is one row of `test_design_keepsRule`.
    nonisolated static let rules: [DesignRule] = {
        let optional = Set(optionalCollaborators.keys)
        let everyNullObject = KataMove.list(Array(optionalCollaborators.values))
        return [
            DesignRule.noOptionalCollaborator.teaching(
                """
                \(everyNullObject): every collaborator is always there; where a caller has none, \
                it gets a Null Object instead of nil, so no use site asks "is it there?".
                """),
            DesignRule.nullObjectsAreNeverAsked.teaching(
                """
                \(Move.analytics): a Null Object exists so that no caller asks whether it is one; a check \
                for it is the branch it was written to remove.
                """),
            DesignRule.noFlagBesideNullObject(optional: optional).teaching(
                """
                \(KataMove.list(Move.analytics, Move.logging, Move.cancellableImageLoad)): the type calls \
                its collaborator every time; a flag that decides whether to call it, or a question put to \
                it, brings back the optional the Null Object removed.
                """),
            DesignRule.nullObjectsDoNothing.teaching(
                """
                \(everyNullObject): a Null Object does nothing, safely: no output, no event, no \
                state; at most it completes what it is asked with success. Anything more is a behaviour \
                no caller asked for.
                """),
            DesignRule.protocolExtensionsImplementNoRequirement.teaching(
                """
                \(KataMove.list(Move.analytics, Move.logging)): doing nothing is one type's job, the Null \
                Object's. A body for a requirement in an extension of the protocol is a no-op every \
                implementation inherits unasked: a real tracker that forgets a method still compiles, and \
                silently tracks nothing.
                """),
            DesignRule.combining(
                [.commandsAnswerNothing(of: "FeedImageCellController"), .collaboratorsArePrivate],
                id: "cell-keeps-its-task-to-itself"
            ).teaching(
                """
                \(Move.cancellableImageLoad): display(_:) and the cell's other commands return nothing, and \
                its task and loader are its own. Handing the task out lets a caller cancel behind the cell's \
                back, and the one-load-at-a-time rule the cell keeps leaks out of it.
                """),
            DesignRule.combining(
                [.noDependencyDefault(optional: optional), .noStaticRequirement], id: "no-dependency-default"
            ).teaching(
                """
                Kata 5: only an optional collaborator defaults, and only to its Null Object. The HTTP \
                client, the store and the decoratee are required: a default would hide a concrete type, \
                and a Null Object there would have to invent answers.
                """),
            DesignRule.combining(
                [.onlyRootConstructs, .onlyRootNamesGlobals, .noSharedState, .rootNotReachedFromOutside],
                id: "only-the-root-names-concrete-types-and-globals"
            ).teaching(
                """
                Kata 5 keeps kata 4's rule: only CompositionRoot creates the collaborators and names a \
                global; the Null Objects are the one default a type may pick for itself.
                """),
            DesignRule.noTypeCheckOfRealCollaborators.teaching(
                """
                Kata 5 keeps kata 4's rule: a type sees its collaborators only through their protocols; \
                asking which one it was given brings back the concrete types the root chose.
                """),
            DesignRule.noBuildConfigurationChoice.teaching(
                """
                Kata 5: a Null Object, a collaborator and a default are the same in every build. \
                Code under #if DEBUG or a flag, or that reads the environment, does in one build what \
                the tests never see, such as a Null Object that prints while developing.
                """),
            DesignRule.noPublicDoor.teaching(
                """
                Kata 5 opens no door: no public var on a loader, a decorator or the cell, and no static \
                or global one, that lets a caller switch the logger or the analytics off from outside; the \
                Null Object is handed in where none is wanted.
                """),
            DesignRule.injectedCollaboratorOwned.teaching(
                """
                Kata 5: a type owns the collaborators it is handed, the Null Objects included. Held weak, \
                a logger or a tracker made at the call site is gone at once, and every call on it does \
                nothing by accident rather than by design.
                """),
        ]
    }()

    @Test(arguments: rules)
    func test_design_keepsRule(_ rule: DesignRule) {
        design.expect(rule)
    }

    @Test(arguments: optionalCollaborators.keys.sorted())
    func test_optionalCollaborator_hasANullObject(_ protocolName: String) {
        let move = Self.optionalCollaborators[protocolName]!
        let nullObjects = sources.conformers(of: protocolName).intersection(design.nullObjects)

        #expect(
            !nullObjects.isEmpty,
            """
            \(move): a caller with no \(protocolName) gets a Null Object, a \
            \(protocolName) that does nothing, so that the type that uses one never asks whether it is there.
            """)
    }
}
