extension KataCommand {
    static let hint = KataCommand(
        "hint", summary: "one more hint for this move", parse: ArgumentProblem.nothing,
        run: { tool, _ in try tool.hint() })
}

extension KataTool {
    /// `kata hint`: one more hint each time, then the way to catch up where the move has one.
    func hint() throws -> Bool {
        if let (open, progress) = try openCurrent() { return try hintOpen(open, progress) }
        guard let (plan, progress, move) = try currentMove() else { return true }
        guard !move.hints.isEmpty else {
            console.tell("Move \(progress.move) has no hints: its page's move says more.")
            return true
        }
        let shown = min(progress.hintsShown + 1, move.hints.count)
        for (index, hint) in move.hints.prefix(shown).enumerated() {
            console.tell("Hint \(index + 1) of \(move.hints.count): \(hint)")
        }
        if shown == move.hints.count {
            console.tell(
                move.catchUp.isEmpty
                    ? "That was the last hint, and this move has no catch-up: the tests it brought are the spec, and swift run kata next --skip moves on with what you have."
                    : "That was the last hint.")
        }
        try update(plan.kata) { $0.hintsShown = shown }
        return true
    }
}
