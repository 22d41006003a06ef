import Foundation
import KataTestSupport
import SourceStructure
import Stage5NullObject
import Testing

/// What kata 5 is for, read from the stage's declarations and code, and from what its decorator does when it
/// is asked twice: behaviour tests pass before and after it. Each failure names the move that was missed, as
/// the page beside the stage (README.md) numbers it, and points at the line at fault.
@Suite struct KataGoalTests {
    /// The collaborators not every caller has, by the move that makes each one always there.
    nonisolated static let optionalCollaborators = [
        "FeedLoadingAnalytics": 1, "FeedLoaderLogger": 3, "FeedImageDataLoaderTask": 5, "FeedCache": 7,
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
    private var optional: Set<String> { Set(Self.optionalCollaborators.keys) }

    @Test func test_noCollaboratorIsOptional() {
        sources.expectFiles()

        sources.expectNone(
            design.optionalCollaborators(),
            """
            Kata 5, moves 1, 3, 5 and 7: every collaborator is always there; where a caller has none, \
            it gets a Null Object instead of nil, so no use site asks "is it there?".
            """)
    }

    @Test(arguments: optionalCollaborators.keys.sorted())
    func test_optionalCollaborator_hasANullObject(_ protocolName: String) {
        let move = Self.optionalCollaborators[protocolName]!
        let nullObjects = sources.conformers(of: protocolName).intersection(design.nullObjects)

        #expect(
            !nullObjects.isEmpty,
            """
            Kata 5, move \(move): a caller with no \(protocolName) gets a Null Object, a \
            \(protocolName) that does nothing, so that the type that uses one never asks whether it is there.
            """)
    }

    @Test func test_nullObject_isNeverAskedWhatItIs() {
        let asked =
            design.typeChecks().filter { design.nullObjects.contains($0.name) }
            + sources.comparisons(with: design.nullObjects).filter { !$0.scope.isInside($0.name) }

        sources.expectNone(
            asked,
            """
            Kata 5, move 1: a Null Object exists so that no caller asks whether it is one; a check \
            for it is the branch it was written to remove.
            """)
    }

    @Test func test_noFlagStandsBesideANullObject() {
        sources.expectNone(
            design.flags(beside: optional),
            """
            Kata 5, moves 1, 3 and 5: the type calls its collaborator every time; a flag that decides \
            whether to call it, or a question put to it, brings back the optional the Null Object removed.
            """)
    }

    @Test func test_nullObject_doesNothing() {
        let named = design.nullObjects.filter { sources.declaredTypeNames.contains($0) }

        sources.expectNone(
            design.effects(of: named),
            """
            Kata 5, moves 1, 3, 5 and 7: a Null Object does nothing, safely: no output, no event, no \
            state; at most it completes what it is asked with success. Anything more is a behaviour \
            no caller asked for.
            """)
    }

    @Test func test_protocols_leaveDoingNothingToTheNullObjects() {
        sources.expectNone(
            design.requirementsImplementedByProtocolExtensions(),
            """
            Kata 5, moves 1 and 3: doing nothing is one type's job, the Null Object's. A body for a \
            requirement in an extension of the protocol is a no-op every implementation inherits \
            unasked: a real tracker that forgets a method still compiles, and silently tracks nothing.
            """)
    }

    @Test func test_cell_keepsItsTaskToItself() {
        let cellMethods = sources.functions(of: "FeedImageCellController").filter { function in
            function.kind == .function && !function.returnType.isEmpty
                && !function.modifiers.contains { $0 == "private" || $0 == "fileprivate" }
        }
        sources.expectNone(
            cellMethods.map { function in
                Occurrence(
                    name: function.name, text: "func \(function.selector) -> \(function.returnType)",
                    location: function.location,
                    scope: Scope(
                        types: ["FeedImageCellController"], member: function.name, region: .declaration))
            }
                + design.publishedCollaborators(),
            """
            Kata 5, move 5: display(_:) and the cell's other commands return nothing, and its task and \
            loader are its own. Handing the task out lets a caller cancel behind the cell's back, and \
            the one-load-at-a-time rule the cell keeps leaks out of it.
            """)
    }

    @Test func test_requiredCollaborator_hasNoDefault() {
        sources.expectNone(
            design.dependencyDefaults(optional: optional) + design.staticRequirements(),
            """
            Kata 5: only an optional collaborator defaults, and only to its Null Object. The HTTP \
            client, the store and the decoratee are required: a default would hide a concrete type, \
            and a Null Object there would have to invent answers.
            """)
    }

    @Test func test_onlyTheCompositionRootNamesConcreteTypesAndGlobals() {
        let outsideTheRoot =
            design.constructionsOutsideRoot() + design.globalsNamedOutsideRoot() + design.sharedState()
            + design.rootReachedFromOutside()

        sources.expectNone(
            outsideTheRoot,
            """
            Kata 5 keeps kata 4's rule: only CompositionRoot creates the collaborators and names a \
            global; the Null Objects are the one default a type may pick for itself.
            """)
    }

    @Test func test_collaborators_areNeverAskedWhatTheyAre() {
        sources.expectNone(
            design.typeChecks().filter { !design.nullObjects.contains($0.name) },
            """
            Kata 5 keeps kata 4's rule: a type sees its collaborators only through their protocols; \
            asking which one it was given brings back the concrete types the root chose.
            """)
    }

    @Test func test_cacheDecorator_savesWhatEachLoadDelivers() throws {
        let feeds = [[uniqueItem()], [uniqueItem(), uniqueItem()]]
        let cache = FeedCacheSpy()
        let sut = FeedLoaderCacheDecorator(decoratee: FeedLoaderStub(feeds: feeds), cache: cache)
        var delivered = [[FeedItem]]()

        sut.load { delivered.append((try? $0.get()) ?? []) }
        sut.load { delivered.append((try? $0.get()) ?? []) }

        #expect(
            delivered == feeds && cache.saved == feeds,
            """
            Kata 5, move 7: the decorator delivers and saves what its decoratee loads, each time it \
            is asked; a feed kept from an earlier load is a cache of its own.
            """)
    }

    // MARK: - Helpers

    /// Delivers the next feed of its list on each load, at once.
    private final class FeedLoaderStub: FeedLoader {
        private var feeds: [[FeedItem]]

        init(feeds: [[FeedItem]]) {
            self.feeds = feeds
        }

        func load(completion: @escaping (FeedLoader.Result) -> Void) {
            completion(.success(feeds.isEmpty ? [] : feeds.removeFirst()))
        }
    }

    private final class FeedCacheSpy: FeedCache {
        private(set) var saved = [[FeedItem]]()

        func save(_ feed: [FeedItem], completion: @escaping (FeedCache.Result) -> Void) {
            saved.append(feed)
            completion(.success(()))
        }
    }
}
