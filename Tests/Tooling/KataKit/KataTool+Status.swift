import Foundation

extension KataTool {
    /// `kata` alone: where the learner is, what the move asks, and the command to run next.
    func status() throws -> Bool {
        if tree.isFolder("Workbench") {
            console.tell(
                "Workbench/ is from the old practice mode and is no longer used: move it aside (mv Workbench Workbench.old)."
            )
        }
        guard let number = state.current, let progress = state[number, open: state.isOpen(number)] else {
            console.tell(console.bold("Dependency-injection katas"))
            console.tell("Each kata is one refactoring, done move by move with a check after each.")
            console.tell("Read stage 1 first (swift test --filter Stage1), then: swift run kata start 2")
            console.tell("swift run kata list shows every kata; swift run kata help, every command.")
            return true
        }
        if let (open, progress) = try openCurrent() { return try statusOpen(open, progress) }
        let library = try library
        let plan = try library.plan(number)
        console.tell(
            console.bold("Kata \(number): \(plan.title)") + console.dim(" (branch \(progress.branch))"))
        if progress.doneAt != nil {
            console.tell(afterDone(plan, library: library))
        } else if progress.move == 0 {
            let kept = progress.keptBranches?.last.map { " Your work before the reset is on \($0)." } ?? ""
            console.tell(
                "At the start.\(kept) Next: swift run kata next brings move 1 of \(plan.moves.count).")
        } else {
            let move = plan.moves[progress.move - 1]
            console.tell("Move \(progress.move) of \(plan.moves.count): \(move.title)")
            console.tell(move.asks)
            let next =
                progress.movesDone < progress.move
                ? "write it, then swift run kata check"
                : progress.move < plan.moves.count ? "swift run kata next" : "swift run kata done"
            console.tell("Next: \(next)")
        }
        return true
    }

    /// What follows a finished kata: the next one, or after the last, its review.
    func afterDone(_ plan: KataPlan, library: KataLibrary) -> String {
        if let next = library.numbers.first(where: { $0 > plan.kata }) {
            return
                "Done. Review it (swift run kata diff reference --files), commit it (git add --all && git commit -m \"kata \(plan.kata)\"), then start the next: swift run kata start \(next)"
        }
        return
            "Done, and it was the last kata. Review it against the reference (swift run kata diff reference --files, then swift run kata diff reference FILE), with the review questions on its page, \(plan.codeFolder)/\(StartLayout.page)."
    }

    /// The table's help: each command it lists, with what it does; a long usage on a line of its own.
    package func help(_ table: CommandTable) {
        let width = 30
        let summaryColumns = max(console.columns - width, 30)
        let indent = String(repeating: " ", count: width)
        for command in table.listed {
            var lines = Console.wrap(command.summary, columns: summaryColumns).map { indent + $0 }
            if command.usage.count < width - 1 {
                lines[0] = command.usage + lines[0].dropFirst(command.usage.count)
            } else {
                console.say(command.usage)
            }
            for line in lines { console.say(line) }
        }
    }
}
