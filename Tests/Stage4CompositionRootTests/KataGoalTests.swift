import KataTestSupport
import Testing

/// What kata 4 is for, read from the stage's sources: behaviour tests pass before and after it.
/// Each failure names the move of "Stage 4" in Katas.md that was missed.
@Suite struct KataGoalTests {
    let sources = StageSources("Stage4CompositionRoot")

    @Test func test_singleton_isGone() {
        #expect(
            !sources.declaredTypes.contains("ApiClient"),
            "Kata 4, move 3: delete ApiClient; URLSessionHTTPClient does its job now."
        )
        let sharedState = sources.matches(
            of:
                #"\bstatic\s+var\b|\bstatic\s+let\s+(instance|shared)\b|\bstatic\s+let\s+\w+\s*=\s*[A-Z]\w*\s*\("#
        )
        #expect(
            sharedState.isEmpty,
            "Kata 4, move 3: delete static let instance; no shared instance is left: \(sharedState)"
        )
    }

    @Test func test_noDependencyHasADefault() {
        let defaults = sources.matches(of: #"\b(client|session)\s*:\s*(any\s+)?[A-Za-z.]+\s*="#)

        #expect(
            defaults.isEmpty,
            """
            Kata 4, move 2: no default for the client, and none for URLSessionHTTPClient's session \
            either: a default names a concrete type or a global. Found: \(defaults)
            """
        )
    }

    @Test func test_noGlobalIsNamedInTheLibrary() {
        let globals = sources.matches(of: #"\.shared\b|\.standard\b"#)

        #expect(
            globals.isEmpty,
            """
            Kata 4, moves 1 and 3: URLSessionHTTPClient is handed its session; only the app names \
            URLSession.shared, when it calls the composition root. Found: \(globals)
            """
        )
    }

    @Test func test_onlyTheCompositionRootNamesConcreteTypes() {
        let construction = #"\b(URLSessionHTTPClient|RemoteFeedLoader)\s*\("#
        let root = sources.files(defining: "CompositionRoot")

        #expect(
            !root.isEmpty && sources.files(matching: construction) == root,
            "Kata 4, move 2: only CompositionRoot creates URLSessionHTTPClient and RemoteFeedLoader."
        )
    }

    @Test func test_nothingInsideTheGraphReachesForTheCompositionRoot() {
        #expect(
            sources.files(matching: #"\bCompositionRoot\b"#) == sources.files(defining: "CompositionRoot"),
            "Kata 4, move 2: a type that calls CompositionRoot turns it into a service locator."
        )
    }
}
