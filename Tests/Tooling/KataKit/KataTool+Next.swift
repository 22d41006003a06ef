import Foundation

extension KataCommand {
    static let next = KataCommand(
        "next", arguments: "[--skip]",
        summary:
            "the next move: its tests, and what it asks you to write; --skip moves on though this one is not done",
        parse: { try ArgumentProblem.flags($0, known: ["--skip"]).contains("--skip") },
        run: { tool, skip in try tool.next(skip: skip) })
}

extension KataTool {
    /// `kata next`: the next move's tests, and what it asks. A move not yet done is checked first,
    /// and `--skip` moves on from it anyway, for a pair stuck where the move has no catch-up.
    func next(skip: Bool = false) throws -> Bool {
        if let (open, _) = try openCurrent() { return nextOpen(open) }
        let (plan, progress) = try current()
        if progress.move > progress.movesDone {
            if skip {
                try update(plan.kata) { $0.movesDone = $0.move }
                console.tell(
                    "Move \(progress.move) skipped: a later move's catch-up brings the reference's code for it."
                )
            } else {
                console.tell("Move \(progress.move) is not done yet; checking it first.")
                _ = try check()
                guard let after = state[plan.kata], after.movesDone >= after.move else {
                    console.tell("To move on anyway: swift run kata next --skip")
                    return false
                }
            }
        }
        let number = progress.move + 1
        guard number <= plan.moves.count else {
            console.tell(
                "Every move of kata \(plan.kata) is done: swift run kata done runs the final checks.")
            return true
        }
        let move = plan.moves[number - 1]
        let kept = try apply(move.tests, kata: plan.kata, progress: state[plan.kata] ?? progress)
        try update(plan.kata) {
            $0.move = number
            $0.hintsShown = 0
            $0.moveStartedAt = now()
        }
        console.tell(console.bold("Kata \(plan.kata), move \(number) of \(plan.moves.count): \(move.title)"))
        console.tell(move.asks)
        let removed = move.tests.compactMap { operation -> String? in
            if case .delete(let path) = operation { return path }
            return nil
        }
        let brought = move.tests.flatMap(\.touchedPaths).filter { !removed.contains($0) }
        if !brought.isEmpty { console.tell("Brought: \(brought.joined(separator: ", ")).") }
        if !removed.isEmpty { console.tell("Removed: \(removed.joined(separator: ", ")).") }
        say(kept: kept)
        console.tell(colours(of: move, number: number, in: plan) + ": swift run kata check")
        return true
    }

    /// The colours the data gives a move, as the page says them: with its tests in, then once it
    /// is written, and why, where it stays red.
    func colours(of move: Move, number: Int, in plan: KataPlan) -> String {
        let now = move.withTests.map { "The check is \($0.rawValue) now; it" } ?? "The check"
        guard move.whenDone == .red else { return "\(now) is green once the move is written" }
        return "\(now) stays red once the move is written: \(stillRed(after: number, in: plan))"
    }

    /// Why a move's check stays red: the move that turns it green.
    func stillRed(after number: Int, in plan: KataPlan) -> String {
        let green = plan.moves.indices.first { $0 >= number && plan.moves[$0].whenDone == .green }
        return green.map {
            "its tests ask for what move \($0 + 1) (\(plan.moves[$0].title)) writes, and that move turns it green"
        } ?? "its tests ask for what a later move writes"
    }
}
