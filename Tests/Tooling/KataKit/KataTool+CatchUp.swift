extension KataCommand {
    static let catchUp = KataCommand(
        "catch-up", summary: "the reference's code for this move (yours is kept)",
        parse: ArgumentProblem.nothing,
        run: { tool, _ in try tool.catchUp() })
}

extension KataTool {
    /// `kata catch-up`: the reference's code for the current move, keeping what it replaces.
    func catchUp() throws -> Bool {
        if let (open, _) = try openCurrent() { throw KataError.noCatchUpInOpenMode(open.kata) }
        guard let (plan, progress, move) = try currentMove() else { return true }
        guard !move.catchUp.isEmpty else {
            console.tell(
                "Move \(progress.move) has no catch-up: it asks for code or tests only you can write. Its hints go as far as the declaration, and swift run kata next moves on once the check is green (next --skip, if it is not)."
            )
            return true
        }
        let kept = try apply(move.catchUp, kata: plan.kata, progress: state[plan.kata] ?? progress)
        console.tell(
            "Caught up with move \(progress.move): \(move.catchUp.flatMap(\.touchedPaths).joined(separator: ", "))."
        )
        say(kept: kept)
        return try check()
    }
}
