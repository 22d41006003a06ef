import Foundation
import KataKit

/// One verify run's use of the record (`TrialRecord`). A trial whose inputs the record holds is
/// judged by its recorded outcome, and its line says so; one in `sampleOneIn` of those is
/// compiled anyway, to hold the record against what a build says; the rest are compiled. Every
/// outcome of the run is kept, recorded or compiled, for `--write-outcomes` to write. The
/// outcomes come from the trees' threads, so they sit behind a lock.
final class RecordedTrials: @unchecked Sendable {
    private let record: TrialRecord?
    private let keys: TrialRecord.Keys
    private let seed: String
    private let sampleOneIn: Int
    private let console: Console
    private let lock = NSLock()
    private var outcomes: [String: TrialRecord.Entry] = [:]
    private var taken = 0
    private var sampled = 0
    private var unrecorded = 0

    /// - Parameters:
    ///   - record: the record to take outcomes from; nil to compile every trial, as with none, or
    ///     with another toolchain's.
    ///   - sampleOneIn: one recorded trial in this many is compiled again, picked by `seed`: a
    ///     record that no longer says what a build says fails CI within a few changes, where a
    ///     whole run would have failed it at once.
    ///   - seed: what picks the sample, the fingerprint of the package verified: the same files
    ///     pick the same sample, and each change another.
    init(
        record: TrialRecord?, keys: TrialRecord.Keys, seed: String, console: Console, sampleOneIn: Int
    ) {
        self.record = record?.toolchain == keys.toolchain ? record : nil
        self.keys = keys
        self.seed = seed
        self.sampleOneIn = max(sampleOneIn, 1)
        self.console = console
    }

    /// Whether there is a record for this toolchain to take outcomes from.
    var hasRecord: Bool { record != nil }

    /// The trials to compile, each made to keep its outcome and, when sampled, to hold it against
    /// the record; the others are recorded in `tally` at once, from the record.
    func take(_ trials: [Trial], tally: inout VerifyTally) -> [Trial] {
        var left: [Trial] = []
        for trial in trials {
            let key = keys.key(of: trial)
            let name = "kata \(trial.kata) \(trial.name)"
            guard let entry = record?.trials[key] else {
                unrecorded += 1
                left.append(kept(trial, key: key, name: name, expected: nil))
                continue
            }
            if isSampled(key) {
                sampled += 1
                left.append(kept(trial, key: key, name: name, expected: entry.outcome))
                continue
            }
            taken += 1
            keep(entry.outcome, key: key, name: name)
            trial.record(entry.outcome, .recorded, &tally)
        }
        return left
    }

    /// The record this run's outcomes make, over `old`'s: of the katas it ran every part of,
    /// `replacing`, it keeps only this run's outcomes, so that an entry gone or changed leaves no
    /// outcome behind; of the others, `old`'s too. Nothing of another toolchain's record is kept.
    func written(over old: TrialRecord?, replacing katas: Set<Int>) -> TrialRecord {
        lock.lock()
        defer { lock.unlock() }
        let kept = (old?.toolchain == keys.toolchain ? old?.trials ?? [:] : [:]).filter { key, _ in
            !katas.contains { key.hasPrefix("\($0)-") }
        }
        return TrialRecord(toolchain: keys.toolchain, trials: kept.merging(outcomes) { $1 })
    }

    /// `trials taken from the record: 239 of 272; compiled again to check it: 26; compiled since
    /// it lacks them: 7`.
    var summary: String {
        lock.lock()
        defer { lock.unlock() }
        guard record != nil else {
            return "trials taken from the record: none (no record for this toolchain, or --compile-all)"
        }
        return
            "trials taken from the record: \(taken) of \(taken + sampled + unrecorded); compiled again to check it: \(sampled); compiled since it lacks them: \(unrecorded)"
    }

    func isSampled(_ key: String) -> Bool {
        let pick = UInt64(Fingerprint.of(Data("\(seed)\n\(key)".utf8)), radix: 16) ?? 0
        return pick % UInt64(sampleOneIn) == 0
    }

    private func kept(_ trial: Trial, key: String, name: String, expected: CheckOutcome?) -> Trial {
        Trial(kata: trial.kata, name: trial.name, files: trial.files) { [self] outcome, source, tally in
            keep(TrialRecord.kept(outcome), key: key, name: name)
            if let expected, let difference = TrialRecord.difference(expected, outcome) {
                tally.record(
                    false,
                    "\(name): the record says \(expected.colour.rawValue), \(expected.summary), and compiled it is \(outcome.colour.rawValue), \(outcome.summary) (they differ in \(difference)): find what changed the outcome, then write the record again (verify --write-outcomes)",
                    console)
            }
            trial.record(outcome, source, &tally)
        }
    }

    private func keep(_ outcome: CheckOutcome, key: String, name: String) {
        lock.lock()
        defer { lock.unlock() }
        outcomes[key] = TrialRecord.Entry(name: name, outcome: outcome)
    }
}
