import Foundation
import KataKit
import Testing

@Suite(.whereTheToolRuns) struct CheckOutcomeTests {
    @Test func test_from_compileErrorsAreABuildFailure() {
        let sut = CheckOutcome.from(
            status: 1, log: "/r/A.swift:1:2: error: oops", events: EventStreamReport(), root: "/r")

        #expect(sut.verdict == .buildFailed)
        #expect(sut.colour == .red)
        #expect(sut.compileErrors.map(\.path) == ["A.swift"])
    }

    @Test func test_from_aFailureWithNoEventsIsABuildFailureEvenWithoutDiagnostics() {
        let sut = CheckOutcome.from(
            status: 1, log: "ld: undefined symbol", events: EventStreamReport(), root: "/r")

        #expect(sut.verdict == .buildFailed)
    }

    @Test func test_from_recordedIssuesAreFailingTests() {
        let events = EventStreamReport(
            jsonLines: Data(EventStreamReportTests.failingRun.utf8), relativeTo: "/r")

        let sut = CheckOutcome.from(status: 1, log: "", events: events, root: "/r")

        #expect(sut.verdict == .testsFailed)
    }

    @Test func test_from_aRunThatEndedWithNoTestMatchingTheFilter_passesWithNone() {
        let events = EventStreamReport(jsonLines: Data(Self.runOfNone.utf8), relativeTo: "/r")

        let sut = CheckOutcome.from(status: 69, log: "", events: events, root: "/r")

        #expect(sut.verdict == .passed)
    }

    @Test func test_from_status69WithoutTheRunsEnd_isACrash() {
        let sut = CheckOutcome.from(
            status: 69, log: "",
            events: EventStreamReport(
                jsonLines: Data(EventStreamReportTests.crashedRun.utf8), relativeTo: "/r"), root: "/r")

        #expect(sut.verdict == .crashed)
    }

    @Test func test_from_aRunThatNeverEndedIsACrash() {
        let events = EventStreamReport(
            jsonLines: Data(EventStreamReportTests.crashedRun.utf8), relativeTo: "/r")

        let sut = CheckOutcome.from(status: 132, log: "Fatal error", events: events, root: "/r")

        #expect(sut.verdict == .crashed)
        #expect(sut.colour == .red)
    }

    @Test func test_from_aCompleteRunWithNoIssuesIsGreen() {
        let events = EventStreamReport(
            jsonLines: Data(EventStreamReportTests.knownIssueRun.utf8), relativeTo: "/r")

        let sut = CheckOutcome.from(status: 0, log: "", events: events, root: "/r")

        #expect(sut.colour == .green)
    }

    /// What Swift Testing writes when no test matches `--filter`, then exits with 69.
    static let runOfNone = """
        {"kind":"event","payload":{"instant":{"absolute":1,"since1970":1},"kind":"runStarted","messages":[]},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":2,"since1970":2},"kind":"runEnded","messages":[]},"version":0}
        """
}
