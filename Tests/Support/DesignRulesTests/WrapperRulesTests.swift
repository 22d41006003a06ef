import DesignRules
import KataTestSupport
import Testing

/// The rules of decorators, strategies and state: nothing kept between calls, no decision in a
/// decorator, no platform type held, commands that answer nothing, replaced types gone.
@Suite struct WrapperRulesTests {
    static func decorator(_ members: String) -> [String: String] {
        Snippet.stage(
            """
            final class LoggingHTTPClient: HTTPClient {
                private let decoratee: HTTPClient
                \(members)
                init(decoratee: HTTPClient) { self.decoratee = decoratee }
                func get(from url: URL, completion: @escaping (Data?) -> Void) {
                    decoratee.get(from: url, completion: completion)
                }
            }
            """)
    }

    @Test func test_wrappersKeepNothing_flagsADecoratorsVar() {
        #expect(
            DesignRule.wrappersKeepNothing().findings(in: Self.decorator("private var last: Data?")) == [
                "Extra.swift:3: var last: Data?"
            ])
    }

    @Test func test_wrappersKeepNothing_acceptsADecoratorOfLets() {
        #expect(DesignRule.wrappersKeepNothing().findings(in: Self.decorator("")) == [])
    }

    @Test func test_wrappersGoThroughProviders_flagsADecoratorHoldingUserDefaults() {
        #expect(
            DesignRule.wrappersGoThroughProviders().findings(
                in: Self.decorator("private let defaults: UserDefaults = .init()")) == [
                    "Extra.swift:3: let defaults: UserDefaults = .init()"
                ])
    }

    @Test func test_wrappersGoThroughProviders_acceptsADecoratorOfProviders() {
        #expect(DesignRule.wrappersGoThroughProviders().findings(in: Self.decorator("")) == [])
    }

    @Test func test_decoratorsNeverBranch_flagsAGuardInADecorator() {
        let files = Self.decorator("func check(_ url: URL) { guard url.isFileURL else { return } }")

        #expect(
            DesignRule.decoratorsNeverBranch().findings(in: files) == [
                "Extra.swift:3: guard url.isFileURL else"
            ])
    }

    @Test func test_decoratorsNeverBranch_acceptsAnEmptyCatch() {
        let files = Self.decorator("func run() { do { try step() } catch {} }\nfunc step() throws {}")

        #expect(DesignRule.decoratorsNeverBranch().findings(in: files) == [])
    }

    @Test func test_noMutableState_flagsALazyVar() {
        let files = Snippet.stage(Snippet.loader("private lazy var cache: [Data] = []"))

        #expect(
            DesignRule.noMutableState(of: ["RemoteFeedLoader"]).findings(in: files) == [
                "Extra.swift:4: lazy var cache: [Data] = []"
            ])
    }

    @Test func test_noMutableState_acceptsLets() {
        #expect(
            DesignRule.noMutableState(of: ["RemoteFeedLoader"]).findings(in: Snippet.stage(Snippet.loader()))
                == [])
    }

    @Test func test_commandsAnswerNothing_flagsACommandReturningItsTask() {
        let files = Snippet.stage("final class Cell { func display() -> Task<Void, Never>? { nil } }")

        #expect(
            DesignRule.commandsAnswerNothing(of: "Cell").findings(in: files) == [
                "Extra.swift:1: func display() -> Task<Void, Never>?"
            ])
    }

    @Test func test_commandsAnswerNothing_acceptsAPrivateHelperThatAnswers() {
        let files = Snippet.stage("final class Cell { func display() {}; private func task() -> Int { 0 } }")

        #expect(DesignRule.commandsAnswerNothing(of: "Cell").findings(in: files) == [])
    }

    @Test func test_typesAreGone_flagsTheGodClassLeftBehind() {
        let files = Snippet.stage("final class ProductsRepositoryImpl {}")

        #expect(
            DesignRule.typesAreGone(["ProductsRepositoryImpl"]).findings(in: files) == [
                "Extra.swift:1: class ProductsRepositoryImpl"
            ])
    }

    @Test func test_typesAreGone_acceptsANestedTypeOfTheSameName() {
        let files = Snippet.stage("enum Legacy { final class ProductsRepositoryImpl {} }")

        #expect(DesignRule.typesAreGone(["ProductsRepositoryImpl"]).findings(in: files) == [])
    }
}
