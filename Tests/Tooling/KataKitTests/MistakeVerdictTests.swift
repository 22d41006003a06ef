import Testing

@testable import KataDevKit
@testable import KataKit

struct MistakeVerdictTests {
    @Test func test_verdict_ofAMistakeCaughtByTheRuleItNames_isCaught() {
        let verdict = KataVerifier.verdict(
            of: mistake(rule: "no-shared-state"), failing(rows: ["no-shared-state"]))

        #expect(verdict.caught)
        #expect(verdict.words.hasPrefix("caught by its rule no-shared-state"))
    }

    @Test func test_verdict_ofAMistakeCaughtOnlyByAnotherRule_isNotCaughtAndNamesBoth() {
        let verdict = KataVerifier.verdict(
            of: mistake(rule: "no-shared-state"), failing(rows: ["no-type-check"]))

        #expect(!verdict.caught)
        #expect(verdict.words == "NOT CAUGHT BY ITS RULE no-shared-state, but by no-type-check")
    }

    @Test func test_verdict_ofAMistakeThatNamesNoRule_isCaughtByAnyFailure() {
        #expect(KataVerifier.verdict(of: mistake(rule: nil), failing(rows: [])).caught)
        #expect(KataVerifier.verdict(of: mistake(rule: nil), CheckOutcome(verdict: .buildFailed)).caught)
    }

    @Test func test_verdict_ofAMistakeNothingFails_isMissed() {
        let verdict = KataVerifier.verdict(
            of: mistake(rule: "no-shared-state"), CheckOutcome(verdict: .passed))

        #expect(!verdict.caught)
        #expect(verdict.words == "MISSED, a mistake")
    }

    @Test func test_verdict_ofABehaviourIntactMistakeCaughtOnlyByTheGoalChecks_isCaught() {
        let outcome = failing(tests: [
            "Stage5Tests.KataGoalTests/test_design_keepsRule(_:)/KataGoalTests.swift:9:6"
        ])

        #expect(KataVerifier.verdict(of: mistake(rule: nil, behaviourIntact: true), outcome).caught)
    }

    @Test func test_verdict_ofABehaviourIntactMistakeABehaviourTestCatches_isBroken() {
        let outcome = failing(tests: [
            "Stage5Tests.KataOpenGoalTests/test_a()/KataOpenGoalTests+Running.swift:9:6",
            "Stage5Tests.RemoteFeedLoaderTests/test_load()/RemoteFeedLoaderTests.swift:9:6",
        ])

        let verdict = KataVerifier.verdict(of: mistake(rule: nil, behaviourIntact: true), outcome)

        #expect(!verdict.caught)
        #expect(
            verdict.words
                == "BROKEN: it says its behaviour is intact, but behaviour tests fail: Stage5Tests.RemoteFeedLoaderTests/test_load()/RemoteFeedLoaderTests.swift:9:6"
        )
        #expect(KataVerifier.verdict(of: mistake(rule: nil), outcome).caught)
    }

    @Test func test_verdict_ofABehaviourIntactMistakeThatDoesNotCompile_isBroken() {
        let verdict = KataVerifier.verdict(
            of: mistake(rule: nil, behaviourIntact: true), CheckOutcome(verdict: .buildFailed))

        #expect(!verdict.caught)
        #expect(verdict.words.hasPrefix("BROKEN: it says its behaviour is intact, but it does not compile"))
    }

    // MARK: - Helpers

    private func mistake(rule: String?, behaviourIntact: Bool = false) -> CatalogueEntry {
        CatalogueEntry(id: "m", summary: "a mistake", behaviourIntact: behaviourIntact, rule: rule, edits: [])
    }

    private func failing(tests: [String]) -> CheckOutcome {
        var report = EventStreamReport()
        report.failedTests = Set(tests)
        report.failures = tests.map { TestFailure(test: $0, message: "m", path: nil, line: nil) }
        return CheckOutcome(verdict: .testsFailed, report: report)
    }

    private func failing(rows: [String]) -> CheckOutcome {
        var report = EventStreamReport()
        report.failures =
            rows.map {
                TestFailure(test: "test_design_keepsRule(_:)", message: "m", path: nil, line: nil, row: $0)
            }
            + [TestFailure(test: "test_other()", message: "m", path: nil, line: nil)]
        return CheckOutcome(verdict: .testsFailed, report: report)
    }
}
