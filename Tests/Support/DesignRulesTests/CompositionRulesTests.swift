import DesignRules
import KataTestSupport
import Testing

/// The rules of composing parts: wrap rather than subclass, hold the abstraction, and be handed
/// what is needed rather than ask a container for it.
@Suite struct CompositionRulesTests {
    private let provider = """
        protocol ProductsProvider { func getAll() async throws -> [String] }
        class RemoteProvider: ProductsProvider { func getAll() async throws -> [String] { [] } }
        """

    @Test func test_noSubclassedPart_flagsAPartThatSubclassesAnother() {
        let subclass = """
            final class CachingProvider: RemoteProvider {
                override func getAll() async throws -> [String] { try await super.getAll() }
            }
            """

        #expect(
            DesignRule.noSubclassedPart.told(in: stage(provider, subclass)) == [
                "Part1.swift:1: A part adds to another by wrapping it behind their "
                    + "protocol, never by subclassing it: a subclass is welded to one base. "
                    + "Here: `class CachingProvider: RemoteProvider`."
            ])
    }

    @Test func test_noSubclassedPart_acceptsADecoratorAndAPlatformSuperclass() {
        let decorator = """
            final class CachingProvider: ProductsProvider {
                private let decoratee: ProductsProvider
                init(decoratee: ProductsProvider) { self.decoratee = decoratee }
                func getAll() async throws -> [String] { try await decoratee.getAll() }
            }
            final class Stub: URLProtocol {}
            """

        #expect(DesignRule.noSubclassedPart.findings(in: stage(provider, decorator)) == [])
    }

    @Test func test_partsHoldAbstractions_flagsADecoratorThatHoldsOneImplementation() {
        let decorator = """
            final class CachingProvider: ProductsProvider {
                private let remote: RemoteProvider
                init(remote: RemoteProvider, other: ProductsProvider) { self.remote = remote }
                func getAll() async throws -> [String] { try await remote.getAll() }
            }
            """

        #expect(
            DesignRule.partsHoldAbstractions.told(in: stage(provider, decorator)) == [
                "Part1.swift:2: A part holds each collaborator by the protocol it "
                    + "implements, not by one implementation of it. Here: `let remote: "
                    + "RemoteProvider`."
            ])
    }

    @Test func test_partsHoldAbstractions_flagsAPartThatTakesTheImplementationNothingElseTakes() {
        let loader = """
            final class Loader {
                private let provider: RemoteProvider
                init(provider: RemoteProvider) { self.provider = provider }
            }
            """

        #expect(
            DesignRule.partsHoldAbstractions.findings(in: stage(provider, loader)) == [
                "Part1.swift:2: let provider: RemoteProvider"
            ])
    }

    @Test func test_partsHoldAbstractions_acceptsTheProtocolAGenericAndAClosure() {
        let parts = """
            final class CachingProvider: ProductsProvider {
                private let remote: ProductsProvider
                init(remote: ProductsProvider) { self.remote = remote }
                func getAll() async throws -> [String] { try await remote.getAll() }
            }
            struct Logging<Base: ProductsProvider>: ProductsProvider {
                let base: Base
                let log: (String) -> Void
                func getAll() async throws -> [String] { try await base.getAll() }
            }
            """

        #expect(DesignRule.partsHoldAbstractions.findings(in: stage(provider, parts)) == [])
    }

    @Test func test_partsHoldAbstractions_acceptsTheRootHoldingImplementations() {
        let root = """
            struct CompositionRoot {
                let remote: RemoteProvider
                func make(other: ProductsProvider) -> ProductsProvider { remote }
            }
            """

        #expect(DesignRule.partsHoldAbstractions.findings(in: stage(provider, root)) == [])
    }

    @Test func test_noServiceLocator_flagsAGenericResolveWrappedOverLines() {
        let container = """
            final class Container {
                private var services: [ObjectIdentifier: Any] = [:]
                func resolve<Service>(
                    _ type: Service.Type = Service.self
                ) -> Service {
                    services[ObjectIdentifier(type)] as! Service
                }
            }
            """

        #expect(
            DesignRule.noServiceLocator.told(in: stage(provider, container)) == [
                "Part1.swift:3: A part is handed what it needs; a container it asks for "
                    + "a type by name hides every dependency and fails only at run time. "
                    + "Here: `func resolve<Service>(…) -> Service`."
            ])
    }

    @Test func test_noServiceLocator_acceptsAGenericThatIsHandedItsValue() {
        let generic = """
            func logged<Base: ProductsProvider>(_ base: Base) -> Base { base }
            func identity<T>(_ value: T) -> T { value }
            """

        #expect(DesignRule.noServiceLocator.findings(in: stage(provider, generic)) == [])
    }

    // MARK: - Helpers

    private func stage(_ files: String...) -> [String: String] {
        var stage = ["CompositionRoot.swift": "struct CompositionRoot {}"]
        for (index, file) in files.enumerated() { stage["Part\(index).swift"] = file }
        return stage
    }
}
