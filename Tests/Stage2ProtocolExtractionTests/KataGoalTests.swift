import DesignRules
import KataTestSupport
import SourceStructure
import Testing

/// The kata's moves, numbered as its page numbers them (`KataMove`).
private typealias Move = KataMove.Kata2

/// What kata 2 is for, read from the stage's declarations and code: behaviour tests pass before and after it.
/// Each failure names the move that was missed, as the page beside the stage (README.md) numbers it, and
/// points at the line at fault.
@Suite struct KataGoalTests {
    /// Read once for the whole suite: the sources do not change while the tests run.
    private nonisolated static let sources = SourceTree.stage("Stage2ProtocolExtraction")
    private var sources: SourceTree { Self.sources }

    /// The rules kata 2 teaches, in its words: each is one row of `test_design_keepsRule`.
    nonisolated static let rules: [DesignRule] = [
        DesignRule.protocolsNameNoImplementation.teaching(
            """
            \(Move.contract): HTTPClient names no type that implements it; its Result is its own, and \
            ApiClient writes HTTPClient.Result. An abstraction that names its implementation depends on \
            it, and so would every other client and every test double.
            """),
        DesignRule.protocolsNameNoPlatformType.teaching(
            """
            \(Move.contract): HTTPClient's requirement speaks of URLs, data and responses, not of \
            URLSession. A requirement that returns a URLSessionDataTask can be met only by a client \
            on URLSession: a spy, or any other client, would have to make one.
            """),
        DesignRule.protocolExtensionsImplementNoRequirement.teaching(
            """
            \(Move.contract): HTTPClient only says what the loader needs; ApiClient does the work. A body \
            for get(from:completion:) in an extension of the protocol is inherited by every client, so \
            a test double that forgets it silently goes to the network.
            """),
        DesignRule.noStaticRequirement.teaching(
            """
            \(Move.contract): HTTPClient asks only for what the loader calls on its client. A static \
            requirement, such as a shared instance, makes every client a singleton shaped after \
            ApiClient, and hands out a default by another road.
            """),
        DesignRule.combining(
            [.noMutableState(of: ["RemoteFeedLoader"]), .collaboratorsArePrivate],
            id: "loader-keeps-its-client-private-and-for-its-whole-life"
        ).teaching(
            """
            \(Move.loaderHoldsAClient): the loader holds its client in a private let, set in init, and keeps \
            nothing else between loads. A var, lazy or not, can change after init or carry one load's \
            state into the next; a public client invites callers to reach past the loader.
            """),
        DesignRule.noSharedState.teaching(
            """
            \(Move.loaderHoldsAClient): the client is the loader's own stored property. A module-level or \
            static property that holds a client is global state: the singleton again, which anyone can \
            reach, and swap for every loader at once when it is a var.
            """),
        DesignRule.noTypeCheck.teaching(
            """
            \(Move.loaderHoldsAClient): the loader sees its client only as an HTTPClient; asking whether it \
            is an ApiClient brings back the dependency the protocol removed.
            """),
        DesignRule.noPublicDoor.teaching(
            """
            Kata 2 opens no door: the loader keeps its client to itself, and nothing any module can \
            set is shared. A public client, or a static or global var that holds one, lets a caller \
            swap or reach what the protocol was extracted to hide.
            """),
    ]

    /// ApiClient keeps its shared instance until kata 4 deletes it.
    private nonisolated static let design = StageDesign(sources: sources, platformStandIns: ["ApiClient"])

    @Test(arguments: rules)
    func test_design_keepsRule(_ rule: DesignRule) {
        Self.design.expect(rule)
    }

    @Test func test_httpClient_isAProtocolShapedByWhatTheLoaderNeeds() throws {
        sources.expectFiles()
        let declarations = sources.declarations(of: "HTTPClient").filter { $0.kind == .protocol }
        try #require(
            !declarations.isEmpty,
            "\(Move.contract): add the protocol HTTPClient, named for what the loader needs, not after ApiClient."
        )
        let requirements = declarations.flatMap { declaration in
            declaration.members.functions.map { ($0.name, $0.location) }
                + declaration.members.properties.map { ($0.name, $0.location) }
        }
        let usedByTheLoader = sources.memberReferences(named: Set(requirements.map(\.0)))
            .filter { $0.scope.isInside("RemoteFeedLoader") }.map(\.name)

        sources.expectNone(
            requirements.filter { !usedByTheLoader.contains($0.0) }.map {
                Occurrence(
                    name: $0.0, text: $0.0, location: $0.1,
                    scope: Scope(types: ["HTTPClient"], member: $0.0, region: .declaration))
            },
            """
            \(Move.contract): HTTPClient asks only for what the loader calls, get(from:completion:). A \
            requirement added "for later" is one more thing every client and every test double must implement.
            """)
    }

    @Test func test_apiClient_conformsToHTTPClient() throws {
        let apiClient = try #require(
            sources.declarations(of: "ApiClient").first,
            "\(Move.contract): ApiClient is still the client the app uses.")

        #expect(
            sources.conformances(of: "ApiClient").contains("HTTPClient"),
            "\(Move.contract): declare ApiClient: HTTPClient, in its declaration or an extension.",
            sourceLocation: sources.sourceLocation(of: apiClient.location))
    }

    @Test func test_remoteFeedLoader_holdsAnHTTPClient() throws {
        let loader = try #require(
            sources.declarations(of: "RemoteFeedLoader").first { !$0.isExtension },
            "Kata 2 keeps RemoteFeedLoader, the type whose dependency it extracts.")
        let clients = sources.properties(of: "RemoteFeedLoader").filter {
            $0.isStored && !$0.isStatic && $0.type.bareName == "HTTPClient"
        }

        #expect(
            !clients.isEmpty,
            """
            \(Move.loaderHoldsAClient): give RemoteFeedLoader a stored property of type HTTPClient, set in \
            init: the loader then depends on what it needs, not on ApiClient.
            """,
            sourceLocation: sources.sourceLocation(of: loader.location))
    }

    @Test func test_load_asksTheClientNotTheSingleton() {
        let singletonUses = sources.references(to: ["ApiClient"]).filter { reference in
            reference.scope.isInside("RemoteFeedLoader") && reference.scope.member != "init"
                && reference.scope.region != .initialValue
        }

        sources.expectNone(
            singletonUses,
            """
            \(Move.loaderHoldsAClient): only init picks ApiClient.instance; load and everything else ask the \
            client the loader holds, through HTTPClient.
            """)
    }

    @Test func test_loader_namesTheSingletonItself() throws {
        let loader = try #require(
            sources.declarations(of: "RemoteFeedLoader").first { !$0.isExtension },
            "Kata 2 keeps RemoteFeedLoader, the type whose dependency it extracts.")
        let design = StageDesign(sources: sources)
        let references = design.sharedInstanceReferences()
        let singletons = Set(design.sharedInstances.map(\.type))
        let initializer = sources.functions(of: "RemoteFeedLoader").first { $0.kind == .initializer }
        let loaderNamesTheSingleton = references.contains { $0.scope.isInside("RemoteFeedLoader") }

        #expect(
            loaderNamesTheSingleton,
            """
            \(Move.loaderHoldsAClient): RemoteFeedLoader sets its client to ApiClient.instance itself, in \
            init, where the next kata turns it into a default. A factory or a global in between hides the \
            singleton one call deeper, and the loader depends on it as much as before.
            """,
            sourceLocation: sources.sourceLocation(of: initializer?.location ?? loader.location))
        sources.expectNone(
            references.filter { reference in
                !reference.scope.isInside("RemoteFeedLoader")
                    && !singletons.contains(where: reference.scope.isInside)
            },
            """
            \(Move.loaderHoldsAClient): only RemoteFeedLoader names ApiClient.instance. A factory, a locator \
            or a global that hands it out is the singleton one call deeper: the loader still depends on it, \
            and now nothing says so.
            """)
    }

    @Test func test_remoteFeedLoader_stillChoosesItsClientItself() {
        let clientParameters = sources.functions(of: "RemoteFeedLoader").flatMap { function in
            function.parameters.filter { ["HTTPClient", "ApiClient"].contains($0.type.bareName ?? "") }.map {
                Occurrence(
                    name: $0.name, text: "\(function.selector)", location: $0.location,
                    scope: Scope(types: ["RemoteFeedLoader"], member: function.name, region: .declaration))
            }
        }

        sources.expectNone(
            clientParameters,
            """
            Kata 2 changes no signature: init(url:) stays as it is, and passing the client in is \
            kata 3. One move at a time keeps every call site compiling.
            """)
    }

}
