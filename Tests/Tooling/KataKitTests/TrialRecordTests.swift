import Foundation
import KataTestSupport
import Testing

@testable import KataDevKit
@testable import KataKit

/// The record of verify's compiled trials: a key that changes with every input of a trial's build
/// and with nothing else, a file that reads back what was written and refuses what is not one,
/// and outcomes held alike by what they say, not by their words.
@Suite struct TrialRecordTests {
    @Test func test_key_changesWithTheTrialsFilesTheSupportTargetsTheManifestAndTheToolchain() {
        let trial = makeTrial(["Stages/Stage2/A.swift": "struct A {}"])
        let key = keys().key(of: trial)

        #expect(keys().key(of: makeTrial(["Stages/Stage2/A.swift": "struct A { }"])) != key)
        #expect(keys().key(of: makeTrial(["Stages/Stage2/B.swift": "struct A {}"])) != key)
        #expect(keys(support: "func b() {}").key(of: trial) != key)
        #expect(keys(manifest: "// tools 6.3").key(of: trial) != key)
        #expect(keys(toolchain: "Swift version 6.2").key(of: trial) != key)
        #expect(key.hasPrefix("2-"))
    }

    @Test func test_key_staysTheSameWhenOnlyAnotherStageOrTheToolChanges() {
        let trial = makeTrial(["Stages/Stage2/A.swift": "struct A {}"])

        let other = [
            "Stages/Stage5/C.swift": Data("struct C {}".utf8),
            "Tests/Tooling/KataKit/T.swift": Data("struct T {}".utf8),
        ]

        #expect(keys(adding: other).key(of: trial) == keys().key(of: trial))
    }

    @Test func test_read_withoutARecord_isNil() throws {
        let folder = TemporaryDirectory()

        #expect(try TrialRecord.read(from: FileTree(root: folder.url)) == nil)
    }

    @Test func test_read_ofWhatItWrote_isTheSameRecord() throws {
        let folder = TemporaryDirectory()
        let tree = FileTree(root: folder.url)
        let record = TrialRecord(
            toolchain: "Swift version 6.3.1",
            trials: [
                "2-abc": .init(name: "kata 2 variant v", outcome: failed("StageTwoTests.T/test_a()")),
                "2-abd": .init(name: "kata 2 variant w", outcome: CheckOutcome(verdict: .passed)),
            ])

        try tree.write(record.data(), to: TrialRecord.path)

        #expect(try TrialRecord.read(from: tree) == record)
        #expect(tree.read(TrialRecord.path)?.last == UInt8(ascii: "\n"))
    }

    @Test func test_data_putsEachTrialOnALineOfItsOwn_byKey_nameFirst() throws {
        let record = TrialRecord(
            toolchain: "Swift version 6.3.1\nTarget: x86_64-unknown-linux-gnu",
            trials: [
                "2-b": .init(name: "kata 2 variant w", outcome: CheckOutcome(verdict: .passed)),
                "2-a": .init(name: "kata 2 variant v", outcome: CheckOutcome(verdict: .passed)),
            ])

        let lines = String(decoding: try record.data(), as: UTF8.self).split(separator: "\n")

        #expect(lines.count == 7)
        #expect(lines[1] == #"  "toolchain": "Swift version 6.3.1\nTarget: x86_64-unknown-linux-gnu","#)
        #expect(lines[3].hasPrefix(#"    "2-a": {"name":"kata 2 variant v","outcome":{"#))
        #expect(lines[4].hasPrefix(#"    "2-b": {"name":"kata 2 variant w","outcome":{"#))
    }

    @Test func test_read_ofAFileThatIsNoRecord_failsSayingHowToWriteItAgain() throws {
        let folder = TemporaryDirectory()
        let tree = FileTree(root: folder.url)
        try tree.write(Data("{ not json".utf8), to: TrialRecord.path)

        let error = #expect(throws: KataError.self) { try TrialRecord.read(from: tree) }

        #expect(error?.description.contains("is not a record of trial outcomes") == true)
        #expect(error?.description.contains("git restore \(TrialRecord.path)") == true)
        #expect(error?.description.contains("verify --compile-all") == true)
    }

    @Test func test_difference_namesTheVerdictTheFailedTestsAndTheCounts_notTheFailuresWords() {
        let recorded = failed("StageTwoTests.T/test_a()", message: "Expectation failed: 0x1 === 0x2")
        let error = CompilerDiagnostic(path: "Stages/Stage2/A.swift", line: 1, column: 1, message: "m")

        #expect(
            TrialRecord.difference(recorded, failed("StageTwoTests.T/test_a()", message: "0x7 === 0x8"))
                == nil)
        #expect(
            TrialRecord.difference(recorded, failed("StageTwoTests.T/test_b()")) == "the tests that failed")
        #expect(
            TrialRecord.difference(recorded, CheckOutcome(verdict: .passed))
                == "the verdict, the tests that failed, how many passed")
        #expect(
            TrialRecord.difference(recorded, CheckOutcome(verdict: .buildFailed, compileErrors: [error]))
                == "the verdict, the compile errors, the tests that failed, how many passed")
    }

    @Test func test_data_ofTheSameOutcome_isTheSameText_whateverTheOrderItsRunReportedIn() throws {
        var report = EventStreamReport()
        report.failedTests = Set((1...20).map { "StageTwoTests.T/test_\($0)()" })
        report.failures = (1...20).map {
            TestFailure(test: "StageTwoTests.T/test_\($0)()", message: "m", path: nil, line: nil)
        }
        var reversed = report
        reversed.failures.reverse()

        let texts = try [report, reversed].map { report in
            try TrialRecord(
                toolchain: "t",
                trials: [
                    "2-a": .init(
                        name: "n",
                        outcome: CheckOutcome(verdict: .testsFailed, report: report))
                ]
            ).data()
        }

        #expect(texts[0] == texts[1])
        #expect(
            String(decoding: texts[0], as: UTF8.self).contains(
                #""failedTests":["StageTwoTests.T/test_1()","StageTwoTests.T/test_10()""#))
    }

    @Test func test_difference_andKept_takeTheCompileErrorsInAnyOrder() {
        let errors = ["A.swift", "B.swift"].map {
            CompilerDiagnostic(
                path: "Stages/Stage2/\($0)", line: 1, column: 1, message: "cannot find 'C' in scope")
        }
        let printed = CheckOutcome(verdict: .buildFailed, compileErrors: errors)
        let printedTheOtherWay = CheckOutcome(verdict: .buildFailed, compileErrors: errors.reversed())

        #expect(TrialRecord.difference(printed, printedTheOtherWay) == nil)
        #expect(TrialRecord.kept(printedTheOtherWay).compileErrors == errors)
        #expect(
            TrialRecord.difference(printed, CheckOutcome(verdict: .buildFailed, compileErrors: [errors[0]]))
                == "the compile errors")
    }

    @Test func test_kept_dropsWhatTheRunsOrderDecides() {
        var report = EventStreamReport()
        report.passed = 3
        report.lastStarted = "StageTwoTests.T/test_a()"
        let outcome = CheckOutcome(verdict: .crashed, report: report, logTail: ["Fatal error"])

        let kept = TrialRecord.kept(outcome)

        #expect(kept.report.lastStarted == nil)
        #expect(kept.logTail.isEmpty)
        #expect(kept.report.passed == 3)
        #expect(kept.verdict == .crashed)
    }

    // MARK: - Helpers

    private func keys(
        toolchain: String = "Swift version 6.3.1", support: String = "func a() {}",
        manifest: String = "// tools 6.2", adding other: [String: Data] = [:]
    ) -> TrialRecord.Keys {
        let package = [
            "Package.swift": Data(manifest.utf8),
            "Tests/Support/DesignRules/Rule.swift": Data(support.utf8),
        ]
        return TrialRecord.Keys(toolchain: toolchain, package: package.merging(other) { $1 })
    }

    private func makeTrial(_ files: [String: String]) -> Trial {
        Trial(kata: 2, name: "variant v", files: files.mapValues { Data($0.utf8) }) { _, _, _ in }
    }

    private func failed(_ test: String, message: String = "Expectation failed") -> CheckOutcome {
        var report = EventStreamReport()
        report.passed = 2
        report.failures = [TestFailure(test: test, message: message, path: nil, line: nil)]
        report.failedTests = [test]
        report.runEnded = true
        return CheckOutcome(verdict: .testsFailed, report: report)
    }
}
