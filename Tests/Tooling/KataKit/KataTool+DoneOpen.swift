import DesignRules
import Foundation

/// `kata done` in open mode: the behaviour and the open goal checks on a copy of the learner's
/// stage, built beside the reference's in `.kata/done` as guided `done` builds its copies (the open
/// suites go to the copies only, so they never add errors to the learner's own builds); when
/// green, the learner's object graphs beside the reference's.
extension KataTool {
    static let reviewFolder = ".kata/review"
    /// Where the graph suite draws each run's graphs, which the review page is written from.
    static let graphsFolder = ".kata/graphs"
    /// Where the open goal suite writes its review of the learner's design (`DesignReview`).
    static let reviewRecord = ".kata/logs/done-review.json"

    func doneOpen(_ plan: OpenPlan, _ progress: KataProgress) throws -> Bool {
        for folder in [plan.codeFolder, plan.testsFolder] where !tree.isFolder(folder) {
            throw KataError.missingFolder(folder)
        }
        let reference = reference(of: progress)
        let tests = try OpenLayout.tests(of: plan, from: reference, suites: true)
        let variable = plan.done.graph?.environment ?? "KATA_GRAPH_OUTPUT"
        console.tell(
            console.bold("Kata \(plan.kata) in open mode: the final checks")
                + console.dim(
                    " (on a copy of your stage in \(CopiesPackage.folder)\(CopiesPackage.firstBuild(of: plan.stage, in: tree, "it")))"
                ))

        let yours = "\(Self.graphsFolder)/kata\(plan.kata)-yours.md"
        try tree.write(Data(), to: yours)
        let notes = Self.reviewRecord
        try tree.write(Data(), to: notes)
        var copies = [
            StageCopy(
                name: "yours", files: tree.snapshot(of: [plan.codeFolder]).merging(tests) { $1 },
                environment: [
                    variable: tree.url(yours).path, DesignReview.outputVariable: tree.url(notes).path,
                ])
        ]
        // The reference's graphs are drawn once per reference, by a copy built beside the learner's.
        let short = String(progress.startCommit.prefix(10))
        let theirs = "\(Self.graphsFolder)/kata\(plan.kata)-reference-\(short).md"
        if let graph = plan.done.graph, (tree.read(theirs) ?? Data()).isEmpty {
            try tree.write(Data(), to: theirs)
            copies.append(
                StageCopy(
                    name: "reference",
                    files: try reference.snapshot(of: [plan.codeFolder]).merging(tests) { $1 },
                    environment: [variable: tree.url(theirs).path],
                    suite: graph.suite.split(separator: ".").last.map(String.init)))
        }
        let outcomes = try runCopies(plan.kata, plan.stage, tree, copies)
        if outcomes.count > 1, outcomes[1].colour == .red { try? tree.delete(theirs) }
        let outcome = outcomes[0]
        let log = CopiesRunner.log(of: "yours")
        console.tell(
            "1. the behaviour an app sees and the design's principles, on your code: \(console.colour(outcome.colour)), \(outcome.findings)"
        )
        // `done` runs the check and more: what it found is the last word on the code.
        try update(plan.kata) { $0.lastCheck = outcome.colour }
        guard outcome.colour == .green else {
            for line in outcome.everyProblem(log: log) { console.tell("     " + line) }
            console.tell(
                "Not done yet: fix what is red above (each goal check names its principle), then swift run kata done again. swift run kata diff reference --files shows the reference meanwhile."
            )
            // The last green's graphs are not this code's.
            try? tree.delete("\(Self.reviewFolder)/kata\(plan.kata)-open-graphs.md")
            try update(plan.kata) { $0.doneAt = nil }
            return false
        }
        var page: String?
        if plan.done.graph != nil {
            let mine = GraphDrawings(markdown: String(decoding: tree.read(yours) ?? Data(), as: UTF8.self))
            let reference_ = GraphDrawings(
                markdown: String(decoding: tree.read(theirs) ?? Data(), as: UTF8.self))
            console.tell(
                "2. the object graphs your composition root builds, yours beside the reference's:")
            show(mine, beside: reference_)
            let graphs = "\(Self.reviewFolder)/kata\(plan.kata)-open-graphs.md"
            try tree.write(Data(Self.reviewMarkdown(kata: plan.kata, mine, reference_).utf8), to: graphs)
            page = graphs
        }
        let questions = tellReviewNotes(
            from: notes, in: plan, progress: progress, numbered: page == nil ? 2 : 3)
        return try finishOpen(plan, graphsPage: page, questions: questions)
    }

    /// What the checks could not judge in this design, as the questions its reviewer should ask,
    /// about the code the learner wrote (files still as the kata started are not theirs to
    /// review): a green `done` is the principles kept, not the review done. How many it asked.
    private func tellReviewNotes(
        from path: String, in plan: OpenPlan, progress: KataProgress, numbered number: Int
    ) -> Int {
        let start = GitReference(git: git, commit: progress.startCommit)
        let review = try? JSONDecoder().decode(DesignReview.self, from: tree.read(path) ?? Data())
        let notes = (review?.notes ?? [])
            .filter { note in
                let file = "\(plan.codeFolder)/\(note.file)"
                return (try? start.read(file)) != tree.read(file)
            }
        guard !notes.isEmpty else {
            console.tell(
                "\(number). what the checks leave to your review: nothing they can point at in this design; the page's review questions are the rest (\(plan.codeFolder)/README.md)."
            )
            return 0
        }
        console.tell(
            "\(number). what the checks cannot judge here, for your review (then the page's review questions, \(plan.codeFolder)/README.md):"
        )
        for note in notes {
            console.tell("  \(plan.codeFolder)/\(note.file):\(note.line): \(note.text)")
        }
        return notes.count
    }

    /// Records the kata done and says how to review it: with the page of graphs, where the kata
    /// draws them.
    private func finishOpen(_ plan: OpenPlan, graphsPage: String?, questions: Int = 0) throws -> Bool {
        try update(plan.kata) { $0.doneAt = now() }
        let asked =
            questions == 0
            ? "" : ", with \(questions) question\(questions == 1 ? "" : "s") above left to your review"
        console.tell("Kata \(plan.kata) in open mode is done\(asked). Review it as a pull request:")
        if let graphsPage {
            console.tell("  \(graphsPage): both graphs as Mermaid blocks; paste them into your pull request")
        }
        console.tell("  swift run kata diff reference --files: the files you wrote, beside the reference")
        console.tell("  swift run kata diff reference FILE: one file, against the reference's")
        return true
    }

    private func show(_ mine: GraphDrawings, beside reference: GraphDrawings) {
        let columns = min(console.columns, 120)
        for section in mine.sections {
            let theirs = reference.sections.first { $0.name == section.name }?.tree ?? ["(not drawn)"]
            console.say()
            console.say(console.bold(section.name))
            if let lines = GraphDrawings.sideBySide(
                section.tree, theirs, headings: ("yours", "the reference's"), columns: columns)
            {
                for line in lines { console.say(line) }
            } else {
                console.say("yours:")
                for line in section.tree { console.say("  " + line) }
                console.say("the reference's:")
                for line in theirs { console.say("  " + line) }
            }
        }
        console.say()
    }

    static func reviewMarkdown(kata: Int, _ mine: GraphDrawings, _ reference: GraphDrawings) -> String {
        var text = """
            # Kata \(kata) in open mode: the object graphs

            Each graph as the composition root builds it: yours, then the reference's.
            Paste this into your pull request; GitHub draws the Mermaid blocks.

            """
        for section in mine.sections {
            let theirs = reference.sections.first { $0.name == section.name }?.mermaid ?? "(not drawn)"
            text +=
                "\n## \(section.name)\n\n### Yours\n\n\(section.mermaid)\n\n### The reference's\n\n\(theirs)\n"
        }
        return text
    }
}
