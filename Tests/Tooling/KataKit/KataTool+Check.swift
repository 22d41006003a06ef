import Foundation

extension KataCommand {
    static let check = KataCommand(
        "check", summary: "the check after a move (swift test --filter StageN)",
        parse: ArgumentProblem.nothing,
        run: { tool, _ in try tool.check() })
}

extension KataTool {
    /// `kata check`: the kata's tests on the learner's code, with the colour the guide promises
    /// at this point beside the one that came out.
    @discardableResult
    func check() throws -> Bool {
        if let (open, progress) = try openCurrent() { return try checkOpen(open, progress) }
        let (plan, progress) = try current()
        try requireFolders(of: plan)
        console.tell(console.dim("Checking: \(plan.checkCommand.joined(separator: " "))"))
        let outcome = try runCheck(plan.kata, tree, nil)
        console.tell(heading(plan, progress))
        console.tell("\(console.colour(outcome.colour)): \(outcome.summary). \(promised(plan, progress))")
        for line in outcome.problems(log: KataTool.logPath) { console.tell("  " + line) }

        var finished = false
        if progress.move > progress.movesDone, outcome.colour == plan.moves[progress.move - 1].whenDone {
            let started = progress.moveStartedAt ?? now()
            try update(plan.kata) {
                $0.movesDone = $0.move
                $0.moveSeconds[String($0.move)] = now().timeIntervalSince(started)
            }
            finished = true
        }
        try update(plan.kata) { $0.lastCheck = outcome.colour }
        console.tell(
            console.dim("The same check without the tool: \(plan.checkCommand.joined(separator: " "))"))
        console.tell(nextStep(plan, state[plan.kata] ?? progress, outcome: outcome, finished: finished))
        return outcome.colour == .green
    }

    /// The colour the data gives this point of the kata, in the page's words.
    private func promised(_ plan: KataPlan, _ progress: KataProgress) -> String {
        guard progress.move > 0 else {
            return plan.start.code == nil
                ? "The guide: green at the start, the code you will pin and no test of yours yet."
                : "The guide: green at the start, the stage before's tests on its code."
        }
        let move = plan.moves[progress.move - 1]
        if progress.movesDone >= progress.move {
            return "The guide: \(move.whenDone.rawValue) after this move, which you finished."
        }
        if move.whenDone == .red {
            return
                "The guide: red, even once this move is written: \(stillRed(after: progress.move, in: plan))."
        }
        let until = move.withTests.map { "\($0.rawValue) until the move is written, then " } ?? ""
        return "The guide: \(until)\(move.whenDone.rawValue)."
    }

    /// What a green check does not judge, said where a move is done on it: the goal checks read
    /// the design at `done` only, so a wrong design can pass every move.
    private func judgedAtDone(_ plan: KataPlan, _ progress: KataProgress) -> String {
        let goalChecks = "\(plan.testsFolder)/\(StartLayout.goalChecks)"
        guard (try? reference(of: progress).read(goalChecks)) != nil else { return "" }
        return " (its tests pass; kata done judges the design)"
    }

    private func heading(_ plan: KataPlan, _ progress: KataProgress) -> String {
        guard progress.move > 0 else { return console.bold("Kata \(plan.kata), the start") }
        return console.bold(
            "Kata \(plan.kata), move \(progress.move) of \(plan.moves.count): \(plan.moves[progress.move - 1].title)"
        )
    }

    private func nextStep(
        _ plan: KataPlan, _ progress: KataProgress, outcome: CheckOutcome, finished: Bool
    ) -> String {
        if finished, let seconds = progress.moveSeconds[String(progress.move)] {
            let next =
                progress.move < plan.moves.count
                ? "swift run kata next brings move \(progress.move + 1)"
                : "swift run kata done runs the final checks"
            let move = plan.moves[progress.move - 1]
            // A move that brings no test is green before it is written as after: the check says
            // nothing about it, and must not say it is done.
            if move.tests.isEmpty && move.withTests == nil {
                return
                    "Move \(progress.move) brings no test, so this green is the same before and after you write it: kata done judges it. Once it is written: \(next)."
            }
            return
                "Move \(progress.move) is done, in \(Self.minutes(seconds))\(judgedAtDone(plan, progress)). Next: \(next)."
        }
        if progress.move == 0 {
            return outcome.colour == .green
                ? "Next: swift run kata next brings move 1."
                : "The start should be green: swift run kata reset puts it back."
        }
        let move = plan.moves[progress.move - 1]
        if progress.movesDone >= progress.move {
            guard outcome.colour == move.whenDone else {
                return
                    "This move was done, and the check is \(outcome.colour.rawValue) now: if you broke it on purpose, undo that; otherwise fix what it says above."
            }
            return progress.move < plan.moves.count
                ? "Next: swift run kata next." : "Next: swift run kata done runs the final checks."
        }
        let help =
            move.catchUp.isEmpty
            ? "swift run kata hint for a nudge, \(move.hints.count) in all; this move has no catch-up"
            : "swift run kata hint for a nudge, swift run kata catch-up for the reference's code"
        return "Next: write the move (\(help))."
    }
}
