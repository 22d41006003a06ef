import Foundation

extension KataCommand {
    static let done = KataCommand(
        "done", summary: "the final checks, then the review", parse: ArgumentProblem.nothing,
        run: { tool, _ in try tool.done() })
}

extension KataTool {
    package static let packageFolders = ["Package.swift", "Stages", "Tests"]

    /// `kata done`: the final checks, each on a copy of the kata's stage, all built at once in a
    /// package of their own (`CopiesPackage`): the reference tests and goal checks on the learner's
    /// code, the learner's tests on the reference, and, where the learner wrote tests, those tests
    /// against the catalogue of mistakes. The learner's folders and build are not touched, and a
    /// later `done` recompiles only the copies an edit changed.
    func done() throws -> Bool {
        if let (open, progress) = try openCurrent() { return try doneOpen(open, progress) }
        let (plan, progress) = try current()
        try requireFolders(of: plan)
        let reference = reference(of: progress)
        let mistakes =
            plan.learnerWritesTests ? try library.mistakes(of: plan.kata).filter { !$0.behaviourIntact } : []
        let yourCode = tree.snapshot(of: [plan.codeFolder])
        let yourTests = tree.snapshot(of: [plan.testsFolder])
        let referenceCode = try reference.snapshot(of: [plan.codeFolder])
        // Guided mode is judged by its own goal checks, whose lessons name the moves: the open
        // suites would tell the same findings a second time in other words.
        let open = try library.openPlan(plan.kata).map {
            [$0.done.goalChecks] + [$0.done.graph].compactMap { $0 }
        }
        let openSuites = Set((open ?? []).flatMap(\.files))
        let referenceTests = try reference.snapshot(of: [plan.testsFolder]).filter {
            !openSuites.contains($0.key)
        }
        let characterizes = plan.start.code == nil

        var copies: [StageCopy] = []
        if !characterizes {
            copies.append(StageCopy(name: "yours", files: yourCode.merging(referenceTests) { $1 }))
        }
        let yourTestsOnReference = referenceCode.merging(yourTests) { $1 }
        copies.append(StageCopy(name: "reference", files: yourTestsOnReference))
        var mistakeCopies: [StageCopy] = []
        for (index, mistake) in mistakes.enumerated() {
            let files = try Self.applying(
                mistake.edits, to: yourTestsOnReference, reference: reference,
                folders: [plan.codeFolder, plan.testsFolder])
            mistakeCopies.append(StageCopy(name: "mistake\(index + 1)", files: files))
        }
        let schema = MistakeSchema(
            reference: yourTestsOnReference, mistakes: mistakeCopies.map { ($0.name, $0.files) },
            codeFolder: plan.codeFolder)
        let built = copies.count + mistakeCopies.count - max(schema.mistakes.count - 1, 0)
        let held =
            schema.mistakes.isEmpty
            ? ""
            : ", one of them holds "
                + (schema.mistakes.count == mistakes.count
                    ? "the catalogue's mistakes"
                    : "\(schema.mistakes.count) of the catalogue's \(mistakes.count) mistakes")
                + ", each run on its own"
        console.tell(
            console.bold("Kata \(plan.kata): the final checks")
                + console.dim(
                    " (on \(built) copies of your stage built side by side in \(CopiesPackage.folder)\(held)\(CopiesPackage.firstBuild(of: plan.stage, in: tree, "them")))"
                ))
        func run(_ all: [StageCopy]) throws -> [String: CheckOutcome] {
            Dictionary(
                uniqueKeysWithValues: zip(all.map(\.name), try runCopies(plan.kata, plan.stage, tree, all)))
        }
        var results = try run(copies + schema.copies(of: mistakeCopies))
        if !schema.mistakes.isEmpty, !schema.agrees(results[MistakeSchema.copy], with: results["reference"]) {
            let shared = results[MistakeSchema.copy].map { $0.summary } ?? "no outcome"
            console.tell(
                console.dim(
                    "The copy that holds the mistakes ran your tests otherwise than the reference's copy (\(shared)), so its verdicts are not used: each mistake is built on its own instead, which takes longer. Its log: \(CopiesRunner.log(of: MistakeSchema.copy))"
                ))
            results = try run(copies + mistakeCopies)
        }

        var allGreen = true
        func tell(_ number: Int, _ title: String, _ copy: String, whose: String) {
            guard let outcome = results[copy] else { return }
            console.tell("\(number). \(title): \(console.colour(outcome.colour)), \(outcome.findings)")
            guard outcome.colour == .red else { return }
            allGreen = false
            for line in outcome.everyProblem(log: CopiesRunner.log(of: copy)) {
                let located = line.hasPrefix(plan.testsFolder + "/") ? "(\(whose) tests) " + line : line
                console.tell("     " + located)
            }
        }
        if characterizes {
            let unchanged = yourCode == referenceCode
            console.tell(
                "1. \(plan.codeFolder) as given: \(console.colour(unchanged ? .green : .red))"
                    + (unchanged
                        ? "" : ", you changed the code you were to characterize: git diff \(plan.codeFolder)")
            )
            allGreen = allGreen && unchanged
        } else {
            tell(1, "the reference tests and goal checks on your code", "yours", whose: "the reference's")
        }
        tell(2, "your tests on the reference code", "reference", whose: "your")

        if plan.learnerWritesTests, results["reference"]?.colour == .red {
            // A suite red on the reference is red on every mistake too: its count would flatter.
            console.tell(
                "3. your tests against the catalogue of mistakes: not counted while your tests fail on the reference code, where every mistake would seem caught"
            )
        } else if plan.learnerWritesTests {
            let missed = mistakes.enumerated().filter { results["mistake\($0.offset + 1)"]?.colour == .green }
                .map(\.element)
            let caught = mistakes.count - missed.count
            console.tell(
                "3. your tests against the catalogue of mistakes: caught \(caught) of \(mistakes.count)")
            for mistake in missed {
                console.tell(
                    "     missed kata\(plan.kata)-\(mistake.id): \(mistake.summary) A test you have not written yet."
                )
            }
            allGreen = allGreen && missed.isEmpty
        }
        if allGreen {
            try update(plan.kata) { $0.doneAt = now() }
            console.tell("Kata \(plan.kata) is done. Review it as a pull request:")
        } else {
            // The kata's status follows its last done, even one that was green before.
            try update(plan.kata) { $0.doneAt = nil }
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

    /// `files` with `edits` applied, as a copy holds them: in a folder of their own, so that the
    /// copy's files are rewritten only where the result differs from the last `done`'s.
    package static func applying(
        _ edits: [Operation], to files: [String: Data], reference: any Reference, folders: [String]
    ) throws -> [String: Data] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kata-copy-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scratch = FileTree(root: folder)
        try scratch.sync(files, folders: folders)
        try OperationApplier(tree: scratch, reference: reference).apply(edits)
        return scratch.snapshot(of: folders)
    }
}
