import Foundation
import KataKit

/// The outcomes of `kata-dev verify`'s compiled trials, kept in the repository and keyed by what
/// each trial compiles, so that a run compiles only the trials whose inputs changed since the
/// record was written (`RecordedTrials`). A key covers every input of a trial's build and run: the
/// kata's two folders as the trial lays them out, what its tests build with besides
/// (`supportPrefixes`), and the toolchain, which the record names: the same bytes through the same
/// compiler give the same outcome, since the suite is deterministic. Under another toolchain
/// nothing in it is used.
struct TrialRecord: Codable, Equatable {
    static let path = "Tests/Tooling/KataData/trial-outcomes.json"
    /// The manifest and the targets every stage's tests build with. Another stage's folders are
    /// not among them: a stage's tests build with no other stage.
    static let supportPrefixes = [
        "Package.swift", "Tests/Support/KataTestSupport/", "Tests/Support/DesignRules/",
        "Tests/Support/SourceStructure/",
    ]

    /// `swift --version` as the runs that wrote the record printed it.
    var toolchain: String
    /// Each trial's outcome by its key (`Keys.key(of:)`).
    var trials: [String: Entry]

    struct Entry: Codable, Equatable {
        /// The kata and the trial, for a person reading the record's diff: `kata 8 variant …`.
        let name: String
        let outcome: CheckOutcome
    }

    /// The keys of trials built with one toolchain and one version of the support targets.
    struct Keys {
        let toolchain: String
        /// The fingerprint of the support files, shared by every key.
        let support: String

        init(toolchain: String, package: [String: Data]) {
            self.toolchain = toolchain
            support = Fingerprint.of(
                package.filter { path, _ in TrialRecord.supportPrefixes.contains { path.hasPrefix($0) } })
        }

        /// `8-1f3a…`: the kata, and the fingerprint of the toolchain, the support files and the
        /// trial's own files together.
        func key(of trial: Trial) -> String {
            "\(trial.kata)-"
                + Fingerprint.of(Data("\(toolchain)\n\(support)\n\(Fingerprint.of(trial.files))".utf8))
        }
    }

    /// The record in `tree`; nil when there is none.
    static func read(from tree: FileTree) throws -> TrialRecord? {
        guard let data = tree.read(path) else { return nil }
        do {
            return try JSONDecoder().decode(TrialRecord.self, from: data)
        } catch {
            throw KataError(
                "\(path) is not a record of trial outcomes (\(error)): bring back the committed one (git restore \(path)), or compile every trial without it (verify --compile-all), which with --write-outcomes writes a new one"
            )
        }
    }

    /// The record as its file holds it: JSON with each trial on a line of its own, by key, its
    /// name first, and each outcome as `kept(_:)` keeps it, so that a diff of the record is a list
    /// of the trials whose outcome changed.
    func data() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        func json(_ value: some Encodable) throws -> String {
            String(decoding: try encoder.encode(value), as: UTF8.self)
        }
        let lines = try trials.sorted { $0.key < $1.key }.map { key, entry in
            "    \(try json(key)): \(try json(Entry(name: entry.name, outcome: Self.kept(entry.outcome))))"
        }
        let text =
            "{\n  \"toolchain\": \(try json(toolchain)),\n  \"trials\": {\n\(lines.joined(separator: ",\n"))\n  }\n}\n"
        return Data(text.utf8)
    }

    /// What the record keeps of an outcome: all of it but the log's last lines, and what the order
    /// of a build or a run decides set in an order of its own: the last test to start dropped, the
    /// compile errors (which jobs side by side print as they finish) and the failures sorted.
    static func kept(_ outcome: CheckOutcome) -> CheckOutcome {
        let errors = outcome.compileErrors.sorted {
            ($0.path, $0.line, $0.column, $0.message) < ($1.path, $1.line, $1.column, $1.message)
        }
        var report = outcome.report
        report.lastStarted = nil
        report.failures.sort {
            ($0.test, $0.path ?? "", $0.line ?? 0, $0.message) < (
                $1.test, $1.path ?? "", $1.line ?? 0, $1.message
            )
        }
        return CheckOutcome(verdict: outcome.verdict, compileErrors: errors, report: report)
    }

    /// What a compiled outcome says otherwise than a recorded one, nil when nothing: the verdict,
    /// the compile errors in any order, the tests that failed, how many passed. Not the failures'
    /// words, which may print an address.
    static func difference(_ recorded: CheckOutcome, _ compiled: CheckOutcome) -> String? {
        let differing = [
            ("the verdict", recorded.verdict != compiled.verdict),
            ("the compile errors", Set(recorded.compileErrors) != Set(compiled.compileErrors)),
            ("the tests that failed", recorded.report.failedTests != compiled.report.failedTests),
            ("how many passed", recorded.report.passed != compiled.report.passed),
        ].filter(\.1).map(\.0)
        return differing.isEmpty ? nil : differing.joined(separator: ", ")
    }
}
