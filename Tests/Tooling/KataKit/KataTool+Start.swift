import Foundation

extension KataCommand {
    static let start = KataCommand(
        "start", arguments: "N [--open]",
        summary:
            "kata N on a branch of its own, ready and green; --open gives the smell, the goal and the contract the tests call, starts red, and leaves the design to you",
        example: ["2"],
        parse: { words in
            let flags = try ArgumentProblem.flags(words.filter { $0.hasPrefix("--") }, known: ["--open"])
            return (
                try ArgumentProblem.number(words.filter { !$0.hasPrefix("--") }), flags.contains("--open")
            )
        },
        run: { tool, request in request.1 ? try tool.startOpen(request.0) : try tool.start(request.0) })
}

extension KataTool {
    /// `kata start N`: a branch `kata/N` whose stage N folders hold the stage before, committed,
    /// then a check that shows it green.
    func start(_ number: Int) throws -> Bool {
        let plan = try library.plan(number)
        try requireGitClone()
        let branch = "kata/\(number)"
        let changed = try git.changes(in: Self.packageFolders)
        if let progress = state[number], git.branchExists(branch) {
            return try resume(
                number, open: false, on: branch, changed: changed,
                alreadyThere:
                    "Kata \(number) is already started, at move \(progress.move) of \(plan.moves.count).",
                back: "Back on \(branch), where kata \(number) was left.")
        }
        let from = plan.start.code ?? plan.stage
        let left = try git.branch()
        let commit = try startBranch(
            branch, changed: changed, folders: [plan.codeFolder, plan.testsFolder],
            message: "kata \(number): start from \(from)"
        ) { try StartLayout.files(of: plan, from: $0) }
        var progress = KataProgress(branch: branch, startCommit: commit)
        progress.moveStartedAt = now()
        state[number] = progress
        state.current = number
        state.open = nil
        try save()

        console.tell(console.bold("Kata \(number): \(plan.title)"))
        let tests = plan.start.tests.map { "\($0)'s tests" } ?? "the tests you will write"
        let reference = String(try git.run(["rev-parse", commit + "^"]).prefix(7))
        let whose =
            left.map { $0.hasPrefix("kata/") ? " (the one \($0) started from, not its work)" : " (\($0))" }
            ?? ""
        console.tell(
            "On the new branch \(branch), \(plan.codeFolder) now holds \(from)'s code and \(plan.testsFolder) \(tests). Edit them in any editor; the reference stays on commit \(reference)\(whose)."
        )
        console.say()
        return try check()
    }

    /// A new kata branch at the reference, its folders filled by `layout` from the reference and
    /// committed: the start every kata, guided or open, returns to. It refuses over uncommitted
    /// work, and over a branch of that name the progress does not know.
    func startBranch(
        _ branch: String, changed: [String], folders: [String], message: String,
        layout: (GitReference) throws -> [String: Data]
    ) throws -> String {
        guard changed.isEmpty else { throw workInTheWay(changed) }
        if git.branchExists(branch) {
            throw KataError(
                "a branch \(branch) exists that this clone's progress does not know: git switch \(branch) to look at it, or git branch -m \(branch) \(branch)-old to keep it aside, then start again"
            )
        }
        let base = try referenceCommit()
        try git.switchToNewBranch(branch, at: base)
        try tree.sync(layout(GitReference(git: git, commit: base)), folders: folders)
        return try git.commitAll(in: folders, message: message)
    }

    /// The commit the kata's reference is read from: where the learner is, unless that is
    /// another kata's branch, whose reference is then used.
    func referenceCommit() throws -> String {
        if let branch = try git.branch(), branch.hasPrefix("kata/"),
            let progress = state.katas.values.first(where: { $0.branch == branch })
        {
            return try git.run(["rev-parse", progress.startCommit + "^"])
        }
        return try git.head()
    }

    func workInTheWay(_ changed: [String]) -> KataError {
        let kata = state.current.map { " (kata \($0)'s work?)" } ?? ""
        let first = changed.prefix(2).joined(separator: ", ")
        return KataError(
            "\(changed.count) file(s) have uncommitted changes\(kata), such as \(first): commit them on their branch (git add --all && git commit -m \"kata work in progress\"), then start again"
        )
    }

    /// A kata whose branch exists goes on where it was left: the learner is switched back to the
    /// branch when the tree holds nothing the switch would carry over, and it becomes the current kata.
    func resume(
        _ number: Int, open: Bool, on branch: String, changed: [String], alreadyThere: String, back: String
    ) throws -> Bool {
        let there = try git.branch() == branch
        if !there {
            guard changed.isEmpty else { throw workInTheWay(changed) }
            try git.run(["switch", "--quiet", branch])
        }
        state.current = number
        state.open = open ? true : nil
        try save()
        console.tell(there ? alreadyThere : back)
        return try status()
    }

    func requireGitClone() throws {
        guard git.isRepository else {
            throw KataError(
                "kata needs a git clone of the repository, since each kata is done on a branch: git clone, then run it there"
            )
        }
    }
}
