import Foundation

extension KataCommand {
    static let reset = KataCommand(
        "reset", arguments: "[--yes]",
        summary: "the kata back at its start; your work, committed or not, is kept on a branch it names",
        example: ["--yes"], parse: { try ArgumentProblem.flags($0, known: ["--yes"]).contains("--yes") },
        run: { tool, yes in try tool.reset(confirmed: yes) })
}

extension KataTool {
    /// `kata reset`: HEAD back on the kata's start commit and its folders as they were then, with
    /// the progress of a kata just started. Work since the start, committed or not, is first kept
    /// on a branch of its own, and replaced only once the learner says so (`--yes` for scripts).
    func reset(confirmed: Bool) throws -> Bool {
        let (plan, progress) = try current()
        let start = progress.startCommit
        let commits = try git.commitCount(from: start, to: "HEAD")
        let changed = try git.changes(in: Self.packageFolders)
        let short = String(start.prefix(7))
        let open = try openCurrent()
        let isOpen = open != nil
        let next =
            open.map {
                "Next: your design, from \($0.0.start.code)'s code again; swift run kata check as you go."
            }
            ?? "Next: swift run kata next brings move 1."
        guard commits > 0 || !changed.isEmpty else {
            try restart(plan, progress)
            console.tell(
                "Kata \(plan.kata) was at its start already (commit \(short))\(isOpen ? "" : "; its moves start again")."
            )
            console.tell(next)
            return true
        }
        let work = [
            commits > 0 ? "\(commits) commit\(commits == 1 ? "" : "s") since the start" : nil,
            changed.isEmpty ? nil : "\(changed.count) uncommitted file\(changed.count == 1 ? "" : "s")",
        ].compactMap { $0 }.joined(separator: " and ")
        let branch = "\(progress.branch)-before-reset-\(Self.stamp(now()))"
        let rewound = commits > 0 ? ": your commits leave it and stay only on the new branch" : ""
        console.tell("Reset will:")
        console.tell("  1. keep your work (\(work)) on a new branch, \(branch);")
        console.tell("  2. put \(progress.branch) back on its start commit, \(short)\(rewound);")
        console.tell(
            "  3. put \(plan.codeFolder) and \(plan.testsFolder) back as they were\(isOpen ? "" : ", at move 0")."
        )
        if !confirmed {
            guard let yes = ask("Reset kata \(plan.kata)?") else {
                throw KataError.needsConfirmation(
                    what: "reset would replace your work on kata \(plan.kata) (\(work))",
                    flag: "swift run kata reset --yes")
            }
            guard yes else {
                console.tell("Nothing changed.")
                return false
            }
        }
        let saved = try git.commitOfWorkingTree(
            index: tree.url(".kata/reset-index").path,
            message: "kata \(plan.kata): the work before reset, uncommitted files included")
        try git.makeBranch(branch, at: saved)
        try git.resetHard(to: start)
        // Files the learner added and never committed are on the branch; the folders hold the start.
        let files = try GitReference(git: git, commit: start).snapshot(of: [
            plan.codeFolder, plan.testsFolder,
        ])
        try tree.sync(files, folders: [plan.codeFolder, plan.testsFolder])
        try restart(plan, progress, keeping: branch)
        console.tell("Kata \(plan.kata) is back at its start, on commit \(short).")
        console.tell(
            "Your work is on the branch \(branch): git diff \(progress.branch) \(branch) shows it, and git restore --source \(branch) -- PATH brings a file back."
        )
        console.tell(next)
        return true
    }

    /// The kata's progress as at its start: no move, no times; the branches work was kept on stay
    /// named, `kept` the newest.
    private func restart(_ plan: KataPlan, _ progress: KataProgress, keeping kept: String? = nil) throws {
        var fresh = KataProgress(branch: progress.branch, startCommit: progress.startCommit)
        fresh.moveStartedAt = now()
        let branches = (progress.keptBranches ?? []) + (kept.map { [$0] } ?? [])
        fresh.keptBranches = branches.isEmpty ? nil : branches
        state[plan.kata, open: state.isOpen(plan.kata)] = fresh
        try save()
    }

    /// A time for a branch's name: `20261124-153900`.
    static func stamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: date)
    }
}
