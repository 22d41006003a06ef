import DesignRules
import SourceStructure
import Testing

/// What the checks leave to the reviewer, asked at its place: the closures a part holds, where a
/// protocol lives, the composition the root hands to a helper, a pattern's name against its shape.
@Suite struct ReviewNotesTests {
    @Test func test_reviewNotes_askWhatEachPartsClosuresDecide_onceAPart() {
        let loader = """
            final class Loader {
                private let fetch: (URL) -> Data
                private let map: (Data) -> [String]
                init(fetch: @escaping (URL) -> Data, map: @escaping (Data) -> [String]) { self.fetch = fetch; self.map = map }
                func load() {}
            }
            """

        let notes = StageDesign(sources: SourceTree(["Loader.swift": loader])).reviewNotes()

        #expect(notes.map { "\($0.file):\($0.line)" } == ["Loader.swift:2"])
        #expect(
            notes.first?.text.hasPrefix(
                "Loader holds 2 closures (`fetch`, `map`), which the checks cannot look into") == true)
    }

    @Test func test_reviewNotes_askWhoseAProtocolIs_whenItSitsBesideItsOneImplementation() {
        let files = [
            "Adapter.swift": "protocol Client { func get() }\nfinal class Adapter: Client { func get() {} }",
            "Loader.swift":
                "final class Loader { private let client: Client; init(client: Client) { self.client = client }; func load() {} }",
        ]

        let notes = StageDesign(sources: SourceTree(files)).reviewNotes()

        #expect(notes.map { "\($0.file):\($0.line)" } == ["Adapter.swift:1"])
        #expect(
            notes.first?.text.hasPrefix("Client is declared in Adapter.swift, beside its one implementation")
                == true)
    }

    @Test func test_reviewNotes_nameTheHelperTheRootComposesWith_andAStrategyNamedADecorator() {
        let stage = """
            protocol Provider { func get() }
            final class CachingDecorator: Provider {
                private let a: Provider
                private let b: Provider
                init(a: Provider, b: Provider) { self.a = a; self.b = b }
                func get() { a.get() }
            }
            final class Remote: Provider { func get() { print("remote") } }
            enum CompositionRoot { static func make() -> Provider { makeChain() } }
            func makeChain() -> Provider { CachingDecorator(a: Remote(), b: Remote()) }
            """

        let notes = StageDesign(sources: SourceTree(["S.swift": stage])).reviewNotes()

        #expect(notes.map { "\($0.file):\($0.line)" } == ["S.swift:2", "S.swift:10"])
        #expect(
            notes.first?.text
                == "CachingDecorator is judged as a Strategy: it holds two or more of what it implements. Does its name say what it does?"
        )
        #expect(
            notes.last?.text.hasPrefix(
                "makeChain(…) builds part of the graph and only CompositionRoot calls it") == true)
    }

    @Test func test_reviewNotes_askWhatAStructOfClosuresDecides_andLeaveTheClockAlone() {
        let stage = """
            struct Loader {
                let load: () -> [String]
                static func logging(_ loader: Loader) -> Loader { loader }
                static func choosing(_ isOn: @escaping () -> Bool, _ a: Loader, _ b: Loader) -> Loader { isOn() ? a : b }
            }
            final class Cache {
                private let now: () -> Date
                init(now: @escaping () -> Date) { self.now = now }
                func save() {}
            }
            """

        let notes = StageDesign(sources: SourceTree(["S.swift": stage])).reviewNotes()

        #expect(
            notes.map(\.text) == [
                "Loader is made of closures, made by `logging`, `choosing`: the checks cannot look into them, and its graph draws them as closures. What does each decide, and where?"
            ])
    }

    @Test func test_reviewNotes_askWhetherWorkTheRootDoesItselfIsAPart() {
        let stage = """
            final class Loader { private let get: (URL) -> Void; init(get: @escaping (URL) -> Void) { self.get = get }; func load() {} }
            enum CompositionRoot {
                static func make(session: URLSession) -> Loader {
                    Loader(get: { url in session.dataTask(with: url).resume() })
                }
            }
            """

        let notes = StageDesign(sources: SourceTree(["S.swift": stage])).reviewNotes()

        #expect(notes.map { "\($0.file):\($0.line)" } == ["S.swift:1", "S.swift:4"])
        #expect(notes.last?.text.hasPrefix("The root calls session.dataTask itself") == true)
    }

    @Test func test_reviewNotes_askNothingOfARootThatHandsOnAPlatformMethodUncalled() {
        let stage = """
            final class Loader { private let get: (URL) -> Void; init(get: @escaping (URL) -> Void) { self.get = get }; func load() {} }
            extension URLSession { func get(from url: URL) {} }
            enum CompositionRoot {
                static func make(session: URLSession) -> Loader { Loader(get: session.get(from:)) }
            }
            """

        let notes = StageDesign(sources: SourceTree(["S.swift": stage])).reviewNotes()

        #expect(notes.map { "\($0.file):\($0.line)" } == ["S.swift:1"])
    }

    @Test func test_reviewNotes_whereNoRootIsNamed_askNothingOfTheOneComposer() {
        let stage = """
            protocol Store { func read() }
            final class FileStore: Store { func read() { print("read") } }
            enum Wiring { static func store() -> Store { FileStore() } }
            """

        #expect(StageDesign(sources: SourceTree(["S.swift": stage]), root: nil).reviewNotes() == [])
    }

    @Test func test_reviewNotes_areNoneForTheReferencesPlainDesign() {
        let files = [
            "Client.swift": "protocol Client { func get() }",
            "Adapter.swift":
                "final class Adapter: Client { private let session: URLSession; init(session: URLSession) { self.session = session }; func get() {} }",
            "Loader.swift":
                "final class Loader { private let client: Client; init(client: Client) { self.client = client }; func load() {} }",
        ]

        #expect(StageDesign(sources: SourceTree(files)).reviewNotes() == [])
    }
}
