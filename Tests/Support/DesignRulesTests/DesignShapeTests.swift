import DesignRules
import SourceStructure
import Testing

/// The design as it is: which types are parts, what each holds in whatever form, and which code
/// is the root, named or not, whatever the learner called them.
@Suite struct DesignShapeTests {
    @Test func test_collaborators_areReadInEveryFormAndEveryWayOfHoldingThem() {
        let loader = """
            protocol Client { func get() }
            typealias Fetch = (URL) async throws -> Data
            final class Adapter: Client { func get() {} }
            struct Witness { let get: () -> Void }
            final class Loader<Cache: Client> {
                private let client: any Client
                private let fetch: Fetch
                private var log: ((String) -> Void)?
                private let cache: Cache
                private let adapter: Adapter
                private let witness: Witness
                private let session: URLSession
                private let url: URL
                private let retries: Int
                init(client: any Client, fetch: @escaping Fetch, cache: Cache, adapter: Adapter, witness: Witness, session: URLSession, url: URL) {
                    self.client = client; self.fetch = fetch; self.cache = cache; self.adapter = adapter
                    self.witness = witness; self.session = session; self.url = url; retries = 3
                }
                func load() {}
            }
            """
        let design = StageDesign(sources: SourceTree(["Loader.swift": loader]))

        let held = design.collaborators(of: "Loader").map { "\($0.property.name): \($0.form)" }

        #expect(
            held == [
                "client: abstraction(\"Client\")", "fetch: closure", "log: closure",
                "cache: generic(\"Cache\", constraint: Optional(\"Client\"))",
                "adapter: concrete(\"Adapter\")",
                "witness: witness(\"Witness\")", "session: platform(\"URLSession\")",
            ])
        #expect(design.collaborators(of: "Loader").filter(\.isOptional).map(\.property.name) == ["log"])
        #expect(design.parts.isSuperset(of: ["Loader", "Adapter", "Witness"]))
    }

    @Test func test_parts_leaveOutDataErrorsAndAValueTheRootHandsItsGraphOutIn() {
        let stage = """
            protocol Client { func get() }
            final class Adapter: Client { func get() {} }
            struct Item: Equatable { let id: UUID; let url: URL }
            enum LoadError: Error { case connectivity }
            public struct Graph { public let adapter: Adapter; public let client: any Client }
            """
        let design = StageDesign(sources: SourceTree(["Stage.swift": stage]))

        #expect(design.parts == ["Adapter"])
    }

    @Test func test_root_isTheNamedType_withTheHelpersOnlyItCalls() {
        let stage = """
            protocol Client { func get() }
            final class Adapter: Client { init(session: URLSession) {}; func get() {} }
            final class Loader { private let client: Client; init(client: Client) { self.client = client }; func load() {} }
            enum CompositionRoot {
                static func makeLoader() -> Loader { Loader(client: Adapters.make()) }
            }
            enum Adapters { static func make() -> Client { Adapter(session: .shared) } }
            func makeLoggedLoader() -> Loader { Loader(client: Adapter(session: .shared)) }
            """
        let calledByTheRoot = stage.replacingOccurrences(
            of: "Loader(client: Adapters.make()) }",
            with:
                "Loader(client: Adapters.make()) }\n    static func other() -> Loader { makeLoggedLoader() }")

        #expect(
            StageDesign(sources: SourceTree(["S.swift": stage])).rootTypes == ["CompositionRoot", "Adapters"])
        #expect(
            DesignRule.onlyRootConstructs.findings(in: ["S.swift": stage]) == [
                "S.swift:8: Loader(…)", "S.swift:8: Adapter(…)",
            ])
        #expect(DesignRule.onlyRootConstructs.findings(in: ["S.swift": calledByTheRoot]) == [])
    }

    @Test func test_root_whereTheContractNamesNone_isWhateverComposesAndNoPartCalls() {
        let stage = """
            protocol Store { func read() }
            final class FileStore: Store { init(url: URL) {}; func read() {} }
            final class Loader { private let store: Store; init(store: Store) { self.store = store }; func load() {} }
            enum CacheComposer {
                static func makeLoader(url: URL) -> Loader { Loader(store: FileStore(url: url)) }
            }
            """
        let loaderBuildsItsStore =
            stage + """

                extension Loader { convenience init(url: URL) { self.init(store: FileStore(url: url)) } }
                """

        #expect(
            StageDesign(sources: SourceTree(["S.swift": stage]), root: nil).rootTypes == ["CacheComposer"])
        #expect(DesignRule.onlyRootConstructs.findings(in: ["S.swift": stage], root: nil) == [])
        #expect(
            DesignRule.onlyRootConstructs.findings(in: ["S.swift": loaderBuildsItsStore], root: nil) == [
                "S.swift:7: FileStore(…)"
            ])
    }

    @Test func test_onlyRootConstructs_acceptsAPartBuildingItsOwnInternals_notItsNetwork() {
        let facade = """
            protocol Store { func read() }
            final class Saving { private let store: Store; init(store: Store) { self.store = store }; func run() {} }
            public final class Loader {
                private let saving: Saving
                public init(store: Store) { saving = Saving(store: store) }
                public func save() { saving.run() }
            }
            """
        let network = """
            protocol Client { func get() }
            final class SessionClient: Client { private let session: URLSession; init(session: URLSession) { self.session = session }; func get() {} }
            public final class Loader {
                private let client: Client
                public init(session: URLSession) { client = SessionClient(session: session) }
                public func load() { client.get() }
            }
            """

        #expect(DesignRule.onlyRootConstructs.findings(in: ["F.swift": facade]) == [])
        #expect(
            DesignRule.onlyRootConstructs.findings(in: ["N.swift": network]) == [
                "N.swift:5: SessionClient(…)"
            ])
    }
}
