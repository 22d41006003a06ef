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

    // MARK: - Helpers

    private func mistake(rule: String?) -> CatalogueEntry {
        CatalogueEntry(id: "m", summary: "a mistake", rule: rule, edits: [])
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
