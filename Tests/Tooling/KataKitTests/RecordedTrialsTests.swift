import Foundation
import Testing

@testable import KataDevKit
@testable import KataKit

/// One verify run's use of the record: a recorded trial judged from it and saying so, the rest
/// compiled, a sample compiled again and held against it, another toolchain's record left alone,
/// and the record written from the run.
@Suite struct RecordedTrialsTests {
    @Test func test_take_judgesARecordedTrialFromTheRecord_andLeavesTheRestToCompile() {
        let (recorded, unrecorded) = (makeTrial("A"), makeTrial("B"))
        let sut = makeSUT(recording: [(recorded, .passed)], sampleOneIn: .max)
        var tally = VerifyTally()

        let left = sut.take([recorded, unrecorded], tally: &tally)

        #expect(left.map(\.name) == ["B"])
        #expect(console.lines == ["ok     A (from the record: not compiled in this run)"])
        #expect(
            sut.summary
                == "trials taken from the record: 1 of 2; compiled again to check it: 0; compiled since it lacks them: 1"
        )
    }

    @Test func test_take_aSampledTrialCompiledAlike_passesAsItsBuildSays() {
        let trial = makeTrial("A")
        let sut = makeSUT(recording: [(trial, .passed)], sampleOneIn: 1)
        var tally = VerifyTally()

        let left = sut.take([trial], tally: &tally)
        for compiled in left { compiled.record(CheckOutcome(verdict: .passed), .compiled, &tally) }

        #expect(left.map(\.name) == ["A"])
        #expect(tally.failed == 0)
        #expect(console.lines == ["ok     A"])
        #expect(sut.summary.hasPrefix("trials taken from the record: 0 of 1; compiled again to check it: 1;"))
    }

    @Test func test_take_aSampledTrialCompiledOtherwise_failsNamingBothOutcomes() {
        let trial = makeTrial("A")
        let sut = makeSUT(recording: [(trial, .passed)], sampleOneIn: 1)
        var tally = VerifyTally()

        for compiled in sut.take([trial], tally: &tally) {
            compiled.record(CheckOutcome(verdict: .crashed), .compiled, &tally)
        }

        #expect(tally.failed == 2)
        #expect(
            console.lines.first?.hasPrefix(
                "BROKEN kata 2 A: the record says green, 0 tests passed, and compiled it is red") == true)
        #expect(console.lines.first?.contains("(they differ in the verdict)") == true)
        #expect(console.lines.first?.hasSuffix("write the record again (verify --write-outcomes)") == true)
    }

    @Test func test_take_withAnotherToolchainsRecord_compilesEveryTrial() {
        let trial = makeTrial("A")
        let sut = makeSUT(
            recording: [(trial, .passed)], toolchain: "Swift version 6.2", sampleOneIn: .max)
        var tally = VerifyTally()

        let left = sut.take([trial], tally: &tally)

        #expect(left.map(\.name) == ["A"])
        #expect(console.lines.isEmpty)
        #expect(
            sut.summary
                == "trials taken from the record: none (no record for this toolchain, or --compile-all)")
    }

    @Test func test_written_afterARunOfSomeParts_keepsTheOutcomesItDidNotJudge() {
        let (old, judged) = (makeTrial("A"), makeTrial("B"))
        let sut = makeSUT(recording: [(old, .passed)], sampleOneIn: .max)
        var tally = VerifyTally()
        for compiled in sut.take([judged], tally: &tally) {
            compiled.record(CheckOutcome(verdict: .testsFailed), .compiled, &tally)
        }

        let written = sut.written(over: record([(old, .passed)]), replacing: [])

        #expect(written.trials.values.map(\.name).sorted() == ["kata 2 A", "kata 2 B"])
        #expect(written.trials[keys.key(of: judged)]?.outcome.verdict == .testsFailed)
        #expect(written.toolchain == keys.toolchain)
    }

    @Test func test_written_afterARunOfEveryPartOfAKata_keepsOnlyItsOutcomesOfThatKata() {
        let (gone, otherKata, judged) = (makeTrial("A"), makeTrial("C", kata: 3), makeTrial("B"))
        let sut = makeSUT(recording: [(gone, .passed), (otherKata, .passed)], sampleOneIn: .max)
        var tally = VerifyTally()
        for compiled in sut.take([judged], tally: &tally) {
            compiled.record(CheckOutcome(verdict: .passed), .compiled, &tally)
        }

        let written = sut.written(over: record([(gone, .passed), (otherKata, .passed)]), replacing: [2])

        #expect(written.trials.values.map(\.name).sorted() == ["kata 2 B", "kata 3 C"])
    }

    @Test func test_written_overAnotherToolchainsRecord_keepsNothingOfIt() {
        let (old, judged) = (makeTrial("A", kata: 3), makeTrial("B"))
        let sut = makeSUT(recording: [], sampleOneIn: .max)
        var tally = VerifyTally()
        for compiled in sut.take([judged], tally: &tally) {
            compiled.record(CheckOutcome(verdict: .passed), .compiled, &tally)
        }
        var another = record([(old, .passed)])
        another.toolchain = "Swift version 6.2"

        let written = sut.written(over: another, replacing: [])

        #expect(written.trials.values.map(\.name) == ["kata 2 B"])
    }

    @Test func test_written_holdsTheRecordedTrialsItJudged() {
        let trial = makeTrial("A")
        let sut = makeSUT(recording: [(trial, .passed)], sampleOneIn: .max)
        var tally = VerifyTally()

        _ = sut.take([trial], tally: &tally)

        #expect(sut.written(over: nil, replacing: [2]) == record([(trial, .passed)]))
    }

    @Test func test_isSampled_picksAboutOneInTheGivenNumber_andTheSameForTheSameSeed() {
        let sut = makeSUT(recording: [], sampleOneIn: 10)
        let again = makeSUT(recording: [], sampleOneIn: 10)
        let keys = (0..<1_000).map { "8-\($0)" }

        let picked = keys.filter(sut.isSampled)

        #expect((60...140).contains(picked.count))
        #expect(picked == keys.filter(again.isSampled))
    }

    // MARK: - Helpers

    private let keys = TrialRecord.Keys(toolchain: "Swift version 6.3.1", package: [:])
    private let console = ConsoleSpy()

    private func makeSUT(
        recording outcomes: [(Trial, CheckOutcome.Verdict)], toolchain: String = "Swift version 6.3.1",
        sampleOneIn: Int
    ) -> RecordedTrials {
        var old = record(outcomes)
        old.toolchain = toolchain
        return RecordedTrials(
            record: old, keys: keys, seed: "a commit", console: console.console, sampleOneIn: sampleOneIn)
    }

    private func record(_ outcomes: [(Trial, CheckOutcome.Verdict)]) -> TrialRecord {
        TrialRecord(
            toolchain: keys.toolchain,
            trials: Dictionary(
                uniqueKeysWithValues: outcomes.map { trial, verdict in
                    (
                        keys.key(of: trial),
                        .init(name: "kata \(trial.kata) \(trial.name)", outcome: .init(verdict: verdict))
                    )
                }))
    }

    /// A trial of kata 2, or of `kata`, that lays out one file named after it, and passes when green.
    private func makeTrial(_ name: String, kata: Int = 2) -> Trial {
        Trial(kata: kata, name: name, files: ["Stages/Stage\(kata)/\(name).swift": Data(name.utf8)]) {
            [console] outcome, source, tally in
            tally.record(outcome.verdict == .passed, name + source.note, console.console)
        }
    }
}
