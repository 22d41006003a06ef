import DesignRules
import KataTestSupport
import Testing

/// Command-query separation for any type, read from signatures and bodies: a method that answers
/// changes nothing, and one that changes something answers only whether it worked.
@Suite struct CommandQueryRulesTests {
    @Test func test_noQueryWithSideEffect_flagsAQueryThatRecordsWhenItWasAsked() {
        let loader = """
            final class Loader {
                private var lastLoad: Date?
                func load(completion: @escaping (Result<[String], Error>) -> Void) {
                    lastLoad = Date()
                    completion(.success([]))
                }
            }
            """

        #expect(
            DesignRule.noQueryWithSideEffect.told(in: Snippet.stage(loader)) == [
                "Extra.swift:3: A method either answers (a query, which changes "
                    + "nothing) or changes something (a command, which answers only whether "
                    + "it worked), never both. Here: `func load(completion:)`."
            ])
    }

    @Test func test_noQueryWithSideEffect_flagsAQueryThatRewritesItsFileThroughAHelper() {
        let store = """
            final class Store {
                private let url: URL
                init(url: URL) { self.url = url }
                func retrieve() throws -> Data {
                    let data = try Data(contentsOf: url)
                    try tidy(data)
                    return data
                }
                private func tidy(_ data: Data) throws { try data.write(to: url) }
            }
            """

        #expect(
            DesignRule.noQueryWithSideEffect.findings(in: Snippet.stage(store)) == [
                "Extra.swift:4: func retrieve() -> Data"
            ])
    }

    @Test func test_noQueryWithSideEffect_flagsACommandThatHandsBackWhatItReplaced() {
        let store = """
            final class Store {
                private var feed: [String] = []
                func insert(_ new: [String], completion: @escaping (Result<[String], Error>) -> Void) {
                    let old = feed
                    feed = new
                    completion(.success(old))
                }
            }
            """

        #expect(
            DesignRule.noQueryWithSideEffect.findings(in: Snippet.stage(store)) == [
                "Extra.swift:3: func insert(_:completion:)"
            ])
    }

    @Test func test_noQueryWithSideEffect_flagsAQueryThatKeepsWhatItRead_behindAnIfLetOfTheSameName() {
        let store = """
            final class Store {
                private var cached: Data?
                func retrieve(completion: @escaping (Result<Data?, Error>) -> Void) {
                    completion(Result { try read() })
                }
                private func read() throws -> Data? {
                    if let cached { return cached }
                    let data = Data()
                    cached = data
                    return data
                }
            }
            """

        #expect(
            DesignRule.noQueryWithSideEffect.findings(in: ["Store.swift": store]) == [
                "Store.swift:3: func retrieve(completion:)"
            ])
    }

    @Test func test_noQueryWithSideEffect_flagsAQueryThatKeepsWhatItReadInAHelperObjectItHolds() {
        let store = """
            final class Store {
                private final class Recent {
                    private var data: Data?
                    func remember(_ data: Data) { self.data = data }
                    func recall() -> Data? { data }
                }
                private let recent = Recent()
                func retrieve() throws -> Data {
                    recent.remember(Data())
                    return recent.recall() ?? Data()
                }
            }
            """

        #expect(
            DesignRule.noQueryWithSideEffect.findings(in: ["Store.swift": store]) == [
                "Store.swift:8: func retrieve() -> Data"
            ])
    }

    @Test func test_noQueryWithSideEffect_flagsACommandThatAnswersWhatOnlyItsOwnCommandsMade() {
        let loader = """
            protocol Store {
                func insert(_ feed: [String], completion: @escaping (Result<Void, Error>) -> Void)
                func retrieve(completion: @escaping (Result<[String], Error>) -> Void)
            }
            final class Loader {
                private let store: Store
                init(store: Store) { self.store = store }
                func save(_ feed: [String], completion: @escaping (Result<Date, Error>) -> Void) {
                    let now = Date(timeIntervalSince1970: 0)
                    store.insert(feed) { result in completion(result.map { now }) }
                }
                func load(completion: @escaping (Result<[String], Error>) -> Void) {
                    store.retrieve(completion: completion)
                }
            }
            """

        #expect(
            DesignRule.noQueryWithSideEffect.findings(in: ["Loader.swift": loader]) == [
                "Loader.swift:8: func save(_:completion:)"
            ])
    }

    @Test func test_noQueryWithSideEffect_acceptsAQueryACommandAndAPrivateHelper() {
        let store = """
            final class Store {
                private var feed: [String] = []
                func retrieve(completion: @escaping (Result<[String], Error>) -> Void) {
                    completion(.success(feed))
                }
                func insert(_ new: [String], completion: @escaping (Result<Void, Error>) -> Void) {
                    feed = new
                    completion(.success(()))
                }
                func delete(completion: @escaping (Error?) -> Void) { feed = []; completion(nil) }
                private func replace(_ new: [String]) -> [String] { let old = feed; feed = new; return old }
            }
            """

        #expect(DesignRule.noQueryWithSideEffect.findings(in: Snippet.stage(store)) == [])
    }

    private let store = """
        protocol Store {
            func retrieve(completion: @escaping (Result<[String], Error>) -> Void)
            func delete(completion: @escaping (Result<Void, Error>) -> Void)
        }
        protocol Cache { func save(_ feed: [String], completion: @escaping (Error?) -> Void) }
        """

    @Test func test_noQueryCommandsWhatItReads_flagsALoadThatDeletesWhatItRetrieved() {
        let loader = """
            final class Loader {
                private let store: Store
                init(store: Store) { self.store = store }
                func load(completion: @escaping (Result<[String], Error>) -> Void) {
                    store.retrieve { [weak self] result in
                        if case .failure = result { self?.removeAll() }
                        completion(result)
                    }
                }
                private func removeAll() { store.delete { _ in } }
            }
            """

        #expect(
            DesignRule.noQueryCommandsWhatItReads.told(in: Snippet.stage(store + "\n" + loader)) == [
                "Extra.swift:15: A query leaves what it reads as it was: it asks the "
                    + "collaborator it reads from for no command, so asking twice answers the "
                    + "same. Here: `store.delete`."
            ])
    }

    @Test func test_noQueryCommandsWhatItReads_acceptsADecoratorThatSavesWhatItLoaded() {
        let decorator = """
            final class Caching {
                private let store: Store
                private let cache: Cache
                init(store: Store, cache: Cache) { self.store = store; self.cache = cache }
                func load(completion: @escaping (Result<[String], Error>) -> Void) {
                    store.retrieve { [weak self] result in
                        if case let .success(feed) = result { self?.cache.save(feed) { _ in } }
                        completion(result)
                    }
                }
                func removeInvalid(completion: @escaping (Result<Void, Error>) -> Void) {
                    store.retrieve { [store] _ in store.delete(completion: completion) }
                }
            }
            """

        #expect(
            DesignRule.noQueryCommandsWhatItReads.findings(in: Snippet.stage(store + "\n" + decorator)) == [])
    }
}
