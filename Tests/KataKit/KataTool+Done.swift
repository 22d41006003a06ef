import Foundation

extension KataCommand {
    static let done = KataCommand(
        "done", summary: "the final checks, then the review", parse: ArgumentProblem.nothing,
        run: { tool, _ in try tool.done() })
}

extension KataTool {
    static let scratchFolder = ".kata/scratch"
    static let packageFolders = ["Package.swift", "Stages", "Tests"]

    /// `kata done`: the final checks, in a scratch copy so that the learner's folders are never
    /// touched: the reference tests and goal checks on the learner's code, the learner's tests on
    /// the reference, and, where the learner wrote tests, those tests against the catalogue of
    /// mistakes.
    func done() throws -> Bool {
        if let (open, progress) = try openCurrent() { return try doneOpen(open, progress) }
        let (plan, progress) = try current()
        try requireFolders(of: plan)
        let reference = reference(of: progress)
        let working = tree.snapshot(of: Self.packageFolders)
        let referenceCode = try reference.snapshot(of: [plan.codeFolder])
        let referenceTests = try reference.snapshot(of: [plan.testsFolder])
        let scratch = FileTree(root: tree.url(Self.scratchFolder))
        console.tell(
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
            console.tell("\(number). \(title): \(console.colour(outcome.colour)), \(outcome.summary)")
            if outcome.colour == .red {
                allGreen = false
                let whose = tests == nil ? "your" : "the reference's"
                for line in outcome.problems(log: ".kata/logs/done-\(number).log") {
                    let located = line.hasPrefix(plan.testsFolder + "/") ? "(\(whose) tests) " + line : line
                    console.tell("     " + located)
                }
            }
            return outcome
        }

        if plan.start.code == nil {
            let unchanged = tree.snapshot(of: [plan.codeFolder]) == referenceCode
            console.tell(
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
            console.tell(
                "3. your tests against the catalogue of mistakes: caught \(caught) of \(mistakes.count)")
            for mistake in missed {
                console.tell("     missed \(mistake.id): \(mistake.summary) A test you have not written yet.")
            }
            allGreen = allGreen && missed.isEmpty
        }
        try scratch.sync(working, folders: Self.packageFolders)

        if allGreen {
            try update(plan.kata) { $0.doneAt = now() }
            console.tell("Kata \(plan.kata) is done. Review it as a pull request:")
        } else {
            console.tell(
                "Not done yet: fix what is red above, then swift run kata done again. Meanwhile, review it:")
        }
        console.tell("  swift run kata diff: your work, against the stage you started from")
        console.tell("  swift run kata diff reference --files: the files you changed, beside the reference")
        console.tell("  swift run kata diff reference FILE: one file, against the reference's")
        if allGreen {
            let library = try library
            if !library.numbers.contains(where: { $0 > plan.kata }) {
                console.tell(afterDone(plan, library: library))
            }
        }
        return allGreen
    }

    private func replacing(
        _ folder: String, in files: [String: Data], with replacement: [String: Data]
    ) -> [String: Data] {
        files.filter { !$0.key.hasPrefix(folder + "/") }.merging(replacement) { $1 }
    }
}
