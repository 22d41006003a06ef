import KataTestSupport
import Testing

/// What kata 5 is for, read from the stage's sources: behaviour tests pass before and after it.
/// Each failure names the move of "Stage 5" in Katas.md that was missed.
@Suite struct KataGoalTests {
    let sources = StageSources("Stage5NullObject")

    @Test func test_noCollaboratorIsOptional() {
        let protocols = sources.matches(of: #"\bprotocol\s+[A-Z]\w*"#).compactMap {
            $0.split(separator: " ").last
        }
        let optionals = protocols.flatMap { name in
            sources.matches(
                of: #"(:|->)\s*(\(\s*)?(any\s+)?\#(name)\s*\)?\s*[?!]|Optional\s*<\s*(any\s+)?\#(name)\b"#)
        }

        #expect(
            optionals.isEmpty,
            """
            Kata 5: every collaborator is always there; where a caller has none, it gets a Null \
            Object instead of nil. Optional collaborators found: \(optionals)
            """
        )
    }

    @Test(arguments: [
        ("analytics", "FeedLoadingAnalytics", "NullFeedLoadingAnalytics", 1),
        ("logger", "FeedLoaderLogger", "NullFeedLoaderLogger", 3),
        ("task", "FeedImageDataLoaderTask", "NullFeedImageDataLoaderTask", 5),
        ("cache", "FeedCache", "NullFeedCache", 7),
    ])
    func test_optionalCollaborator_defaultsToItsNullObject(
        label: String, protocolName: String, nullObject: String, move: Int
    ) {
        #expect(
            sources.contains(#"\b\#(label)\s*:\s*(any\s+)?\#(protocolName)\s*=\s*\#(nullObject)\b"#),
            "Kata 5, move \(move): \(label): \(protocolName) = \(nullObject)…, a Null Object, not an optional."
        )
    }

    @Test func test_theRequiredClientHasNoDefault() {
        #expect(
            !sources.contains(#"\bclient\s*:\s*(any\s+)?HTTPClient\s*="#),
            "Kata 5: the HTTP client is required; a Null Object there would have to invent responses."
        )
    }

    @Test(arguments: ["NullFeedLoadingAnalytics", "NullFeedLoaderLogger", "NullFeedCache"])
    func test_statelessNullObject_isOneSharedInstance(_ nullObject: String) {
        let code = sources.files.values.first { $0.hasMatch(#"\bclass\s+\#(nullObject)\b"#) } ?? ""

        #expect(
            code.hasMatch(#"\bstatic\s+let\s+shared\b"#) && code.hasMatch(#"\bprivate\s+init\s*\("#),
            "Kata 5, moves 1, 3 and 7: \(nullObject) is stateless: one static let shared, and a private init()."
        )
    }

    @Test func test_noGlobalIsNamedInTheLibrary() {
        let globals = sources.matches(of: #"[\w.]*\.(shared|standard)\b"#).filter { !$0.contains(": Null") }

        #expect(
            globals.isEmpty,
            "Kata 5 keeps stage 4's rule: only the app names a global. Found: \(globals)"
        )
    }
}
