extension KataCommand {
    static let list = KataCommand(
        "list", summary: "every kata, with your progress and the time each move took",
        parse: ArgumentProblem.nothing, run: { tool, _ in try tool.list() })
}

extension KataTool {
    /// `kata list`: every kata, how far it is, and the time each finished move took.
    func list() throws -> Bool {
        let library = try library
        for number in library.numbers {
            let plan = try library.plan(number)
            let marker = state.current == number && !state.isOpen(number) ? "▸" : " "
            let progress = state[number]
            let where_: String
            if let progress {
                let count = plan.moves.count
                let unchecked =
                    progress.movesDone >= count
                    ? ""
                    : progress.movesDone + 1 == count
                        ? " (move \(count) not checked)"
                        : " (moves \(progress.movesDone + 1) to \(count) not checked)"
                where_ =
                    progress.doneAt != nil
                    ? "done" + unchecked : "move \(progress.movesDone) of \(count) done"
            } else {
                where_ = "not started"
            }
            console.tell("\(marker) kata \(number)  \(plan.title): \(where_)")
            if let progress, !progress.moveSeconds.isEmpty {
                let times = progress.moveSeconds.keys.compactMap(Int.init).sorted().map {
                    "move \($0) \(Self.minutes(progress.moveSeconds[String($0)] ?? 0))"
                }
                console.tell("    " + times.joined(separator: ", "))
            }
            if let kept = progress?.keptBranches, let last = kept.last {
                console.tell(
                    "    your work before a reset: \(kept.joined(separator: ", ")) (git diff \(progress?.branch ?? "") \(last))"
                )
            }
            if let open = openListLine(number, title: plan.title, library: library) { console.tell(open) }
        }
        return true
    }
}
