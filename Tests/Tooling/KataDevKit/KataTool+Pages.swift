import Foundation
import KataKit

extension KataCommand {
    static let pages = KataCommand(
        "pages",
        summary:
            "writes the pages' moves sections, the kit's move lists and the goal checks' move numbers from each kata's moves.json",
        audience: .maintainer, parse: ArgumentProblem.nothing, run: { tool, _ in try tool.pages() })
}

extension KataTool {
    /// `kata-dev pages`: after a change to `moves.json`, the generated blocks of the pages and the
    /// kit, and the goal checks' `KataMove+Moves.swift`, written again; CI fails while they differ
    /// from the data.
    func pages() throws -> Bool {
        let changed = try MoveSheet.write(in: tree, library: library)
        console.say(
            changed.isEmpty
                ? "The pages, the kit and the goal checks' moves already say what the data says."
                : "Wrote the generated blocks of \(changed.joined(separator: ", ")).")
        return true
    }
}
