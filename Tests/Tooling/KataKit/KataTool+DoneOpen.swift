import Foundation

/// `kata done` in open mode: the behaviour and the open goal checks on the learner's design, in
/// the scratch copy (the open suites are brought there only, so they never add errors to the
/// learner's own builds); when green, the learner's object graphs beside the reference's.
extension KataTool {
    static let reviewFolder = ".kata/review"
    /// A copy of the package of open mode's own, since the open suites must never reach the
    /// learner's folders.
    static let scratchFolder = ".kata/scratch"
    static let doneOpenLog = ".kata/logs/done-open.log"

    func doneOpen(_ plan: OpenPlan, _ progress: KataProgress) throws -> Bool {
        for folder in [plan.codeFolder, plan.testsFolder] where !tree.isFolder(folder) {
            throw KataError.missingFolder(folder)
        }
        let reference = reference(of: progress)
        let working = tree.snapshot(of: Self.packageFolders)
        let tests = try OpenLayout.tests(of: plan, from: reference, suites: true)
        let scratch = FileTree(root: tree.url(Self.scratchFolder))
        let variable = plan.done.graph?.environment ?? "KATA_GRAPH_OUTPUT"
        console.tell(
            console.bold("Kata \(plan.kata) in open mode: the final checks")
                + console.dim(" (in \(Self.scratchFolder); the first run builds it)"))

        let yours = "\(Self.reviewFolder)/kata\(plan.kata)-open-yours.graphs.md"
        try tree.write(Data(), to: yours)
        try scratch.sync(
            OpenLayout.replacing(plan.testsFolder, in: working, with: tests), folders: Self.packageFolders)
        let outcome = try runOpenCheck(scratch, "Stage\(plan.kata)", [variable: tree.url(yours).path])
        try? tree.write(scratch.read(Self.logPath) ?? Data(), to: Self.doneOpenLog)
        console.tell(
            "1. the behaviour an app sees and the design's principles, on your code: \(console.colour(outcome.colour)), \(outcome.summary)"
        )
        guard outcome.colour == .green else {
            for line in Self.everyProblem(outcome, log: Self.doneOpenLog) { console.tell("     " + line) }
            console.tell(
                "Not done yet: fix what is red above (each goal check names its principle), then swift run kata done again. swift run kata diff reference --files shows the reference meanwhile."
            )
            return false
        }

        guard let graph = plan.done.graph else {
            try scratch.sync(working, folders: Self.packageFolders)
            return try finishOpen(plan, graphsPage: nil)
        }
        let short = String(progress.startCommit.prefix(10))
        let theirs = "\(Self.reviewFolder)/kata\(plan.kata)-reference-\(short).graphs.md"
        if (tree.read(theirs) ?? Data()).isEmpty {
            try tree.write(Data(), to: theirs)
            let referenceCode = try reference.snapshot(of: [plan.codeFolder])
            let files = OpenLayout.replacing(
                plan.codeFolder, in: OpenLayout.replacing(plan.testsFolder, in: working, with: tests),
                with: referenceCode)
            try scratch.sync(files, folders: Self.packageFolders)
            let drawn = try runOpenCheck(scratch, graph.suite, [variable: tree.url(theirs).path])
            if drawn.colour == .red { try? tree.delete(theirs) }
        }
        try scratch.sync(working, folders: Self.packageFolders)
        let mine = GraphDrawings(markdown: String(decoding: tree.read(yours) ?? Data(), as: UTF8.self))
        let reference_ = GraphDrawings(markdown: String(decoding: tree.read(theirs) ?? Data(), as: UTF8.self))
        console.tell(
            "2. the object graphs your composition root builds, yours beside the reference's:")
        show(mine, beside: reference_)
        let page = "\(Self.reviewFolder)/kata\(plan.kata)-open-graphs.md"
        try tree.write(Data(Self.reviewMarkdown(kata: plan.kata, mine, reference_).utf8), to: page)
        return try finishOpen(plan, graphsPage: page)
    }

    /// Records the kata done and says how to review it: with the page of graphs, where the kata
    /// draws them.
    private func finishOpen(_ plan: OpenPlan, graphsPage: String?) throws -> Bool {
        try update(plan.kata) { $0.doneAt = now() }
        console.tell("Kata \(plan.kata) in open mode is done. Review it as a pull request:")
        if let graphsPage {
            console.tell("  \(graphsPage): both graphs as Mermaid blocks; paste them into your pull request")
        }
        console.tell("  swift run kata diff reference --files: the files you wrote, beside the reference")
        console.tell("  swift run kata diff reference FILE: one file, against the reference's")
        return true
    }

    /// Every failure, each with its file and line, where guided `done` shows the first few: in
    /// open mode each one is a principle the design breaks.
    static func everyProblem(_ outcome: CheckOutcome, log: String) -> [String] {
        guard outcome.verdict == .testsFailed else { return outcome.problems(log: log) }
        return outcome.report.failures.flatMap(CheckOutcome.lines(of:)) + ["The whole log: \(log)"]
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
