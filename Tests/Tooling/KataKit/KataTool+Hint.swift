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
        if progress.movesDone >= progress.move {
            let next =
                progress.move < plan.moves.count
                ? "swift run kata next brings the next move" : "swift run kata done runs the final checks"
            console.tell("Move \(progress.move) is done already: \(next). Its hints, if you still want them:")
        }
        let shown = showHints(
            move.hints, after: progress.hintsShown,
            last: !move.catchUp.isEmpty
                ? "That was the last hint."
                : move.tests.isEmpty
                    ? "That was the last hint, and this move has no catch-up: what it asks is on its page, and swift run kata next --skip moves on with what you have."
                    : "That was the last hint, and this move has no catch-up: the tests it brought are the spec, and swift run kata next --skip moves on with what you have."
        )
        try update(plan.kata) { $0.hintsShown = shown }
        return true
    }

    /// The hints up to one more than were shown, each numbered, and `last` once all are out;
    /// returns how many are shown now.
    func showHints(_ hints: [String], after shown: Int, last: String) -> Int {
        let now = min(shown + 1, hints.count)
        for (index, hint) in hints.prefix(now).enumerated() {
            console.tell("Hint \(index + 1) of \(hints.count): \(hint)")
        }
        if now == hints.count { console.tell(last) }
        return now
    }
}
