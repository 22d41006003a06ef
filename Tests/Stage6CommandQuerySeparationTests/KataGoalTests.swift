import DesignRules
import Foundation
import KataTestSupport
import SourceStructure
import Testing

/// The kata's moves, numbered as its page numbers them (`KataMove`).
private typealias Move = KataMove.Kata6

/// What kata 6 is for, read from the stage's declarations and code, and from what the cache and the file
/// store do when they are asked: behaviour tests pass before and after it. Each failure names the move that
/// was missed, as the page beside the stage (README.md) numbers it, and points at the line at fault.
@Suite struct KataGoalTests {
    /// Read once for the whole suite: the sources do not change while the tests run.
    private nonisolated static let design: StageDesign = {
        let sources = SourceTree.stage("Stage6CommandQuerySeparation")
        let named: Set<String> = [
            "NullFeedLoadingAnalytics", "NullFeedLoaderLogger", "NullFeedImageDataLoaderTask",
            "NullFeedCache",
        ]
        let nullObjects = named.union(sources.declaredTypeNames.filter { $0.hasPrefix("Null") })
        return StageDesign(sources: sources, nullObjects: nullObjects)
    }()

    /// The commands the kata names, by the type that declares them and the move that shapes them.
    nonisolated static let commands: [(type: String, name: String, move: KataMove)] = [
        ("LocalFeedLoader", "save", Move.useCaseExtensions),
        ("LocalFeedLoader", "removeInvalidCache", Move.commandReports),
        ("FeedStore", "deleteCachedFeed", Move.storeSpecs), ("FeedStore", "insert", Move.storeSpecs),
        ("FeedImageDataStore", "insert", Move.imageDataStore),
    ]

    private var design: StageDesign { Self.design }
    var sources: SourceTree { design.sources }
    /// Where the checks that run the store put its file.
    let directory = TemporaryDirectory()

    /// The rules kata 6 keeps from the katas before, in its words: each is one row of
    /// `test_design_keepsRule`. Its own rules, on commands and queries, are the tests below.
    nonisolated static let rules: [DesignRule] = [
        DesignRule.combining([.noSharedState, .rootKeepsNothing], id: "no-shared-state").teaching(
            """
            Kata 6 keeps kata 4's rule: a store is handed where it lives. A static or global \
            instance (a shared store, or a default store URL anyone may reassign) is state the \
            whole app shares, and no signature says who depends on it.
            """),
        DesignRule.protocolExtensionsImplementNoRequirement.named("each-store-does-its-own-work").teaching(
            """
            Kata 6 keeps kata 4's rules: a store protocol only says what a store must do; a body in \
            an extension of the protocol is one every store inherits unasked.
            """),
        DesignRule.noPublicDoor.teaching(
            """
            Kata 6 keeps kata 4's rules: a use case keeps its store private, and nothing any module \
            can set is shared. A public store lets callers command it past the use case; a public \
            var, such as a store URL or a maximum age, changes it behind the root's back.
            """),
        DesignRule.injectedCollaboratorOwned.teaching(
            """
            Kata 6 keeps kata 4's rules: a use case owns the store it is handed. Held weak, a store \
            made at the call site is gone at once, and every command on it silently does nothing.
            """),
        DesignRule.storeReplacesAtomically.teaching(
            """
            \(Move.fileStore): a command replaces the store's file whole or not at all (an .atomic \
            write, or a temporary file moved over it), so one that fails half-way leaves the \
            previous cache readable. Writing into the file, or removing it first, can lose it.
            """),
        DesignRule.rolesStayApart.teaching(
            """
            \(KataMove.list(Move.imageDataStore, Move.imageDataSpecs)): each store protocol is a role of its \
            own. One that inherits another makes a client of image data depend on the feed's commands too, \
            and every image store implement them; a type that plays both roles conforms to both.
            """),
        DesignRule.noTypeOrIdentityCheck.teaching(
            """
            \(KataMove.list(Move.useCaseExtensions, Move.wireTheCache)): each use case sees its store, and \
            every type its collaborators, only through their protocols. Asking which store it was given \
            brings back the concrete types the composition root chooses, and one more branch for each new \
            store.
            """),
        DesignRule.combining(
            [
                .onlyRootConstructs,
                .noDependencyDefault(optional: ["FeedCache", "FeedLoaderLogger", "FeedLoadingAnalytics"]),
            ],
            id: "only-root-wires-the-cache"
        ).teaching(
            """
            \(Move.wireTheCache): CompositionRoot creates the stores and the cache and wires them; a store \
            made, or defaulted, anywhere else (in the cache, in a loader, or in the store's own type) \
            decides part of the graph where nobody looks for it.
            """),
    ]

    @Test(arguments: rules)
    func test_design_keepsRule(_ rule: DesignRule) {
        design.expect(rule)
    }

    @Test func test_localFeedLoader_isAFeedCacheAndAFeedLoader() throws {
        sources.expectFiles()
        let loader = try #require(
            sources.declarations(of: "LocalFeedLoader").first { !$0.isExtension },
            "\(Move.cacheVocabulary): rename LocalFeedCache to LocalFeedLoader, the cache's name in the command-query article."
        )
        let conformances = sources.conformances(of: "LocalFeedLoader")

        #expect(
            conformances.isSuperset(of: ["FeedCache", "FeedLoader"]),
            """
            \(Move.useCaseExtensions): LocalFeedLoader is a FeedCache (the command save) and a FeedLoader \
            (the query load), one extension each, so that any client can use it as either.
            """,
            sourceLocation: sources.sourceLocation(of: loader.location))
    }

    @Test func test_load_isAQueryThatChangesNothing() throws {
        let loads = sources.functions(of: "LocalFeedLoader").filter { $0.name == "load" }
        try #require(
            !loads.isEmpty, "\(Move.useCaseExtensions): LocalFeedLoader answers load(completion:), the query."
        )
        let reachable = design.functions(reachableFrom: loads, in: "LocalFeedLoader").map(\.location)
        let commandsAsked = sources.memberReferences(named: storeCommands).filter { reference in
            reference.scope.isInside("LocalFeedLoader")
                && reachable.contains { $0 == reference.scope.memberLocation }
        }

        sources.expectNone(
            commandsAsked,
            """
            \(Move.loadDeletesNothing): load is a query, and a query changes nothing: asking twice must give \
            the same answer. Deleting the cache is the command removeInvalidCache's job.
            """)
    }

    @Test func test_load_changesNotEvenTheLoader() {
        let loads = sources.functions(of: "LocalFeedLoader").filter { $0.name == "load" }
        let changes = design.functions(reachableFrom: loads, in: "LocalFeedLoader").flatMap {
            design.changes(in: $0, of: "LocalFeedLoader")
        }

        sources.expectNone(
            changes,
            """
            \(Move.loadDeletesNothing): load is a query, and a query changes nothing, the loader's own \
            properties included: asking must leave everything as it was. What the last load found, or when \
            it ran, is the caller's to keep, or a command's to record.
            """)
    }

    @Test func test_storeQueries_changeNothing() {
        let protocols = ["FeedStore", "FeedImageDataStore"]
        for store in Set(protocols.flatMap { sources.conformers(of: $0) }).sorted() {
            let retrievals = sources.functions(of: store).filter { queries.contains($0.selector) }
            let reachable = design.functions(reachableFrom: retrievals, in: store)
            let changes = reachable.flatMap { design.changes(in: $0, of: store) }
            // A store that wraps another may not command it from a query either.
            let commandsAsked = sources.memberReferences(named: storeCommands).filter { reference in
                reference.scope.isInside(store)
                    && reachable.contains { $0.location == reference.scope.memberLocation }
            }
            sources.expectNone(
                changes + commandsAsked,
                """
                \(store == "InMemoryFeedStore" ? Move.storeSpecs : Move.fileStore): \(store)'s retrieve is a \
                query, as FeedStore says: it answers, and changes nothing, neither a property nor a file. \
                Rewriting what it read is a command's job, done when the caller asks for it.
                """)
        }
    }

    @Test func test_whatChangesTheCache_reportsOnlyHowItWent() {
        let types = Set(
            ["FeedStore", "FeedImageDataStore", "FeedCache"].flatMap { sources.conformers(of: $0) })
        for type in types.sorted() {
            // What callers can call: a private helper that writes a file and answers where it put it
            // is the store's own business.
            let methods = sources.declarations(of: type).filter { !Self.isPrivate($0.modifiers) }
                .flatMap(\.members.functions).filter { $0.kind == .function && !Self.isPrivate($0.modifiers) }
            // The queries have rules of their own, above.
            let commandsWithAnswers = methods.filter { function in
                !queries.contains(function.selector) && !design.reportsOnlyHowItWent(function)
                    && !design.functions(reachableFrom: [function], in: type).flatMap {
                        design.changes(in: $0, of: type)
                    }.isEmpty
            }
            let move =
                ["LocalFeedLoader": Move.useCaseExtensions, "InMemoryFeedStore": Move.storeSpecs][type]
                ?? Move.fileStore
            sources.expectNone(
                commandsWithAnswers.map { StageDesign.occurrence(of: $0, in: type) },
                """
                \(move): a method of \(type) that changes something, a property or a file, \
                is a command, and a command reports only whether it worked: nothing, or Result<Void, Error>. \
                One that also hands back data, such as the cache it replaced, is a query with a side effect.
                """)
        }
    }

    @Test func test_commands_reportOnlyHowTheyWent() {
        for command in Self.commands {
            let declared = sources.functions(of: command.type).filter { $0.name == command.name }
            guard !declared.isEmpty else {
                Issue.record(
                    "\(command.move): \(command.type) declares the command \(command.name).")
                continue
            }
            sources.expectNone(
                declared.filter { !design.reportsOnlyHowItWent($0) }.map { function in
                    Occurrence(
                        name: function.name, text: "func \(function.selector)", location: function.location,
                        scope: Scope(types: [command.type], member: function.name, region: .declaration))
                },
                """
                \(command.move): \(command.type).\(command.name) is a command: it reports \
                whether it worked (Result<Void, Error>) and nothing more. A command that also answers \
                with data is a query with a side effect, the mix this kata separates.
                """)
        }
    }

    @Test func test_loader_reportsInTypesOfItsOwn() {
        let stores: Set = ["FeedStore", "FeedImageDataStore"]
        let aliases = sources.typealiases(of: "LocalFeedLoader").filter {
            !Self.isPrivate($0.modifiers) && !$0.type.names.filter(stores.contains).isEmpty
        }
        .map {
            Occurrence(
                name: $0.name, text: "typealias \($0.name) = \($0.type)", location: $0.location,
                scope: Scope(types: ["LocalFeedLoader"], member: $0.name, region: .declaration))
        }
        // A private helper may speak the store's language; what callers see may not.
        let signatures = sources.functions(of: "LocalFeedLoader").filter { function in
            function.kind == .function && !Self.isPrivate(function.modifiers)
                && !(function.parameters.flatMap(\.type.names) + function.returnType.names).filter(
                    stores.contains
                )
                .isEmpty
        }
        .map {
            Occurrence(
                name: $0.name, text: "func \($0.selector)", location: $0.location, scope: .parameter(of: $0))
        }

        sources.expectNone(
            aliases + signatures,
            """
            \(KataMove.list(Move.useCaseExtensions, Move.commandReports)): LocalFeedLoader reports in result \
            types of its own, SaveResult and ValidationResult. One that is the store's, such as \
            FeedStore.DeletionResult, makes every caller of the loader depend on the store behind it, and \
            change when the store does.
            """)
    }

    @Test func test_validateCache_isRenamedToSayWhatItDoes() {
        let validates = sources.allFunctions.filter { $0.name == "validateCache" }.map { function in
            Occurrence(
                name: function.name, text: "func \(function.selector)", location: function.location,
                scope: Scope(
                    types: function.owner.map { [$0] } ?? [], member: function.name, region: .declaration))
        }

        sources.expectNone(
            validates,
            """
            \(Move.commandReports): validateCache reads like a question and deletes; \
            removeInvalidCache(completion:) says what it does and reports how it went.
            """)
        #expect(
            sources.functions(of: "LocalFeedLoader").contains { $0.name == "removeInvalidCache" },
            "\(Move.commandReports): LocalFeedLoader's command removeInvalidCache(completion:) replaces validateCache()."
        )
    }

    @Test func test_compositionRoot_runsNoCommandWhileItBuilds() {
        let commandNames = Set(Self.commands.map(\.name)).union(storeCommands)
        let commandsRun = sources.memberReferences(named: commandNames).filter { design.isInRoot($0.scope) }

        sources.expectNone(
            commandsRun,
            """
            \(Move.wireTheCache): CompositionRoot builds and answers with what it built, and changes \
            nothing. A factory that also removes the cache is a query with a side effect: every caller \
            that only wanted a loader deletes the cache. Run the command where the app decides to, \
            such as when it goes to the background.
            """)
    }

    nonisolated enum StoreCommand: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case insertFeed, insertImageData, deleteCachedFeed

        var testDescription: String { rawValue }

        /// The store's method that runs it.
        var selector: String {
            switch self {
            case .insertFeed: "insert(_:timestamp:completion:)"
            case .insertImageData: "insert(_:for:completion:)"
            case .deleteCachedFeed: "deleteCachedFeed(completion:)"
            }
        }
    }

    nonisolated enum StoreQuery: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case retrieveFeed, retrieveImageData

        var testDescription: String { rawValue }

        /// The store's method that answers it.
        var selector: String {
            switch self {
            case .retrieveFeed: "retrieve(completion:)"
            case .retrieveImageData: "retrieve(dataForURL:completion:)"
            }
        }
    }

    // MARK: - Helpers

    /// The commands the stores' protocols declare, by name: what changes the cache.
    private var storeCommands: Set<String> {
        Set(
            ["FeedStore", "FeedImageDataStore"].flatMap { sources.functions(of: $0) }.filter(
                design.reportsOnlyHowItWent
            )
            .map(\.name))
    }

    /// The queries the cache's protocols declare, by selector: what answers with data, such as
    /// `retrieve(completion:)` and `load(completion:)`.
    private var queries: Set<String> {
        Set(
            ["FeedStore", "FeedImageDataStore", "FeedLoader"].flatMap { sources.functions(of: $0) }
                .filter { !design.reportsOnlyHowItWent($0) }.map(\.selector))
    }

    private static func isPrivate(_ modifiers: [String]) -> Bool {
        modifiers.contains("private") || modifiers.contains("fileprivate")
    }
}
