import Foundation
import KataKit
import Testing

@Suite(.whereTheToolRuns) struct EventStreamReportTests {
    @Test func test_init_countsPassesAndReadsFailuresWithTheirLocations() {
        let sut = EventStreamReport(jsonLines: Data(Self.failingRun.utf8), relativeTo: "/repo")

        #expect(sut.passed == 1)
        #expect(sut.failedTests == ["M.S/test_b()"])
        #expect(
            sut.failures == [
                TestFailure(
                    test: "test_b()", message: "Expectation failed: 1 == 2", path: "Tests/B.swift", line: 8,
                    details: "Kata 3, move 1: keep the client in a let.")
            ])
        #expect(sut.runEnded)
    }

    @Test func test_init_ignoresKnownIssuesAndUnreadableLines() {
        let lines = Self.knownIssueRun + "\nnot json\n"

        let sut = EventStreamReport(jsonLines: Data(lines.utf8), relativeTo: "/repo")

        #expect(sut.failures.isEmpty)
        #expect(sut.passed == 1)
    }

    @Test func test_init_afterACrash_namesTheLastTestStarted() {
        let sut = EventStreamReport(jsonLines: Data(Self.crashedRun.utf8), relativeTo: "/repo")

        #expect(!sut.runEnded)
        #expect(sut.lastStarted == "test_b()")
    }

    @Test func test_init_readsTheFailingRowOfAParameterizedTest() throws {
        let lines = [
            Self.test("M.S/test_rows(row:)", "test_rows(row:)"),
            Self.event("testStarted", "M.S/test_rows(row:)"),
            // As Swift 6.3.1 records it, its backtrace left out.
            #"{"kind":"event","payload":{"_testCase":{"displayName":"offline, corrupt cache","id":"Parameterized test case ID: argumentIDs: [], discriminator: 0, isStable: false"},"issue":{"isKnown":false,"sourceLocation":{"_filePath":"/repo/Tests/T.swift","column":28,"fileID":"M/T.swift","line":4}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: (row.n → 1) == 2"}],"testID":"M.S/test_rows(row:)"},"version":0}"#,
            Self.event("testEnded", "M.S/test_rows(row:)"), Self.event("runEnded"),
        ].joined(separator: "\n")

        let sut = EventStreamReport(jsonLines: Data(lines.utf8), relativeTo: "/repo")

        let failure = try #require(sut.failures.first)
        #expect(failure.row == "offline, corrupt cache")
        #expect(failure.path == "Tests/T.swift")
        #expect(failure.line == 4)
    }

    @Test func test_init_countsTheRowsEachParameterizedTestRan() {
        func row(_ name: String) -> String {
            #"{"kind":"event","payload":{"_testCase":{"displayName":"\#(name)","id":"Parameterized test case ID: argumentIDs: [], discriminator: 0, isStable: true"},"kind":"testCaseEnded","messages":[],"testID":"M.S/test_rows(row:)"},"version":0}"#
        }
        let lines = [
            Self.test("M.S/test_a()", "test_a()"), Self.test("M.S/test_rows(row:)", "test_rows(row:)"),
            Self.event("testStarted", "M.S/test_a()"), Self.event("testEnded", "M.S/test_a()"),
            Self.event("testStarted", "M.S/test_rows(row:)"), row("online, empty cache"),
            row("offline, corrupt cache"), Self.event("testEnded", "M.S/test_rows(row:)"),
            Self.event("runEnded"),
        ].joined(separator: "\n")

        let sut = EventStreamReport(jsonLines: Data(lines.utf8), relativeTo: "/repo")

        #expect(sut.passed == 2)
        #expect(sut.rows == ["M.S/test_rows(row:)": 2])
    }

    static func test(_ id: String, _ name: String) -> String {
        #"{"kind":"test","payload":{"id":"\#(id)","kind":"function","name":"\#(name)"},"version":0}"#
    }

    static func event(_ kind: String, _ id: String? = nil, extra: String = "") -> String {
        let test = id.map { #","testID":"\#($0)""# } ?? ""
        return #"{"kind":"event","payload":{"kind":"\#(kind)"\#(test)\#(extra)},"version":0}"#
    }

    static let issue =
        #","messages":[{"symbol":"fail","text":"Expectation failed: 1 == 2"},{"symbol":"details","text":"Kata 3, move 1: keep the client in a let."}],"issue":{"isKnown":false,"sourceLocation":{"_filePath":"/repo/Tests/B.swift","fileID":"M/B.swift","line":8,"column":9}}"#

    static let failingRun = [
        test("M.S/test_a()", "test_a()"), test("M.S/test_b()", "test_b()"),
        event("runStarted"), event("testStarted", "M.S/test_a()"), event("testEnded", "M.S/test_a()"),
        event("testStarted", "M.S/test_b()"), event("issueRecorded", "M.S/test_b()", extra: issue),
        event("testEnded", "M.S/test_b()"), event("runEnded"),
    ].joined(separator: "\n")

    static let knownIssueRun = [
        test("M.S/test_a()", "test_a()"), event("testStarted", "M.S/test_a()"),
        event(
            "issueRecorded", "M.S/test_a()",
            extra: #","messages":[{"text":"known"}],"issue":{"isKnown":true}"#),
        event("testEnded", "M.S/test_a()"), event("runEnded"),
    ].joined(separator: "\n")

    static let crashedRun = [
        test("M.S/test_a()", "test_a()"), test("M.S/test_b()", "test_b()"),
        event("testStarted", "M.S/test_a()"), event("testEnded", "M.S/test_a()"),
        event("testStarted", "M.S/test_b()"),
    ].joined(separator: "\n")
}
