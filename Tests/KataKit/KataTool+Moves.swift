import Foundation

extension KataTool {
    /// `kata check`: the kata's tests on the learner's code, with the colour the guide promises
    /// at this point beside the one that came out.
    @discardableResult
    func check() throws -> Bool {
        let (plan, progress) = try current()
        try requireFolders(of: plan)
        console.say(console.dim("Checking: \(plan.checkCommand.joined(separator: " "))"))
        let outcome = try runCheck(plan.kata, tree, nil)
        let promise = promised(plan, progress)
        console.say(heading(plan, progress))
        console.say("\(console.colour(outcome.colour)): \(outcome.summary). \(promise.words)")
        for line in outcome.firstProblem(log: KataTool.logPath) { console.say("  " + line) }

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
        console.say(
            console.dim("The same check without the tool: \(plan.checkCommand.joined(separator: " "))"))
        console.say(nextStep(plan, state[plan.kata] ?? progress, outcome: outcome, finished: finished))
        return outcome.colour == .green
    }

    /// `kata next`: the next move's tests, and what it asks.
    /// `kata next`: the next move's tests, and what it asks. A move not yet done is checked first,
    /// and `--skip` moves on from it anyway, for a pair stuck where the move has no catch-up.
    func next(skip: Bool = false) throws -> Bool {
        let (plan, progress) = try current()
        if progress.move > progress.movesDone {
            if skip {
                try update(plan.kata) { $0.movesDone = $0.move }
                console.say(
                    "Move \(progress.move) skipped: a later move's catch-up brings the reference's code for it."
                )
            } else {
                console.say("Move \(progress.move) is not done yet; checking it first.")
                _ = try check()
                guard let after = state[plan.kata], after.movesDone >= after.move else {
                    console.say("To move on anyway: swift run kata next --skip")
                    return false
                }
            }
        }
        let number = progress.move + 1
        guard number <= plan.moves.count else {
            console.say("Every move of kata \(plan.kata) is done: swift run kata done runs the final checks.")
            return true
        }
        let move = plan.moves[number - 1]
        let kept = KeptFiles(tree: tree, now: now())
        try OperationApplier(tree: tree, reference: reference(of: progress), kept: kept).apply(move.tests)
        try update(plan.kata) {
            $0.move = number
            $0.hintsShown = 0
            $0.moveStartedAt = now()
        }
        console.say(console.bold("Kata \(plan.kata), move \(number) of \(plan.moves.count): \(move.title)"))
        console.say(move.asks)
        let brought = move.tests.flatMap(\.touchedPaths)
        if !brought.isEmpty { console.say("Brought: \(brought.joined(separator: ", ")).") }
        say(kept: kept)
        let colourNow = move.withTests.map { "The check is \($0.rawValue) now; " } ?? ""
        console.say(
            "\(colourNow)\(colourNow.isEmpty ? "It" : "it") is \(move.whenDone.rawValue) once the move is written: swift run kata check"
        )
        return true
    }

    /// `kata hint`: one more hint each time, then the way to catch up.
    func hint() throws -> Bool {
        let (plan, progress) = try current()
        guard progress.move > 0 else {
            console.say("No move yet: swift run kata next brings move 1.")
            return true
        }
        let move = plan.moves[progress.move - 1]
        let shown = min(progress.hintsShown + 1, move.hints.count)
        for (index, hint) in move.hints.prefix(shown).enumerated() {
            console.say("Hint \(index + 1) of \(move.hints.count): \(hint)")
        }
        if shown == move.hints.count {
            console.say("No more hints: swift run kata catch-up brings the reference's code for this move.")
        }
        try update(plan.kata) { $0.hintsShown = shown }
        return true
    }

    /// `kata catch-up`: the reference's code for the current move, keeping what it replaces.
    func catchUp() throws -> Bool {
        let (plan, progress) = try current()
        guard progress.move > 0 else {
            console.say("No move yet: swift run kata next brings move 1.")
            return true
        }
        let move = plan.moves[progress.move - 1]
        guard !move.catchUp.isEmpty else {
            console.say(
                "Move \(progress.move) has no catch-up of its own: it asks for tests you write, and a later move's catch-up brings the reference's."
            )
            return true
        }
        let kept = KeptFiles(tree: tree, now: now())
        try OperationApplier(tree: tree, reference: reference(of: progress), kept: kept).apply(move.catchUp)
        console.say(
            "Caught up with move \(progress.move): \(move.catchUp.flatMap(\.touchedPaths).joined(separator: ", "))."
        )
        say(kept: kept)
        return try check()
    }

    /// `kata watch`: the check again on every save, until interrupted.
    func watch() throws -> Bool {
        let (plan, _) = try current()
        console.say("Watching \(plan.codeFolder) and \(plan.testsFolder); press Ctrl-C to stop.")
        var seen = fingerprint(of: plan)
        _ = try check()
        while true {
            Thread.sleep(forTimeInterval: 1)
            let latest = fingerprint(of: plan)
            guard latest != seen else { continue }
            seen = latest
            console.say()
            _ = try check()
        }
    }

    func fingerprint(of plan: KataPlan) -> [String: Date] {
        var dates: [String: Date] = [:]
        for path in [plan.codeFolder, plan.testsFolder].flatMap(tree.files(in:)) {
            dates[path] =
                (try? tree.url(path).resourceValues(forKeys: [.contentModificationDateKey]))?
                .contentModificationDate
        }
        return dates
    }

    private struct Promise {
        let colour: Colour
        let words: String
    }

    private func promised(_ plan: KataPlan, _ progress: KataProgress) -> Promise {
        guard progress.move > 0 else {
            return Promise(
                colour: .green, words: "The guide: green at the start, the stage before's tests on its code.")
        }
        let move = plan.moves[progress.move - 1]
        if progress.movesDone >= progress.move {
            return Promise(
                colour: move.whenDone, words: "The guide: \(move.whenDone.rawValue), this move is done.")
        }
        if move.whenDone == .red {
            return Promise(colour: .red, words: "The guide: red, until a later move makes it green.")
        }
        let until = move.withTests.map { "\($0.rawValue) until the move is written, then " } ?? ""
        return Promise(colour: move.whenDone, words: "The guide: \(until)\(move.whenDone.rawValue).")
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
            return "Move \(progress.move) is done, in \(Self.minutes(seconds)). Next: \(next)."
        }
        if progress.move == 0 {
            return outcome.colour == .green
                ? "Next: swift run kata next brings move 1."
                : "The start should be green: swift run kata reset puts it back."
        }
        if progress.movesDone >= progress.move {
            guard outcome.colour == plan.moves[progress.move - 1].whenDone else {
                return
                    "This move was done, and the check is \(outcome.colour.rawValue) now: if you broke it on purpose, undo that; otherwise fix what it says above."
            }
            return progress.move < plan.moves.count
                ? "Next: swift run kata next." : "Next: swift run kata done runs the final checks."
        }
        return
            "Next: write the move (swift run kata hint for a nudge, swift run kata catch-up for the reference's code)."
    }
}
