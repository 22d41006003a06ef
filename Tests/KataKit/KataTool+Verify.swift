import Foundation

extension KataTool {
    static let verifyFolder = ".kata/verify"

    /// `kata verify [N…] [--moves] [--mistakes] [--variants] [--guide] [--in-place]`, for CI and
    /// maintainers, with the working tree taken as the reference: every kata replayed move by move
    /// as its data says, every catalogued mistake rejected and every variant accepted by its kata's
    /// check, and the guide in agreement with the data. It works in a scratch copy, or with
    /// `--in-place` in the working tree itself, whose build is then reused; that needs a clean
    /// tree, which it leaves as it found it.
    func verify(_ arguments: [String]) throws -> Bool {
        let library = try library
        var katas = arguments.compactMap(Int.init)
        let parts = Set(arguments.filter { $0.hasPrefix("--") })
        let known: Set = ["--moves", "--mistakes", "--variants", "--guide", "--in-place"]
        if let unknown = parts.subtracting(known).first {
            throw KataError(
                "verify does not know \(unknown): it takes kata numbers and \(known.sorted().joined(separator: ", "))"
            )
        }
        for kata in katas { _ = try library.plan(kata) }
        if katas.isEmpty { katas = library.numbers }
        let inPlace = parts.contains("--in-place")
        let all = parts.subtracting(["--in-place"]).isEmpty
        if inPlace {
            let changed = git.isRepository ? try git.changes(in: Self.packageFolders) : ["(not a git clone)"]
            guard changed.isEmpty else {
                throw KataError(
                    "verify --in-place needs a clean tree, and \(changed.count) file(s) differ, such as \(changed[0]): commit them, or verify without --in-place"
                )
            }
        }
        var tally = VerifyTally()
        let base = tree.snapshot(of: Self.packageFolders)
        let reference = SnapshotReference(files: base)
        let scratch = inPlace ? tree : FileTree(root: tree.url(Self.verifyFolder))
        defer { try? scratch.sync(base, folders: Self.packageFolders) }

        if all || parts.contains("--guide") {
            for problem in try guideProblems(library) { tally.record(false, "guide: \(problem)", console) }
        }
        for kata in katas {
            let plan = try library.plan(kata)
            if all || parts.contains("--moves") {
                try replay(plan, base: base, reference: reference, scratch: scratch, tally: &tally)
            }
            if all || parts.contains("--mistakes") {
                for mistake in try library.mistakes(of: kata) {
                    tally.mistakes.total += 1
                    guard
                        try applies(
                            mistake, kata: kata, base: base, reference: reference, scratch: scratch,
                            tally: &tally)
                    else { continue }
                    let outcome = try runCheck(kata, scratch)
                    let caught = outcome.verdict == .testsFailed || outcome.verdict == .buildFailed
                    if caught { tally.mistakes.passed += 1 }
                    tally.record(
                        caught,
                        "kata \(kata) mistake \(mistake.id): \(caught ? "caught, \(summary(of: outcome))" : outcome.verdict == .crashed ? "CRASHED, \(summary(of: outcome))" : "MISSED, \(mistake.summary)")",
                        console)
                }
            }
            if all || parts.contains("--variants") {
                for variant in try library.variants(of: kata) {
                    tally.variants.total += 1
                    guard
                        try applies(
                            variant, kata: kata, base: base, reference: reference, scratch: scratch,
                            tally: &tally)
                    else { continue }
                    let outcome = try runCheck(kata, scratch)
                    if outcome.colour == .green { tally.variants.passed += 1 }
                    var line = "kata \(kata) variant \(variant.id): "
                    line += outcome.colour == .green ? "passes" : "REJECTED, \(summary(of: outcome))"
                    tally.record(outcome.colour == .green, line, console)
                    if outcome.colour == .red {
                        for problem in firstProblem(of: outcome).dropLast() { console.say("    " + problem) }
                    }
                }
            }
        }
        if all || parts.contains("--moves") {
            console.say("kata moves replayed: \(tally.moves.passed) of \(tally.moves.total)")
        }
        if all || parts.contains("--mistakes") {
            console.say("kata mistakes caught: \(tally.mistakes.passed) of \(tally.mistakes.total)")
        }
        if all || parts.contains("--variants") {
            console.say("kata variants passed: \(tally.variants.passed) of \(tally.variants.total)")
        }
        console.say("verify: \(tally.passed) passed, \(tally.failed) failed")
        return tally.failed == 0
    }

    /// Puts the reference in the scratch tree and the entry's edits on it; an entry whose edits
    /// no longer apply to the reference is a broken entry, reported, and the run goes on.
    private func applies(
        _ entry: CatalogueEntry, kata: Int, base: [String: Data], reference: SnapshotReference,
        scratch: FileTree,
        tally: inout VerifyTally
    ) throws -> Bool {
        try scratch.sync(base, folders: Self.packageFolders)
        do {
            try OperationApplier(tree: scratch, reference: reference).apply(entry.edits)
            return true
        } catch let error as KataError {
            tally.record(
                false, "kata \(kata) \(entry.id): its edits no longer apply to the reference: \(error)",
                console)
            return false
        }
    }

    /// One kata as a learner who catches up at every move would do it.
    private func replay(
        _ plan: KataPlan, base: [String: Data], reference: SnapshotReference, scratch: FileTree,
        tally: inout VerifyTally
    ) throws {
        let folders = [plan.codeFolder, plan.testsFolder]
        let start = try StartLayout.files(of: plan, from: reference)
        let referenceTests = base.filter { $0.key.hasPrefix(plan.testsFolder + "/") }
        let referenceCode = base.filter { $0.key.hasPrefix(plan.codeFolder + "/") }
        func expect(_ colour: Colour, _ what: String, maxErrors: Int = 40) throws {
            let outcome = try runCheck(plan.kata, scratch)
            var ok = outcome.colour == colour && outcome.verdict != .crashed
            var line = "kata \(plan.kata) \(what): \(outcome.colour.rawValue), \(summary(of: outcome))"
            if outcome.compileErrors.count > maxErrors {
                ok = false
                line += ", more errors than the \(maxErrors) a learner can read: split the move"
            }
            tally.moves.total += 1
            if ok { tally.moves.passed += 1 }
            tally.record(
                ok, line + (ok ? "" : " (the data promises \(colour.rawValue))"), console)
            if !ok { for problem in firstProblem(of: outcome).dropLast() { console.say("    " + problem) } }
        }
        func layout(code: [String: Data], tests: [String: Data]) -> [String: Data] {
            base.filter { path, _ in !folders.contains { path.hasPrefix($0 + "/") } }.merging(code) { $1 }
                .merging(tests) { $1 }
        }
        let startCode = start.filter { $0.key.hasPrefix(plan.codeFolder + "/") }
        let startTests = start.filter { $0.key.hasPrefix(plan.testsFolder + "/") }

        if plan.start.code != nil {
            try scratch.sync(layout(code: startCode, tests: referenceTests), folders: Self.packageFolders)
            try expect(.red, "the stage before, under the reference tests and goal checks", maxErrors: .max)
        }
        try scratch.sync(layout(code: startCode, tests: startTests), folders: Self.packageFolders)
        try expect(.green, "start")
        let applier = OperationApplier(tree: scratch, reference: reference)
        for (index, move) in plan.moves.enumerated() {
            if !move.tests.isEmpty {
                try applier.apply(move.tests)
                if let colour = move.withTests { try expect(colour, "move \(index + 1), its tests") }
            }
            if !move.catchUp.isEmpty {
                try applier.apply(move.catchUp)
                try expect(move.whenDone, "move \(index + 1), caught up")
            }
        }
        let caughtUp = scratch.snapshot(of: folders)
        let code = caughtUp.filter { $0.key.hasPrefix(plan.codeFolder + "/") }
        let tests = caughtUp.filter { $0.key.hasPrefix(plan.testsFolder + "/") }
        try scratch.sync(layout(code: code, tests: referenceTests), folders: Self.packageFolders)
        try expect(.green, "end, the reference tests and goal checks on the caught-up code")
        try scratch.sync(layout(code: referenceCode, tests: tests), folders: Self.packageFolders)
        try expect(.green, "end, the moves' tests on the reference code")
    }

    /// Where Katas.md and the data disagree: a move the guide names differently or not at all,
    /// a catalogued mistake the guide names that the data does not have, a command that is not one.
    func guideProblems(_ library: KataLibrary) throws -> [String] {
        guard let data = tree.read("Katas.md") else { return ["Katas.md is missing"] }
        let guide = String(decoding: data, as: UTF8.self)
        var problems: [String] = []
        var documents = ["README.md", "Katas.md", ".github/CONTRIBUTING.md", "Stages/README.md"]
        for number in library.numbers {
            let plan = try library.plan(number)
            let ids = Set(try library.mistakes(of: number).map(\.id))
            let pagePath = "\(plan.codeFolder)/\(StartLayout.page)"
            documents.append(pagePath)
            let page = tree.read(pagePath).map { String(decoding: $0, as: UTF8.self) } ?? ""
            for (name, text) in [("Katas.md", guide), (pagePath, page)] {
                for id in GuideReader.mistakeIDs(in: text, kata: number) where !ids.contains(id) {
                    problems.append(
                        "\(name) names the mistake kata\(number)-\(id), which \(KataLibrary.folder)/kata\(number)/mistakes.json does not have"
                    )
                }
            }
            // A kata's moves are on its page once the page has them, in Katas.md until then.
            let pageTitles = GuideReader.moveTitles(inPage: page)
            let titles = pageTitles ?? GuideReader.moveTitles(in: guide, kata: number)
            let source = pageTitles == nil ? "Katas.md" : pagePath
            let expected = plan.moves.map(\.title)
            if titles != expected {
                let first = zip(titles, expected).first { $0 != $1 }.map { "\"\($0.0)\" against \"\($0.1)\"" }
                problems.append(
                    "kata \(number)'s moves in \(source) (\(titles.count)) are not the data's (\(expected.count)): \(first ?? "one list is longer")"
                )
            }
        }
        let folders = Set(
            ["Stages", "Tests"].flatMap {
                (try? FileManager.default.contentsOfDirectory(atPath: tree.url($0).path)) ?? []
            })
        for file in documents where tree.exists(file) {
            let text = String(decoding: tree.read(file) ?? Data(), as: UTF8.self)
            for command in GuideReader.kataCommands(in: text) where !Self.knownCommands.contains(command) {
                problems.append("\(file) runs swift run kata \(command), which is not a command")
            }
            for path in Set(GuideReader.repositoryPaths(in: text, folders: folders)).sorted()
            where !tree.exists(path) {
                problems.append("\(file) names \(path), which does not exist")
            }
        }
        return problems
    }

    static let knownCommands: Set = [
        "list", "start", "next", "check", "watch", "hint", "catch-up", "done", "diff", "reset", "doctor",
        "verify", "help",
    ]
}
