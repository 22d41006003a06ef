import Foundation

extension KataCommand {
    static let done = KataCommand(
        "done", summary: "the final checks, then the review", parse: ArgumentProblem.nothing,
        run: { tool, _ in try tool.done() })
}

extension KataTool {
    static let packageFolders = ["Package.swift", "Stages", "Tests"]
    /// While `done` has the kata's folders swapped: the commit that holds the learner's files, and
    /// the paths to put back from it, so that an interrupted `done` is undone by the next command.
    static let doneMarker = ".kata/done-in-progress"

    /// `kata done`: the final checks, in the working tree so that its warm build is reused: the
    /// reference tests and goal checks on the learner's code, the learner's tests on the reference,
    /// and, where the learner wrote tests, those tests against the catalogue of mistakes. The
    /// learner's files are first committed on a ref of the tool's own and put back afterwards, or
    /// by the next command if this one is interrupted.
    func done() throws -> Bool {
        if let (open, progress) = try openCurrent() { return try doneOpen(open, progress) }
        let (plan, progress) = try current()
        try requireFolders(of: plan)
        let reference = reference(of: progress)
        let mistakes =
            plan.learnerWritesTests ? try library.mistakes(of: plan.kata).filter { !$0.behaviourIntact } : []
        let swapped = Array(
            Set([plan.codeFolder, plan.testsFolder] + mistakes.flatMap(\.edits).flatMap(\.touchedPaths))
        ).sorted()
        let working = tree.snapshot(of: swapped)
        let referenceCode = try reference.snapshot(of: [plan.codeFolder])
        let referenceTests = try reference.snapshot(of: [plan.testsFolder])
        console.tell(
            console.bold("Kata \(plan.kata): the final checks")
                + console.dim(" (in your folders, on their build; your files are put back after)"))
        // The scratch copy of the package an earlier tool built here, often 150 MB, is no longer used.
        try? tree.delete(".kata/scratch")
        let saved = try git.commitOfWorkingTree(
            index: tree.url(".kata/done-index").path, message: "kata \(plan.kata): the work while done runs")
        try tree.write(Data(([saved] + swapped).joined(separator: "\n").utf8), to: Self.doneMarker)
        defer {
            do {
                try tree.sync(working, folders: swapped)
                try tree.delete(Self.doneMarker)
            } catch {
                console.tell(
                    "kata: your files could not all be put back (\(error)); the next command tries again.")
            }
        }

        var allGreen = true
        var runs = DoneRuns.load(from: tree)
        defer { runs.save(to: tree) }
        func key(_ files: [String: Data]) -> String {
            DoneRuns.key(kata: plan.kata, startCommit: progress.startCommit, files: files)
        }
        func run(_ number: Int, _ title: String, code: [String: Data]?, tests: [String: Data]?) throws {
            var files = working
            if let code { files = replacing(plan.codeFolder, in: files, with: code) }
            if let tests { files = replacing(plan.testsFolder, in: files, with: tests) }
            if runs.green[key(files)] == true {
                console.tell(
                    "\(number). \(title): \(console.colour(.green)), as at your last done: nothing it compiles changed"
                )
                return
            }
            try tree.sync(files, folders: swapped)
            let outcome = try runCheck(plan.kata, tree, nil)
            if outcome.colour == .green { runs.record(key(files), green: true) }
            try? tree.write(tree.read(Self.logPath) ?? Data(), to: ".kata/logs/done-\(number).log")
            console.tell("\(number). \(title): \(console.colour(outcome.colour)), \(outcome.summary)")
            if outcome.colour == .red {
                allGreen = false
                let whose = tests == nil ? "your" : "the reference's"
                for line in outcome.problems(log: ".kata/logs/done-\(number).log") {
                    let located = line.hasPrefix(plan.testsFolder + "/") ? "(\(whose) tests) " + line : line
                    console.tell("     " + located)
                }
            }
        }

        if plan.start.code == nil {
            let unchanged = working.filter { $0.key.hasPrefix(plan.codeFolder + "/") } == referenceCode
            console.tell(
                "1. \(plan.codeFolder) as given: \(console.colour(unchanged ? .green : .red))"
                    + (unchanged
                        ? "" : ", you changed the code you were to characterize: git diff \(plan.codeFolder)")
            )
            allGreen = allGreen && unchanged
        } else {
            try run(1, "the reference tests and goal checks on your code", code: nil, tests: referenceTests)
        }
        try run(2, "your tests on the reference code", code: referenceCode, tests: nil)

        if plan.learnerWritesTests {
            var missed: [CatalogueEntry] = []
            var known = 0
            for mistake in mistakes {
                try tree.sync(replacing(plan.codeFolder, in: working, with: referenceCode), folders: swapped)
                try OperationApplier(tree: tree, reference: reference).apply(mistake.edits)
                let mistaken = key(tree.snapshot(of: swapped))
                let isGreen: Bool
                if let found = runs.green[mistaken] {
                    isGreen = found
                    known += 1
                } else {
                    isGreen = try runCheck(plan.kata, tree, nil).colour == .green
                    runs.record(mistaken, green: isGreen)
                }
                if isGreen { missed.append(mistake) }
            }
            let caught = mistakes.count - missed.count
            console.tell(
                "3. your tests against the catalogue of mistakes: caught \(caught) of \(mistakes.count)"
                    + (known == 0 ? "" : " (\(known) as at your last done: your tests had not changed)"))
            for mistake in missed {
                console.tell("     missed \(mistake.id): \(mistake.summary) A test you have not written yet.")
            }
            allGreen = allGreen && missed.isEmpty
        }
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

    /// Puts back the files an interrupted `done` had swapped, from the commit it saved them in.
    func undoInterruptedDone() throws {
        guard let data = tree.read(Self.doneMarker) else { return }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        guard let commit = lines.first else { return try tree.delete(Self.doneMarker) }
        let paths = Array(lines.dropFirst())
        try tree.sync(GitReference(git: git, commit: commit).snapshot(of: paths), folders: paths)
        try tree.delete(Self.doneMarker)
        console.tell(
            "kata done was interrupted; your files are back as they were (\(paths.joined(separator: ", "))).")
    }
}
