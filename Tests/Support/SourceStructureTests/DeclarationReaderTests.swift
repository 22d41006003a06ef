import SourceStructure
import Testing

@Suite struct DeclarationReaderTests {
    @Test func test_declarations_readATypeWithItsModifiersConformancesAndMembers() throws {
        let tree = makeTree([
            "Loader.swift": """
            public final class RemoteFeedLoader: FeedLoader, @unchecked Sendable {
                private let client: HTTPClient
                public var count: Int { 0 }
                public enum Error: Swift.Error { case connectivity, invalidData }
                public init(client: HTTPClient) { self.client = client }
                public func load(completion: @escaping (Result) -> Void) {}
            }
            """
        ])
        let type = try #require(tree.declarations(of: "RemoteFeedLoader").first)

        #expect(type.kind == .class)
        #expect(type.modifiers == ["public", "final"])
        #expect(type.inheritedNames == ["FeedLoader", "Sendable"])
        #expect(type.storedProperties.map(\.name) == ["client"])
        #expect(type.members.properties.map(\.isStored) == [true, false])
        #expect(type.members.functions.map(\.selector) == ["init(client:)", "load(completion:)"])
        #expect(type.members.types.first?.members.cases.map(\.name) == ["connectivity", "invalidData"])
    }

    @Test func test_extensions_ofACollectionWrittenWithItsSugar_areReadAsArrayAndDictionary() throws {
        let tree = makeTree([
            "Mapping.swift": """
            extension [FeedImage] {
                fileprivate func toLocal() -> [LocalFeedImage] { map(LocalFeedImage.init) }
            }
            extension [String: Int] where Value == Int { func total() -> Int { 0 } }
            """
        ])

        #expect(tree.unreadable.isEmpty)
        #expect(tree.declarations(of: "Array").first?.members.functions.map(\.selector) == ["toLocal()"])
        #expect(tree.declarations(of: "Dictionary").first?.members.functions.map(\.selector) == ["total()"])
    }

    @Test func test_parameters_readLabelsTypesDefaultsAndATrailingComma() throws {
        let tree = makeTree([
            "A.swift": """
            struct A {
                init(
                    url: URL,
                    client: any HTTPClient = ApiClient.instance,
                    _ write: @escaping (String) -> Void = { print($0) },
                    table: [String: Int] = [:],
                ) {}
            }
            """
        ])
        let parameters = try #require(tree.functions(of: "A").first?.parameters)

        #expect(parameters.map(\.label) == ["url", "client", nil, "table"])
        #expect(parameters.map(\.name) == ["url", "client", "write", "table"])
        #expect(
            parameters.map(\.type.description) == [
                "URL", "any HTTPClient", "@escaping (String) -> Void", "[String: Int]",
            ])
        #expect(
            parameters.map { TypeText.text(of: $0.defaultValue) } == [
                "", "ApiClient.instance", "{ print($0) }", "[:]",
            ])
        #expect(parameters[1].type.bareName == "HTTPClient")
    }

    @Test func test_properties_tellStoredStaticGlobalAndObservedOnes() {
        let tree = makeTree([
            "A.swift": """
            let appClient = URLSessionHTTPClient(session: .shared), retries = 3
            struct A {
                static let shared = A()
                private(set) var count = 0 { didSet { print(count) } }
                var isEmpty: Bool { count == 0 }
                lazy var cache: [String: Int] = [:]
            }
            """
        ])

        #expect(tree.globalProperties.map(\.name) == ["appClient", "retries"])
        #expect(
            tree.globalProperties.first.map { TypeText.text(of: $0.initialValue) }
                == "URLSessionHTTPClient(session: .shared)")
        let members = tree.properties(of: "A")
        #expect(members.map(\.name) == ["shared", "count", "isEmpty", "cache"])
        #expect(members.map(\.isStored) == [true, true, false, true])
        #expect(members.map(\.isStatic) == [true, false, false, false])
        #expect(members[1].setterAccessLevel == "private")
        #expect(members[3].setterAccessLevel == "internal")
    }

    @Test func test_conformances_gatherDeclarationAndExtensionsInAnyFile() {
        let tree = makeTree([
            "LocalFeedLoader.swift":
                "public final class LocalFeedLoader {}\nextension LocalFeedLoader: FeedCache {}",
            "Loading/LocalFeedLoader+Load.swift": "extension LocalFeedLoader: FeedLoader { func load() {} }",
            "Protocols.swift": "protocol FeedCache: Saving {}\nprotocol FeedLoader {}\nprotocol Saving {}",
        ])

        #expect(tree.conformances(of: "LocalFeedLoader") == ["FeedCache", "FeedLoader", "Saving"])
        #expect(tree.conformers(of: "Saving") == ["LocalFeedLoader"])
        #expect(
            tree.files(declaring: "LocalFeedLoader") == [
                "Loading/LocalFeedLoader+Load.swift", "LocalFeedLoader.swift",
            ])
        #expect(tree.functions(of: "LocalFeedLoader").map(\.name) == ["load"])
    }

    @Test func test_functions_readEffectsReturnTypesAndRequirements() throws {
        let tree = makeTree([
            "P.swift": """
            public protocol ProductsProvider {
                static var shared: Self { get }
                func getAll() async throws -> [Product]
                func cancel()
            }
            """
        ])
        let functions = tree.functions(of: "ProductsProvider")

        #expect(functions.map(\.name) == ["getAll", "cancel"])
        #expect(functions.map(\.isAsync) == [true, false])
        #expect(functions.map(\.isThrowing) == [true, false])
        #expect(functions.map(\.returnType.description) == ["[Product]", ""])
        #expect(functions.map { $0.body == nil } == [true, true])
        let shared = try #require(tree.properties(of: "ProductsProvider").first)
        #expect(shared.isStatic && !shared.isStored)
    }

    @Test func test_types_readGenericParametersAndWhereClauses() throws {
        let tree = makeTree([
            "D.swift": """
            final class CachingDecorator<Remote: ProductsProvider, Cache>: ProductsProvider where Cache: ProductsSaver {
                private let remote: Remote
            }
            """
        ])
        let type = try #require(tree.declarations(of: "CachingDecorator").first)

        #expect(type.genericParameters.map(\.name) == ["Remote", "Cache", "Cache"])
        #expect(
            type.genericParameters.compactMap { $0.constraint?.bareName } == [
                "ProductsProvider", "ProductsSaver",
            ])
        #expect(type.inheritedNames == ["ProductsProvider"])
    }

    @Test func test_declarations_readBothSidesOfAnIfDirective() {
        let tree = makeTree([
            "A.swift": """
            #if os(Linux)
                let platform = "Linux"
            #else
                let platform = "other"
            #endif
            typealias Result = Swift.Result<(Data, HTTPURLResponse), Error>
            """
        ])

        #expect(tree.globalProperties.count == 2)
        #expect(
            tree.files[0].declarations.typealiases.map(\.type.description) == [
                "Swift.Result<(Data, HTTPURLResponse), Error>"
            ])
    }

    @Test func test_typealias_keepsItsModifiers() {
        let tree = makeTree([
            "A.swift": """
            extension Loader {
                public typealias SaveResult = Result<Void, Error>
                private typealias Retrieval = FeedStore.RetrievalResult
            }
            """
        ])

        #expect(tree.typealiases(of: "Loader").map(\.modifiers) == [["public"], ["private"]])
    }

    @Test func test_typeText_tellsOptionalsAndNamesTheBareType() {
        let types = makeTree([
            "A.swift": """
            struct A {
                let a: FeedLoadingAnalytics?
                let b: (any FeedLoaderLogger)?
                let c: Optional<FeedCache>
                let d: Stage5NullObject.HTTPClient
                let e: @MainActor (Result) -> Void
            }
            """
        ]).properties(of: "A").map(\.type)

        #expect(types.map(\.isOptional) == [true, true, true, false, false])
        #expect(
            types.map(\.bareName) == [
                "FeedLoadingAnalytics", "FeedLoaderLogger", "FeedCache", "HTTPClient", nil,
            ])
        #expect(types.map(\.isFunction) == [false, false, false, false, true])
    }
}

func makeTree(_ files: [String: String]) -> SourceTree {
    SourceTree(
        folder: "Stages/Test", directory: "/tmp/Stages/Test",
        files: files.map { SourceFile(path: $0.key, text: $0.value) })
}
