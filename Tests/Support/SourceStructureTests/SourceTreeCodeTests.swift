import SourceStructure
import Testing

@Suite struct SourceTreeCodeTests {
    @Test func test_casts_findEveryKindInExpressionsAndPatternsButNotInProse() {
        let tree = makeTree([
            "A.swift": """
            // a comment says analytics is NullFeedLoadingAnalytics
            func f(analytics: FeedLoadingAnalytics, client: HTTPClient, error: Error) {
                if analytics is NullFeedLoadingAnalytics { return }
                _ = client as? URLSessionHTTPClient
                _ = client as! URLSessionHTTPClient
                switch error { case let error as Stage5NullObject.RemoteFeedLoader.Error: print(error); default: break }
                print("client as? ApiClient")
            }
            """
        ])

        #expect(
            tree.casts().map(\.text) == [
                "is NullFeedLoadingAnalytics", "as? URLSessionHTTPClient", "as! URLSessionHTTPClient",
                "as Stage5NullObject.RemoteFeedLoader.Error",
            ])
        #expect(tree.casts().map(\.name).last == "Error")
        #expect(tree.casts().first?.location == Location(file: "A.swift", line: 3, column: 18))
    }

    @Test func test_constructions_findEveryWayToCreateAnInstance() {
        let tree = makeTree([
            "A.swift": """
            struct URLSessionHTTPClient {
                static let shared = Self()
                static let other: URLSessionHTTPClient = .init()
            }
            func make(client: URLSessionHTTPClient = .init()) -> URLSessionHTTPClient {
                _ = URLSessionHTTPClient.self
                _ = [URLSessionHTTPClient.init(session: .shared)]
                _ = Box<Int>(URLSessionHTTPClient(session: s))
                return .init()
            }
            """
        ])

        #expect(
            tree.constructions(of: ["URLSessionHTTPClient"]).map(\.location.line) == [2, 3, 5, 7, 8, 9])
        #expect(tree.constructions(of: ["Box"]).map(\.text) == ["Box(…)"])
    }

    @Test func test_constructions_tellWhichDeclarationsTheyAreInside() throws {
        let tree = makeTree([
            "CompositionRoot.swift": "enum CompositionRoot {}",
            "Root/CompositionRoot+Feed.swift": """
            extension CompositionRoot {
                static func makeLoader(session: URLSession) -> RemoteFeedLoader {
                    RemoteFeedLoader(client: URLSessionHTTPClient(session: session))
                }
            }
            """,
            "RemoteFeedLoader.swift": """
            final class RemoteFeedLoader {
                init(client: HTTPClient = URLSessionHTTPClient(session: .shared)) {}
            }
            """,
        ])
        let constructions = tree.constructions(of: ["URLSessionHTTPClient"])

        #expect(
            constructions.map(\.location.file) == [
                "RemoteFeedLoader.swift", "Root/CompositionRoot+Feed.swift",
            ])
        #expect(constructions.map { $0.scope.isInside("CompositionRoot") } == [false, true])
        #expect(constructions.map(\.scope.region) == [.defaultValue, .body])
        #expect(constructions.map(\.scope.member) == ["init", "makeLoader"])
    }

    @Test func test_memberReferences_findExplicitAndImplicitMembers() {
        let tree = makeTree([
            "A.swift": """
            let a = URLSession.shared
            func f(defaults: UserDefaults = .standard) { log("\\(ApiClient.instance)"); log("not .shared") }
            """
        ])

        #expect(
            tree.memberReferences(named: ["shared", "standard", "instance"]).map(\.text) == [
                "URLSession.shared", ".standard", "ApiClient.instance",
            ])
    }

    @Test func test_branches_findDecisionsWithoutTheirSpelling() {
        let tree = makeTree([
            "A.swift": """
            func f(a: Bool, b: Int?) -> Int {
                guard a else { return 0 }
                let c = a ? 1 : 2
                let d = b ?? 3
                switch c { default: break }
                do { try g() } catch {}
                return b?.hashValue ?? (a && c > 1 ? 1 : 0)
            }
            """
        ])

        #expect(tree.branches().map(\.name) == ["guard", "?:", "??", "switch", "catch", "??", "&&", "?:"])
        #expect(tree.branches().first?.text == "guard a else")
        #expect(tree.branches().last?.text == "return b?.hashValue ?? (a && c > 1 ? 1 : 0)")
    }

    @Test func test_decisions_readWhatTheyDependOnAndWhatTheyGuard() {
        let tree = makeTree([
            "A.swift": """
            func f() {
                if isTracking && items.contains(where: { $0 > 1 }) { track() } else if other { log() } else { skip() }
                guard let self else { return }
                self.done()
                let a = isOn ? on() : off()
            }
            """
        ])
        let decisions = tree.decisions()

        #expect(decisions.map(\.branch.name) == ["if", "if", "guard", "?:"])
        #expect(
            decisions.map { TypeText.text(of: $0.condition) } == [
                "isTracking && items.contains(where: { $0 > 1 })", "other", "let self", "isOn",
            ])
        #expect(
            decisions.map { TypeText.text(of: $0.controlled) } == [
                "track() } else if other { log() } else { skip()", "log() } else { skip()",
                "self.done() let a = isOn ? on() : off()", "on() : off()",
            ])
    }

    @Test func test_freeFunctionUses_findPrintCalledOrPassedButNotAMethod() {
        let tree = makeTree([
            "A.swift": "func f() { print(1); Swift.print(2); logger.print(3); run(print); NSLog(\"%d\", 4) }"
        ])

        #expect(tree.freeFunctionUses(["print", "NSLog"]).map(\.location.column) == [12, 28, 59, 67])
    }

    @Test func test_codeLineCount_countsNeitherCommentsNorBlankLines() {
        let tree = makeTree([
            "A.swift":
                "/// Why A exists.\nstruct A {\n\n    // a note\n    let b = 1\n}\nextension A {\n    func c() {}\n}"
        ])

        #expect(tree.codeLineCount(of: "A") == 6)
    }

    @Test func test_codeTokenCount_isTheSameHoweverAFormatterLaysTheTypeOut() {
        let wide = makeTree([
            "A.swift":
                "struct A {\n    func load(url: URL, completion: @escaping (Int) -> Void) { completion(url.port ?? 0) }\n}"
        ])
        let narrow = makeTree([
            "A.swift": """
            // why A exists
            struct A {
                func load(
                    url: URL,
                    completion: @escaping (Int) -> Void,
                ) {
                    completion(
                        url.port
                            ?? 0
                    )
                }
            }
            """
        ])

        #expect(wide.codeTokenCount(of: "A") == 29)
        #expect(narrow.codeTokenCount(of: "A") == wide.codeTokenCount(of: "A"))
        #expect(narrow.codeLineCount(of: "A") > wide.codeLineCount(of: "A"))
    }

    @Test func test_references_skipTheDeclarationsOwnName() {
        let tree = makeTree([
            "CompositionRoot.swift":
                "enum CompositionRoot { static func make() -> CompositionRoot.Type { CompositionRoot.self } }",
            "Loader.swift": "struct Loader { let root = CompositionRoot.make() }",
        ])

        #expect(
            tree.references(to: ["CompositionRoot"]).map { $0.scope.outermostType } == [
                "CompositionRoot", "CompositionRoot", "Loader",
            ])
    }

    @Test func test_isNamespace_isAFamilyOfStaticFunctions_notAnObjectThatKeepsSomething() throws {
        let tree = SourceTree([
            "S.swift": """
            enum Loading { typealias Load = () -> Void; static func logging(_ l: @escaping Load) -> Load { l } }
            struct Witness { let load: () -> Void; static func live() -> Witness { Witness {} } }
            enum Kind { case a, b; static func make() -> Kind { .a } }
            """
        ])

        #expect(tree.declarations(of: "Loading").first.map(tree.isNamespace) == true)
        #expect(try #require(tree.declarations(of: "Witness").first).kind == .struct)
        #expect(tree.declarations(of: "Witness").first.map(tree.isNamespace) == false)
        #expect(tree.declarations(of: "Kind").first.map(tree.isNamespace) == false)
    }

}
