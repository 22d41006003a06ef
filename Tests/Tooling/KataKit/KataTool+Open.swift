import Foundation

/// Open mode: the stage before, the smell, the goal and the behaviour an app sees; the design is
/// the learner's. `start N --open` begins it on a branch of its own, and the commands that guide a
/// move (`next`, `hint`, `catch-up`, `check`) answer for it here.
extension KataTool {
    /// The current kata's open plan and progress, when it is done in open mode, checked to be
    /// where the learner is.
    func openCurrent() throws -> (OpenPlan, KataProgress)? {
        guard let number = state.current, state.isOpen(number) else { return nil }
        let library = try library
        guard let plan = try library.openPlan(number) else {
            throw KataError.noOpenMode(number, katas: library.openNumbers)
        }
        guard let progress = state[number, open: true] else { throw KataError.noKataInProgress }
        let branch = try git.branch()
        guard branch == progress.branch else {
            throw KataError.wrongBranch(kata: number, branch: progress.branch, current: branch)
        }
        return (plan, progress)
    }

    /// `kata start N --open`: a branch `kata/N-open` whose stage folder holds the stage before's
    /// code and whose test folder holds only the tests `open.json` brings, committed; then the
    /// smell, the goal and the contract, and a first check.
    func startOpen(_ number: Int) throws -> Bool {
        let library = try library
        let title = try library.plan(number).title
        guard let plan = try library.openPlan(number) else {
            throw KataError.noOpenMode(number, katas: library.openNumbers)
        }
        try requireGitClone()
        let branch = "kata/\(number)-open"
        let changed = try git.changes(in: Self.packageFolders)
        if state[number, open: true] != nil, git.branchExists(branch) {
            let back = "Back on \(branch), where kata \(number) in open mode was left."
            return try resume(
                number, open: true, on: branch, changed: changed, alreadyThere: back, back: back)
        }
        let commit = try startBranch(
            branch, changed: changed, folders: [plan.codeFolder, plan.testsFolder],
            message: "kata \(number) in open mode: start from \(plan.start.code)"
        ) { try OpenLayout.start(of: plan, from: $0) }
        var progress = KataProgress(branch: branch, startCommit: commit)
        progress.moveStartedAt = now()
        state[number, open: true] = progress
        state.current = number
        state.open = true
        try save()

        console.tell(console.bold("Kata \(number) in open mode: \(title)"))
        console.tell(
            "On the new branch \(branch), \(plan.codeFolder) holds \(plan.start.code)'s code, and \(plan.testsFolder) only the behaviour an app can see. There are no moves: the design is yours."
        )
        console.say()
        console.tell(console.bold("The smell"))
        for line in plan.smell { console.tell(line) }
        console.say()
        console.tell(console.bold("The goal"))
        for line in plan.goal { console.tell(line) }
        console.say()
        console.tell(console.bold("The contract") + ": what an app calls, which your design provides")
        for entry in plan.contract { console.say("  " + entry) }
        console.say()
        console.tell("Brought: \(plan.broughtTests.joined(separator: ", ")).")
        console.tell(plan.startReading)
        // A kata with no composition root to draw has only the review diff to show.
        let shows = plan.done.graph == nil ? "points to the reference's" : "shows it beside the reference's"
        console.tell(
            "swift run kata check as you go, swift run kata hint for a question, swift run kata done once it is green: it judges the design and \(shows)."
        )
        console.say()
        return try check()
    }

    /// `kata check` in open mode: the brought tests (and any of the learner's own) on the
    /// learner's code. While the contract is not declared, the red says what is missing in a line.
    func checkOpen(_ plan: OpenPlan, _ progress: KataProgress) throws -> Bool {
        for folder in [plan.codeFolder, plan.testsFolder] where !tree.isFolder(folder) {
            throw KataError.missingFolder(folder)
        }
        let command = "swift test --filter Stage\(plan.kata)"
        console.tell(console.dim("Checking: \(command)"))
        let outcome = try runCheck(plan.kata, tree, nil)
        console.tell(console.bold("Kata \(plan.kata) in open mode"))
        console.tell("\(console.colour(outcome.colour)): \(outcome.summary).")
        let sources = tree.files(in: plan.codeFolder).filter { $0.hasSuffix(".swift") }.map {
            String(decoding: tree.read($0) ?? Data(), as: UTF8.self)
        }
        let missing = OpenContract.missing(plan.contract, in: sources)
        if outcome.verdict == .buildFailed, !missing.isEmpty {
            console.tell(
                "  The tests call the contract, and your code does not declare \(missing.joined(separator: ", ")) yet: that alone is what the compiler's \(outcome.compileErrors.count == 1 ? "error says" : "\(outcome.compileErrors.count) errors say") (the whole log: \(Self.logPath))."
            )
        } else {
            for line in outcome.problems(log: Self.logPath) { console.tell("  " + line) }
        }
        try update(plan.kata) { $0.lastCheck = outcome.colour }
        console.tell(console.dim("The same check without the tool: \(command)"))
        if outcome.colour == .green {
            console.tell(
                "The behaviour an app sees is kept. When the design is yours to show: swift run kata done judges it."
            )
        } else if !missing.isEmpty {
            console.tell(
                "Next: declare those, with the behaviour the tests pin; then the errors left are about your design (swift run kata hint asks a question)."
            )
        } else {
            console.tell("Next: make it green (swift run kata hint asks a question).")
        }
        return outcome.colour == .green
    }

    /// `kata next` in open mode: no moves, and what to do instead.
    func nextOpen(_ plan: OpenPlan) -> Bool {
        console.tell(
            "Kata \(plan.kata) in open mode has no moves: the types, their names, their files and the order are yours. Design it, swift run kata check as you go (the brought tests), swift run kata hint when stuck, and swift run kata done once it is green."
        )
        return true
    }

    /// `kata hint` in open mode: one more open question each time, never a name or a declaration.
    func hintOpen(_ plan: OpenPlan, _ progress: KataProgress) throws -> Bool {
        guard !plan.hints.isEmpty else {
            console.tell("Kata \(plan.kata)'s open mode has no hints: its page's goal says more.")
            return true
        }
        // The hints ask about the code before the design; once done is green they would ask about
        // code the learner has already replaced.
        if progress.doneAt != nil {
            console.tell(
                "Kata \(plan.kata) in open mode is done: the hints were questions on the way. The review: swift run kata diff reference --files, and the graphs page done named."
            )
            return true
        }
        let shown = showHints(
            plan.hints, after: progress.hintsShown,
            last:
                "No more hints, and open mode has no catch-up: the reference's design is shown beside yours once swift run kata done is green. The guided kata (swift run kata start \(plan.kata)) goes move by move."
        )
        try update(plan.kata) { $0.hintsShown = shown }
        return true
    }

    /// `kata` alone in open mode.
    func statusOpen(_ plan: OpenPlan, _ progress: KataProgress) throws -> Bool {
        let title = try library.plan(plan.kata).title
        console.tell(
            console.bold("Kata \(plan.kata) in open mode: \(title)")
                + console.dim(" (branch \(progress.branch))"))
        if progress.doneAt != nil {
            let graphs =
                plan.done.graph == nil
                ? "" : ", with the graphs in \(Self.reviewFolder)/kata\(plan.kata)-open-graphs.md"
            console.tell("Done. Review it: swift run kata diff reference --files\(graphs).")
        } else {
            let last = progress.lastCheck.map { "The last check was \($0.rawValue). " } ?? ""
            console.tell(
                "\(last)Next: design it, swift run kata check as you go, swift run kata done once it is green."
            )
        }
        return true
    }

    /// `kata list`'s line for a kata's open mode, where it has one.
    func openListLine(_ number: Int, title: String, library: KataLibrary) -> String? {
        guard library.openNumbers.contains(number) else { return nil }
        let marker = state.isOpen(number) ? "▸" : " "
        let progress = state[number, open: true]
        let where_ =
            progress == nil ? "not started" : progress?.doneAt != nil ? "done" : "in progress, no moves"
        return "\(marker) kata \(number) --open  \(title): \(where_)"
    }
}
