import DesignRules
import Foundation
import KataKit

/// Answers open mode's checks (`done`'s copies, the open verify) with the outcomes a test lines
/// up, and records each run's filter or copy. A green run given a graph file to write writes `drawing`'s
/// Markdown there, labelled with the code it ran on, as `KataOpenGraphTests` would.
final class OpenCheckStub: @unchecked Sendable {
    private let lock = NSLock()
    private var outcomes: [CheckOutcome]
    private var recorded: [String] = []
    /// What a green run of the goal checks writes where `done` asks for its review notes.
    private let notes: [ReviewNote]

    init(_ outcomes: [CheckOutcome] = [], notes: [ReviewNote] = []) {
        self.outcomes = outcomes
        self.notes = notes
    }

    /// The filter of each run, in order.
    var filters: [String] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    func answer(tree: FileTree, filter: String, environment: [String: String]) throws -> CheckOutcome {
        try answer(filter, code: tree.read("Stages/StageTwo/A.swift"), environment: environment)
    }

    /// Open `done`'s copies: recorded as their name, and the suite when only one runs.
    func answer(_ copy: StageCopy) throws -> CheckOutcome {
        try answer(
            copy.name + (copy.suite.map { ":" + $0 } ?? ""), code: copy.files["Stages/StageTwo/A.swift"],
            environment: copy.environment)
    }

    private func answer(_ filter: String, code: Data?, environment: [String: String]) throws -> CheckOutcome {
        lock.lock()
        defer { lock.unlock() }
        recorded.append(filter)
        let outcome = outcomes.isEmpty ? CheckOutcome(verdict: .passed) : outcomes.removeFirst()
        if outcome.colour == .green, let path = environment["KATA_GRAPH_OUTPUT"] {
            let code = code.map { String(decoding: $0, as: UTF8.self) } ?? ""
            try Self.drawing(of: code).write(toFile: path, atomically: true, encoding: .utf8)
        }
        if outcome.colour == .green, let path = environment[DesignReview.outputVariable] {
            let code = code.map { String(decoding: $0, as: UTF8.self) } ?? ""
            let review = DesignReview(principles: [], notes: notes, holdings: Self.holdings(of: code))
            try JSONEncoder().encode(review).write(to: URL(fileURLWithPath: path))
        }
        return outcome
    }

    /// What the fixture's `A` holds: a closure where its code has an arrow, else a concrete type.
    static func holdings(of code: String) -> [DesignReview.Holding] {
        guard code.contains("let ") else { return [] }
        return code.contains("->")
            ? [DesignReview.Holding(name: "A.make", kind: "closure", form: "a closure")]
            : [DesignReview.Holding(name: "A.b", kind: "concrete type", form: "a concrete type, Bee")]
    }

    /// One audience's graph: its root, and the first line of the code it ran on as its part.
    static func drawing(of code: String) -> String {
        let part = code.split(separator: "\n").first.map(String.init) ?? "nothing"
        return "## everyone\n\n```\nA\n  \(part)\n```\n\n```mermaid\nflowchart TD\n    n1[\"\(part)\"]\n```\n"
    }
}
