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
        guard !changed.isEmpty else {
            console.say("The pages, the kit and the goal checks' moves already say what the data says.")
            return true
        }
        console.say("Wrote the generated blocks of \(changed.joined(separator: ", ")).")
        // Generated text agrees with the data; whether the moves still replay, and the goal checks
        // still compile, only a build can tell.
        console.say(
            "Then: swift run kata-dev verify N --moves for each kata whose moves changed (a reordered move must still build on the one before it), and swift build --build-tests where an id changed (the goal checks name moves by id, and the compiler names each use)."
        )
        return true
    }
}
