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
            DesignRule.wrappersKeepNothing().told(in: Self.decorator("private var last: Data?")) == [
                "Extra.swift:3: A decorator or strategy keeps nothing from one call to "
                    + "the next. Here: `var last: Data?`."
            ])
    }

    @Test func test_wrappersKeepNothing_acceptsADecoratorOfLets() {
        #expect(DesignRule.wrappersKeepNothing().findings(in: Self.decorator("")) == [])
    }

    @Test func test_wrappersGoThroughProviders_flagsADecoratorHoldingUserDefaults() {
        #expect(
            DesignRule.wrappersGoThroughProviders().told(
                in: Self.decorator("private let defaults: UserDefaults = .init()")) == [
                    "Extra.swift:3: A decorator or strategy talks to its providers, never "
                        + "to URLSession or UserDefaults itself. Here: `let defaults: "
                        + "UserDefaults = .init()`."
                ])
    }

    @Test func test_wrappersGoThroughProviders_acceptsADecoratorOfProviders() {
        #expect(DesignRule.wrappersGoThroughProviders().findings(in: Self.decorator("")) == [])
    }

    @Test func test_decoratorsNeverBranch_flagsAGuardInADecorator() {
        let files = Self.decorator("func check(_ url: URL) { guard url.isFileURL else { return } }")

        #expect(
            DesignRule.decoratorsNeverBranch().told(in: files) == [
                "Extra.swift:3: A decorator adds one thing and always does it; a "
                    + "decision is a strategy's job. Here: `guard url.isFileURL else`."
            ])
    }

    @Test func test_decoratorsNeverBranch_acceptsAnEmptyCatch() {
        let files = Self.decorator("func run() { do { try step() } catch {} }\nfunc step() throws {}")

        #expect(DesignRule.decoratorsNeverBranch().findings(in: files) == [])
    }

    @Test func test_noMutableState_flagsALazyVar() {
        let files = Snippet.stage(Snippet.loader("private lazy var cache: [Data] = []"))

        #expect(
            DesignRule.noMutableState(of: ["RemoteFeedLoader"]).told(in: files) == [
                "Extra.swift:4: A type holds what init gave it in lets, and keeps "
                    + "nothing from one call to the next. Here: `lazy var cache: [Data] = "
                    + "[]`."
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
            DesignRule.commandsAnswerNothing(of: "Cell").told(in: files) == [
                "Extra.swift:1: A command changes something and answers nothing; what "
                    + "it holds stays its own. Here: `func display() -> Task<Void, Never>?`."
            ])
    }

    @Test func test_commandsAnswerNothing_acceptsAPrivateHelperThatAnswers() {
        let files = Snippet.stage("final class Cell { func display() {}; private func task() -> Int { 0 } }")

        #expect(DesignRule.commandsAnswerNothing(of: "Cell").findings(in: files) == [])
    }

    @Test func test_typesAreGone_flagsTheGodClassLeftBehind() {
        let files = Snippet.stage("final class ProductsRepositoryImpl {}")

        #expect(
            DesignRule.typesAreGone(["ProductsRepositoryImpl"]).told(in: files) == [
                "Extra.swift:1: A type the refactoring replaces is deleted, and an "
                    + "abstraction is named for what it abstracts. Here: `class "
                    + "ProductsRepositoryImpl`."
            ])
    }

    @Test func test_typesAreGone_acceptsANestedTypeOfTheSameName() {
        let files = Snippet.stage("enum Legacy { final class ProductsRepositoryImpl {} }")

        #expect(DesignRule.typesAreGone(["ProductsRepositoryImpl"]).findings(in: files) == [])
    }

    @Test func test_oneNamePerType_flagsATypealiasThatRenamesAStageType() {
        let files = Snippet.stage("typealias Client = URLSessionHTTPClient")

        #expect(
            DesignRule.oneNamePerType.told(in: files) == [
                "Extra.swift:1: The stage speaks one vocabulary: a typealias that gives "
                    + "one of its types a second name keeps the old word beside the new, and "
                    + "every reader must learn both. Here: `typealias Client = "
                    + "URLSessionHTTPClient`."
            ])
    }

    @Test func test_oneNamePerType_acceptsATypealiasForAPlatformType() {
        let files = Snippet.stage("typealias Completion = (Result<Data, Error>) -> Void")

        #expect(DesignRule.oneNamePerType.findings(in: files) == [])
    }
}
