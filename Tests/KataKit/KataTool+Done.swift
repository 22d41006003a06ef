import Foundation

extension KataTool {
    static let scratchFolder = ".kata/scratch"
    static let packageFolders = ["Package.swift", "Stages", "Tests"]

    /// `kata done`: the final checks, in a scratch copy so that the learner's folders are never
    /// touched: the reference tests and goal checks on the learner's code, the learner's tests on
    /// the reference, and, where the learner wrote tests, those tests against the catalogue of
    /// mistakes.
    func done() throws -> Bool {
        let (plan, progress) = try current()
        try requireFolders(of: plan)
        let reference = reference(of: progress)
        let working = tree.snapshot(of: Self.packageFolders)
        let referenceCode = try reference.snapshot(of: [plan.codeFolder])
        let referenceTests = try reference.snapshot(of: [plan.testsFolder])
        let scratch = FileTree(root: tree.url(Self.scratchFolder))
        console.say(
            console.bold("Kata \(plan.kata): the final checks")
                + console.dim(" (in \(Self.scratchFolder); the first run builds it)"))

        var allGreen = true
        func run(
            _ number: Int, _ title: String, code: [String: Data]?, tests: [String: Data]?
        ) throws -> CheckOutcome {
            var files = working
            if let code { files = replacing(plan.codeFolder, in: files, with: code) }
            if let tests { files = replacing(plan.testsFolder, in: files, with: tests) }
            try scratch.sync(files, folders: Self.packageFolders)
            let outcome = try runCheck(plan.kata, scratch, nil)
            try? tree.write(scratch.read(Self.logPath) ?? Data(), to: ".kata/logs/done-\(number).log")
            console.say("\(number). \(title): \(console.colour(outcome.colour)), \(outcome.summary)")
            if outcome.colour == .red {
                allGreen = false
                let whose = tests == nil ? "your" : "the reference's"
                for line in outcome.firstProblem(log: KataTool.logPath).dropLast() {
                    let located = line.hasPrefix(plan.testsFolder + "/") ? "(\(whose) tests) " + line : line
                    console.say("     " + located)
                }
                console.say("     The whole log: .kata/logs/done-\(number).log")
            }
            return outcome
        }

        if plan.start.code == nil {
            let unchanged = tree.snapshot(of: [plan.codeFolder]) == referenceCode
            console.say(
                "1. \(plan.codeFolder) as given: \(console.colour(unchanged ? .green : .red))"
                    + (unchanged
                        ? "" : ", you changed the code you were to characterize: git diff \(plan.codeFolder)")
            )
            allGreen = allGreen && unchanged
        } else {
            _ = try run(
                1, "the reference tests and goal checks on your code", code: nil, tests: referenceTests)
        }
        _ = try run(2, "your tests on the reference code", code: referenceCode, tests: nil)

        if plan.learnerWritesTests {
            let mistakes = try library.mistakes(of: plan.kata).filter { !$0.behaviourIntact }
            var missed: [CatalogueEntry] = []
            for mistake in mistakes {
                try scratch.sync(
                    replacing(plan.codeFolder, in: working, with: referenceCode), folders: Self.packageFolders
                )
                try OperationApplier(tree: scratch, reference: reference).apply(mistake.edits)
                if try runCheck(plan.kata, scratch, nil).colour == .green { missed.append(mistake) }
            }
            let caught = mistakes.count - missed.count
            console.say(
                "3. your tests against the catalogue of mistakes: caught \(caught) of \(mistakes.count)")
            for mistake in missed {
                console.say("     missed \(mistake.id): \(mistake.summary) A test you have not written yet.")
            }
            allGreen = allGreen && missed.isEmpty
        }
        try scratch.sync(working, folders: Self.packageFolders)

        if allGreen {
            try update(plan.kata) { $0.doneAt = now() }
            console.say("Kata \(plan.kata) is done. Review it as a pull request:")
        } else {
            console.say(
                "Not done yet: fix what is red above, then swift run kata done again. Meanwhile, review it:")
        }
        console.say("  swift run kata diff              your work, against the stage you started from")
        console.say("  swift run kata diff reference    your work, against the reference")
        return allGreen
    }

    /// `kata diff [reference] [code | tests] [--page K | --all]`: the review diff, a screen at
    /// a time; `code` leaves out the tests (the tool brought most of them), `--all` prints every page.
    func diff(_ arguments: [String]) throws -> Bool {
        let (plan, progress) = try current()
        var page = 1
        var all = false
        var against = "start"
        var folders = [plan.codeFolder, plan.testsFolder]
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "reference", "start": against = argument
            case "code": folders = [plan.codeFolder]
            case "tests": folders = [plan.testsFolder]
            case "--all": all = true
            case "--page":
                guard let value = remaining.popFirst().flatMap(Int.init), value > 0 else {
                    throw KataError("--page takes a page number: swift run kata diff --page 2")
                }
                page = value
            default:
                throw KataError(
                    "diff takes reference, code or tests, and --page K or --all: swift run kata diff reference code --page 2"
                )
            }
        }
        let commit = against == "start" ? progress.startCommit : progress.startCommit + "^"
        // The goal checks and the kata's page are the reference's and never part of the work.
        let excluded = [
            ":(exclude)\(plan.testsFolder)/\(StartLayout.goalChecks)",
            ":(exclude)\(plan.codeFolder)/\(StartLayout.page)",
        ]
        let text = try diffOfWorkingTree(against: commit, folders: folders + excluded)
        let pager = Pager(text: text)
        guard !pager.lines.isEmpty else {
            console.say("No difference from the \(against == "start" ? "start" : "reference").")
            return true
        }
        if all {
            for line in pager.lines { console.say(line) }
            return true
        }
        for line in pager.page(page) { console.say(line) }
        let shown = min(page, pager.pageCount)
        let words = arguments.filter { !$0.hasPrefix("--") && Int($0) == nil }
        let command = (["swift run kata diff"] + words).joined(separator: " ")
        let more = shown < pager.pageCount ? ": \(command) --page \(shown + 1) (or --all)" : ""
        console.say(console.dim("page \(shown) of \(pager.pageCount)\(more)"))
        return true
    }

    /// The diff of the folders, new files included, against `commit`, through an index of the
    /// tool's own so that the learner's staging area is never touched.
    func diffOfWorkingTree(against commit: String, folders: [String]) throws -> String {
        let index = tree.url(".kata/review-index").path
        try? FileManager.default.removeItem(atPath: index)
        defer { try? FileManager.default.removeItem(atPath: index) }
        let shell = Shell(directory: tree.root, environment: ["GIT_INDEX_FILE": index])
        let reviewGit = Git(shell: shell)
        try reviewGit.run(["read-tree", commit])
        try reviewGit.run(["add", "--all", "--"] + folders.filter { !$0.hasPrefix(":") })
        return try reviewGit.diff(["--cached", "--find-renames", commit, "--"] + folders)
    }

    /// `kata reset`: the kata's folders as they were at its start, keeping every file it replaces.
    func reset(_ number: Int?) throws -> Bool {
        guard let current = state.current, let progress = state[current] else {
            throw KataError("no kata in progress to reset: swift run kata start 2")
        }
        if let number, number != current {
            throw KataError(
                "kata \(number) is not the kata in progress (\(current)): swift run kata start \(number)")
        }
        guard try git.branch() == progress.branch else {
            throw KataError(
                "kata \(current) is on the branch \(progress.branch): git switch \(progress.branch), then reset"
            )
        }
        let plan = try library.plan(current)
        let start = try GitReference(git: git, commit: progress.startCommit).snapshot(of: [
            plan.codeFolder, plan.testsFolder,
        ])
        let kept = KeptFiles(tree: tree, now: now())
        for path in [plan.codeFolder, plan.testsFolder].flatMap(tree.files(in:)) {
            try kept.keep(path, unlessItHolds: start[path])
        }
        try tree.sync(start, folders: [plan.codeFolder, plan.testsFolder])
        try git.unstage([plan.codeFolder, plan.testsFolder])
        var fresh = KataProgress(branch: progress.branch, startCommit: progress.startCommit)
        fresh.moveStartedAt = now()
        state[current] = fresh
        try save()
        console.say("Kata \(current) is back at its start.")
        say(kept: kept)
        console.say("Next: swift run kata next brings move 1.")
        return true
    }

    private func replacing(
        _ folder: String, in files: [String: Data], with replacement: [String: Data]
    ) -> [String: Data] {
        files.filter { !$0.key.hasPrefix(folder + "/") }.merging(replacement) { $1 }
    }
}
