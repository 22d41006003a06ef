import DesignRules
import KataTestSupport
import SourceStructure
import Testing

/// The kata's moves, numbered as its page numbers them (`KataMove`).
private typealias Move = KataMove.Kata3

/// What kata 3 is for, read from the stage's declarations and code: behaviour tests pass before and after it.
/// Each failure names the move that was missed, as the page beside the stage (README.md) numbers it, and
/// points at the line at fault.
@Suite struct KataGoalTests {
    /// Read once for the whole suite: the sources do not change while the tests run.
    private nonisolated static let sources = SourceTree.stage("Stage3DefaultArgumentInjection")
    private var sources: SourceTree { Self.sources }

    /// The rules kata 3 teaches, in its words: each is one row of `test_design_keepsRule`.
    nonisolated static let rules: [DesignRule] = [
        DesignRule.noSharedState.teaching(
            """
            \(Move.defaultedClient): the client is passed in, and its default is ApiClient.instance itself. \
            A module-level or static property that holds a client is global state: the singleton again, \
            which anyone can reach, and swap for every loader made after when it is a var.
            """),
        DesignRule.noMutableState(of: ["RemoteFeedLoader"]).named("loader-keeps-nothing-between-loads")
            .teaching(
                """
                \(Move.defaultedClient): the loader keeps what init was given, in private lets, and nothing \
                else. A var that files each load's completion does the bookkeeping the client's \
                callback already does.
                """),
        DesignRule.combining(
            [.protocolExtensionsImplementNoRequirement, .protocolsNameNoPlatformType],
            id: "http-client-stays-what-the-loader-needs"
        ).teaching(
            """
            Kata 3 changes no protocol: HTTPClient says what the loader needs, and each client does \
            the work. A body in an extension of the protocol, or URLSession's types in its \
            requirements, shape the abstraction after one implementation.
            """),
        DesignRule.noTypeCheck.teaching(
            """
            \(Move.defaultedClient): the loader sees its client only as an HTTPClient; asking whether it is \
            the singleton or a spy makes the injected client a formality.
            """),
        DesignRule.noBuildConfigurationChoice.teaching(
            """
            \(Move.defaultedClient): the default is one visible client, the same in every build. A default \
            that branches on a launch argument, an environment variable or #if DEBUG decides the \
            graph from how the app was launched, where the caller cannot see or change it.
            """),
        DesignRule.noPublicDoor.teaching(
            """
            \(Move.defaultedClient): the client goes in through init and nowhere else. A public client \
            invites tests and callers to ask what it is; a public var, or a static or global one, is a \
            second door that swaps it behind the loader's back.
            """),
        DesignRule.injectedCollaboratorOwned.teaching(
            """
            \(Move.defaultedClient): the loader owns the client it is handed. Held weak or unowned, a client \
            made at the call site is gone before the first load, and load silently never completes.
            """),
    ]

    /// ApiClient keeps its shared instance until kata 4 deletes it.
    private nonisolated static let design = StageDesign(sources: sources, platformStandIns: ["ApiClient"])

    @Test(arguments: rules)
    func test_design_keepsRule(_ rule: DesignRule) {
        Self.design.expect(rule)
    }

    @Test func test_init_takesTheClient() throws {
        sources.expectFiles()
        let loader = try #require(
            sources.declarations(of: "RemoteFeedLoader").first { !$0.isExtension },
            "Kata 3 keeps RemoteFeedLoader, the type whose client it injects.")
        let takesAClient = sources.functions(of: "RemoteFeedLoader").contains { function in
            function.kind == .initializer && function.parameters.contains { $0.type.bareName == "HTTPClient" }
        }

        #expect(
            takesAClient,
            """
            \(Move.defaultedClient): RemoteFeedLoader's init takes the client, client: HTTPClient, so that a \
            test can hand it a spy and decide when and how each request completes.
            """,
            sourceLocation: sources.sourceLocation(of: loader.location))
    }

    @Test func test_singleton_isNamedOnlyAsTheDefault() {
        let initializersTakingAClient = sources.functions(of: "RemoteFeedLoader").filter { function in
            function.kind == .initializer && function.parameters.contains { $0.type.bareName == "HTTPClient" }
        }.map(\.location)
        // A default value names the singleton for the call sites that pass no client; so may an
        // initializer that takes no client, which is the same default written as an overload.
        let singletonUses = sources.references(to: ["ApiClient"]).filter { reference in
            reference.scope.isInside("RemoteFeedLoader") && reference.scope.region != .defaultValue
                && (reference.scope.member != "init"
                    || initializersTakingAClient.contains { $0 == reference.scope.memberLocation })
        }

        sources.expectNone(
            singletonUses,
            """
            \(Move.defaultedClient): ApiClient.instance is named in one place, as the default value of the \
            initializer's client, for the call sites that pass none. Named anywhere else in the loader \
            (a property, a static, a method) it is a second road to the singleton.
            """)
    }

    @Test func test_default_isTheSingletonItself() {
        let design = StageDesign(sources: sources)
        let functions = sources.functions(of: "RemoteFeedLoader")
        let references = design.sharedInstanceReferences()
        let singletons = Set(design.sharedInstances.map(\.type))
        let defaults = functions.flatMap { function in
            function.parameters.filter { parameter in
                parameter.hasDefault && parameter.type.bareName == "HTTPClient"
                    && !design.isSharedInstance(parameter.defaultValue)
            }.map { parameter in
                Occurrence(
                    name: parameter.name,
                    text:
                        "\(parameter.name): \(parameter.type) = \(TypeText.text(of: parameter.defaultValue))",
                    location: parameter.location,
                    scope: Scope(types: ["RemoteFeedLoader"], member: function.name, region: .defaultValue))
            }
        }
        // An initializer that takes no client is the same default, written as an overload.
        let overloads = functions.filter { function in
            function.kind == .initializer
                && !function.parameters.contains { $0.type.bareName == "HTTPClient" }
                && !references.contains { $0.scope.memberLocation == function.location }
        }.map { function in
            Occurrence(
                name: function.name, text: function.selector, location: function.location,
                scope: Scope(types: ["RemoteFeedLoader"], member: function.name, region: .declaration))
        }
        let locators = references.filter { reference in
            !reference.scope.isInside("RemoteFeedLoader")
                && !singletons.contains(where: reference.scope.isInside)
        }

        sources.expectNone(
            defaults + overloads + locators,
            """
            \(Move.defaultedClient): the default is ApiClient.instance itself, where every reader of init \
            sees it. A factory, a locator or a global behind the default is the singleton one call deeper: \
            the seam looks injected, and the old call sites depend on it as much as before.
            """)
    }

    @Test func test_loader_keepsTheClientItWasGivenForItsWholeLife() {
        let settableClients = sources.properties(of: "RemoteFeedLoader").filter { property in
            property.type.bareName == "HTTPClient"
                && !["private", "fileprivate", nil].contains(property.setterAccessLevel)
        }

        sources.expectNone(
            settableClients.map(StageDesign.occurrence),
            """
            \(Move.defaultedClient): keep the client in a let, and no client anyone can set beside it, a \
            static one included. A settable client is property injection: the loader exists before it is \
            complete, and can be handed another client mid-load; a settable static is one every loader \
            shares. See "Three ways to inject" on kata 3's page.
            """)
    }

    @Test func test_singleton_isStillThereForTheOldCallSites() throws {
        let apiClient = try #require(
            sources.declarations(of: "ApiClient").first { !$0.isExtension },
            "Kata 3 changes no call site: ApiClient stays until kata 4 replaces it.")
        let sharedInstances = sources.properties(of: "ApiClient").filter { $0.isStatic && $0.isStored }

        #expect(
            !sharedInstances.isEmpty,
            "Kata 3 changes no call site: ApiClient.instance stays until kata 4 deletes it.",
            sourceLocation: sources.sourceLocation(of: apiClient.location))
    }

}
