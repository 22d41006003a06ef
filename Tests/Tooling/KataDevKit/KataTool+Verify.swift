import Foundation
import KataKit

extension KataCommand {
    static let verify = KataCommand(
        "verify",
        arguments:
            "[N…] [--moves] [--mistakes] [--variants] [--duplicates] [--guide] [--open] [--in-place] [--compile-intact] [--compile-all] [--write-outcomes]",
        summary:
            "the working tree as the reference: every kata replayed move by move, every catalogued mistake caught and variant passed, no two entries alike, the open catalogues in the open layout, the guide against the data; --compile-intact also compiles each mistake that says its behaviour is intact, which must build and fail only the design's checks (after an edit of a stage); a trial whose inputs and toolchain the record holds takes its outcome from it, a sample of them compiled again to check it, unless --compile-all; --write-outcomes writes the run's outcomes into the record",
        audience: .maintainer, example: ["--guide"], parse: VerifyRequest.parse,
        run: { tool, request in try tool.verify(request) })
}

extension KataTool {
    static let verifyFolder = ".kata/verify"

    /// The trees for the compiled trials besides the first, one for each further worker
    /// (`.kata/verify-lane-2`, …), holding what trials build and not the tool.
    func moreLanes(_ base: [String: Data]) -> [TrialRounds.Lane] {
        (1..<max(workers, 1)).map { lane in
            .trials(in: FileTree(root: tree.url(Self.verifyFolder + "-lane-\(lane + 1)")), from: base)
        }
    }

    /// `kata-dev verify [N…] [--moves] [--mistakes] [--variants] [--duplicates] [--guide] [--open] [--in-place]`,
    /// for CI and maintainers, with the working tree taken as the reference: every kata replayed
    /// move by move as its data says, every catalogued mistake rejected and every variant accepted
    /// by its kata's check, no two entries making the same change, the open catalogues in the open
    /// layout, and the guide in agreement with the data. It works in a scratch copy, or with `--in-place` in the working tree itself, whose
    /// build is then reused; that needs a clean tree, which it leaves as it found it.
    ///
    /// What needs no compile is read first, against the reference as built: one build of every
    /// kata's reference (the katas' folders are apart, so one build and one run judge them all),
    /// then each entry the goal checks can judge alone. The rest are trials, each a layout of one
    /// kata's folders, compiled one a build in a tree for each worker, side by side
    /// (`TrialRounds`; two on CI's two cores). A trial whose inputs the record holds for this
    /// toolchain takes its outcome from it (`RecordedTrials`), unless `--compile-all`;
    /// `--write-outcomes` writes the run's outcomes into the record, once the tree is as it was.
    func verify(_ request: VerifyRequest) throws -> Bool {
        let base = tree.snapshot(of: Self.packageFolders)
        let toolchain = try program(["swift", "--version"]).text
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let old: TrialRecord?
        do {
            old = try TrialRecord.read(from: tree)
        } catch is KataError where request.parts.contains("--compile-all") {
            // Nothing is taken from it, so a record that cannot be read stops nothing.
            console.say(
                "\(TrialRecord.path) is not a record of trial outcomes: set aside, as --compile-all asks")
            old = nil
        }
        // Another toolchain's record serves a CI leg this machine cannot write for: a run here
        // would replace it with outcomes no leg uses, so it is refused before anything runs.
        if request.parts.contains("--write-outcomes"), let old, old.toolchain != toolchain {
            func named(_ toolchain: String) -> String { String(toolchain.split(separator: "\n").first ?? "") }
            throw KataError(
                "\(TrialRecord.path) holds the outcomes of \(named(old.toolchain)), and this is \(named(toolchain)): written here, it would hold outcomes no CI leg uses. Run --write-outcomes with that toolchain (CI's Linux container), or delete the file to start a record for this one"
            )
        }
        let recorded = RecordedTrials(
            record: request.parts.contains("--compile-all") ? nil : old,
            keys: TrialRecord.Keys(toolchain: toolchain, package: base),
            seed: Fingerprint.of(base), console: console, sampleOneIn: recordSampleOneIn)
        let passed = try verify(request, base: base, recorded: recorded)
        if request.parts.contains("--write-outcomes") {
            // A run of every part of its katas replaces their outcomes; one of some parts adds to them.
            let whole = request.parts.subtracting(VerifyRequest.modifiers).isEmpty
            let katas = request.katas.isEmpty ? try library.numbers : request.katas
            let record = recorded.written(over: old, replacing: whole ? Set(katas) : [])
            try tree.write(record.data(), to: TrialRecord.path)
            console.say(
                "Wrote \(TrialRecord.path): \(record.trials.count) trials' outcomes under \(toolchain.split(separator: "\n").first ?? ""). Commit it with what it verified."
            )
        }
        return passed
    }

    /// More trees than the first pay for their whole build, made while the first tree compiles,
    /// only with this many trials or more to compile. Measured in CI on two cores: 27 trials in
    /// one tree took 1 min 40 s, 31 in two 2 min 33 s, the second tree's build included; a
    /// record's sample is about 26.
    static let trialsForMoreTrees = 60

    private func verify(
        _ request: VerifyRequest, base: [String: Data], recorded: RecordedTrials
    ) throws -> Bool {
        let library = try library
        var katas = request.katas
        let parts = request.parts
        for kata in katas { _ = try library.plan(kata) }
        if katas.isEmpty { katas = library.numbers }
        let inPlace = parts.contains("--in-place")
        let all = parts.subtracting(VerifyRequest.modifiers).isEmpty
        if inPlace {
            let changed = git.isRepository ? try git.changes(in: Self.packageFolders) : ["(not a git clone)"]
            guard changed.isEmpty else {
                throw KataError(
                    "verify --in-place needs a clean tree, and \(changed.count) file(s) differ, such as \(changed[0]): commit them, or verify without --in-place"
                )
            }
        }
        let reference = SnapshotReference(files: base)
        let scratch = inPlace ? tree : FileTree(root: tree.url(Self.verifyFolder))
        defer { try? scratch.sync(base, folders: Self.packageFolders) }
        var tally = VerifyTally()
        let work = KataVerifier.Work(
            moves: all || parts.contains("--moves"), mistakes: all || parts.contains("--mistakes"),
            variants: all || parts.contains("--variants"), base: base, reference: reference)
        let open = all || parts.contains("--open")
        // With no record to take outcomes from, the other trees' whole builds run beside
        // everything that needs none: the guide, the duplicates and the readings. With one, the
        // trials left to compile decide, once they are known.
        let warmed = (work.guided || open) && !recorded.hasRecord ? moreLanes(base) : []
        let warming = warmed.map {
            TrialRounds(library: library, checkSeveral: self.checkSeveral).warm($0)
        }
        if all || parts.contains("--guide") {
            let problems = try guideProblems(library)
            for problem in problems { tally.record(false, "guide: \(problem)", console) }
            if problems.isEmpty {
                tally.record(true, "guide: the pages, the kit and the data agree", console)
            }
        }

        if all || parts.contains("--duplicates") {
            for kata in katas {
                let groups = try CatalogueDuplicates.groups(
                    of: kata, in: library, base: base, reference: reference)
                for group in groups {
                    tally.record(
                        false,
                        "kata \(kata) catalogue: \(group.joined(separator: " and ")) make the same change: keep one",
                        console)
                }
                if groups.isEmpty {
                    tally.record(true, "kata \(kata) catalogue: no two entries make the same change", console)
                }
            }
        }

        let clock = VerifyClock()
        if work.guided || open {
            let runCheck: KataTool.Check = { [runCheck] kata, tree, goalSources in
                try clock.measure(VerifyClock.kind(goalSources: goalSources)) {
                    try runCheck(kata, tree, goalSources)
                }
            }
            let runOpenCheck: KataTool.OpenCheck = { [runOpenCheck] tree, filter, environment in
                try clock.measure(VerifyClock.kind(goalSources: nil, environment: environment)) {
                    try runOpenCheck(tree, filter, environment)
                }
            }
            let checkSeveral: KataTool.CheckSeveral = { [checkSeveral] tree, katas, restore in
                try clock.measureRound(of: katas.map(\.kata)) { try checkSeveral(tree, katas, restore) }
            }
            let narrowSettings = try EntryReading.narrowSettings(from: tree.read(".swift-format"))
            let verifier = KataVerifier(
                console: console, library: library, runCheck: runCheck, runWith: runOpenCheck,
                narrowSettings: narrowSettings, clock: clock, readers: workers,
                compilesIntact: parts.contains("--compile-intact"))
            let openVerifier = OpenVerifier(
                console: console, library: library, runOpenCheck: runOpenCheck,
                narrowSettings: narrowSettings, clock: clock, readers: workers,
                compilesIntact: parts.contains("--compile-intact"))
            let rounds = TrialRounds(library: library, checkSeveral: checkSeveral)
            try scratch.sync(base, folders: Self.packageFolders)
            // Every kata's reference from one build: what the readings run against.
            try rounds.run(
                katas.map { try verifier.reference($0, work) }, base: base, in: scratch, tally: &tally)
            var trials: [Trial] = []
            for kata in katas {
                if work.guided { trials += try verifier.readAndPlan(kata, work, in: scratch, tally: &tally) }
                if open {
                    trials += try openVerifier.readAndPlan(
                        kata, base: base, reference: reference, in: scratch, tally: &tally)
                }
            }
            // A tree for each worker, each building one trial at a time, so that no core waits on
            // another tree's link or test run. Measured on katas 5 and 6 (91 trials): 7 min
            // 40 s, the second tree's full build included, against 8 min 14 s for rounds of one
            // trial a kata in one tree, and 15 min 47 s against 13 min 20 s for two trees of such
            // rounds.
            let compiled = recorded.take(trials, tally: &tally)
            let more = !warmed.isEmpty || compiled.count >= Self.trialsForMoreTrees ? moreLanes(base) : []
            for lane in warming { lane.wait() }
            try rounds.run(
                compiled, base: base, lanes: [TrialRounds.Lane(tree: scratch, files: base)] + more,
                tally: &tally)
        }
        if open {
            console.say(
                "kata open mistakes caught: \(tally.openMistakes.passed) of \(tally.openMistakes.total), open variants passed: \(tally.openVariants.passed) of \(tally.openVariants.total)"
            )
        }
        if tally.layouts.total > 0 {
            console.say(
                "catalogue entries the goal checks read alike at \(EntryReading.narrowColumns) columns: \(tally.layouts.passed) of \(tally.layouts.total)"
            )
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
        if work.guided || open { console.say(recorded.summary) }
        for line in clock.summary { console.say("time, \(line)") }
        console.say("verify: \(tally.passed) passed, \(tally.failed) failed")
        return tally.failed == 0
    }

    /// Where Katas.md, the kit, disagrees with the data, the code or itself, and where a kata's
    /// page disagrees with the data: moves named differently or not at all, timings that do not
    /// add up, review questions the page and the kit ask differently, catalogued mistakes and
    /// tests that do not exist, commands that are not the tool's, and screen commands that fail
    /// or print more than a screen.
    func guideProblems(_ library: KataLibrary) throws -> [String] {
        guard let data = tree.read("Katas.md") else { return ["Katas.md is missing"] }
        let guide = String(decoding: data, as: UTF8.self)
        var problems: [String] = []
        var documents = ["README.md", "Katas.md", ".github/CONTRIBUTING.md", "Stages/README.md"]
        var budgets: [Int: [Int?]] = [:]
        for number in library.numbers {
            let plan = try library.plan(number)
            let ids = Set(try library.mistakes(of: number).map(\.id))
            let pagePath = "\(plan.codeFolder)/\(StartLayout.page)"
            documents.append(pagePath)
            let page = tree.read(pagePath).map { String(decoding: $0, as: UTF8.self) } ?? ""
            for (name, text) in [("Katas.md", guide), (pagePath, page)] {
                for id in GuideReader.mistakeIDs(in: text, kata: number) where !ids.contains(id) {
                    problems.append(
                        "\(name) names the mistake kata\(number)-\(id), which \(KataLibrary.catalogueFolder("mistakes", of: number))/ does not have"
                    )
                }
            }
            budgets[number] = plan.moves.map(\.minutes)
            problems += MoveSheet.timeboxProblems(
                of: plan, timebox: GuideReader.timebox(in: guide, kata: number))
            if let asked = GuideReader.reviewQuestions(inPage: page) {
                let answered = GuideReader.reviewQuestions(in: guide, kata: number)
                if asked != answered {
                    let first = zip(asked, answered).first { $0 != $1 }.map {
                        "\"\($0.0)\" against \"\($0.1)\""
                    }
                    problems.append(
                        "kata \(number)'s review questions in \(pagePath) (\(asked.count)) are not those Katas.md answers (\(answered.count)): \(first ?? "one list is longer")"
                    )
                }
            }
        }
        problems += try MoveSheet.problems(in: tree, library: library)
        problems += Self.sessionProblems(GuideReader.sessionTables(in: guide), budgets: budgets)
        problems += statedFactProblems(guide)
        problems += screenCommandProblems(guide)
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

    /// Each outline follows on from one row to the next and ends when its heading says; each has
    /// the four parts of a learning hour; a practice slot lasts what the card gives its moves; and
    /// every conclusion is as long as the others.
    static func sessionProblems(_ tables: [GuideReader.SessionTable], budgets: [Int: [Int?]]) -> [String] {
        var problems: [String] = []
        for table in tables {
            let name = "Katas.md's outline under \"\(table.heading)\""
            for (row, next) in zip(table.rows, table.rows.dropFirst()) {
                guard let minutes = row.minutes else {
                    problems.append("\(name), line \(row.line): only the last row may have no minutes")
                    continue
                }
                if row.start + minutes != next.start {
                    problems.append(
                        "\(name), line \(next.line): starts at \(clock(next.start)), but the row before ends at \(clock(row.start + minutes))"
                    )
                }
            }
            if let last = table.rows.last, last.part != "End" || last.minutes != nil {
                problems.append("\(name), line \(last.line): the last row is the End, with no minutes")
            }
            if let length = table.length, let last = table.rows.last,
                last.start - table.rows[0].start != length
            {
                problems.append(
                    "\(name): ends after \(last.start - table.rows[0].start) minutes, not \(length)")
            }
            for row in table.rows where !GuideReader.parts.contains(row.part) {
                problems.append(
                    "\(name), line \(row.line): \"\(row.part)\" is not a part (\(GuideReader.parts.sorted().joined(separator: ", ")))"
                )
            }
            let missing = ["Connect", "Concept", "Concrete", "Conclusion"].filter { part in
                !table.rows.contains { $0.part == part }
            }
            if !missing.isEmpty { problems.append("\(name) has no \(missing.joined(separator: ", "))") }
            for row in table.rows {
                guard let (kata, moves) = GuideReader.practice(in: row.text) else { continue }
                guard let card = budgets[kata], moves.upperBound <= card.count else {
                    problems.append("\(name), line \(row.line): kata \(kata) has no card with moves \(moves)")
                    continue
                }
                let budget = card[(moves.lowerBound - 1)..<moves.upperBound].compactMap { $0 }.reduce(0, +)
                if row.minutes != budget {
                    problems.append(
                        "\(name), line \(row.line): kata \(kata)'s moves \(moves.lowerBound)–\(moves.upperBound) take \(budget) min on its card, the slot \(row.minutes ?? 0)"
                    )
                }
            }
        }
        let conclusions = tables.flatMap(\.rows).filter { $0.part == "Conclusion" }
        if Set(conclusions.compactMap(\.minutes)).count > 1 {
            let lengths = conclusions.map { "line \($0.line): \($0.minutes ?? 0) min" }.joined(
                separator: ", ")
            problems.append(
                "Katas.md's conclusions differ in length (\(lengths)): one closing length everywhere")
        }
        return problems
    }

    private static func clock(_ minutes: Int) -> String {
        "\(minutes / 60):\(minutes % 60 < 10 ? "0" : "")\(minutes % 60)"
    }

    /// Facts the kit states about the code that no screen command can show in a screen: the tests
    /// and the Swift files it names exist, and the rows of the products table it says changed on purpose are those
    /// `ProductsScenario.deliberateChanges` declares.
    func statedFactProblems(_ guide: String) -> [String] {
        var problems: [String] = []
        let testFiles = tree.files(in: "Tests").filter { $0.hasSuffix(".swift") }
        let tests = testFiles.map { String(decoding: tree.read($0) ?? Data(), as: UTF8.self) }.joined(
            separator: "\n")
        for name in Set(GuideReader.testNames(in: guide)).sorted() where !tests.contains("func \(name)(") {
            problems.append("Katas.md names the test \(name), which no file under Tests/ declares")
        }
        let fileNames = Set(
            (tree.files(in: "Stages") + testFiles).map {
                $0.split(separator: "/").last.map(String.init) ?? $0
            })
        for name in Set(GuideReader.swiftFileNames(in: guide)).sorted()
        where !fileNames.contains(name) && !tree.exists(name) {
            problems.append(
                "Katas.md names \(name), which neither the package root nor a folder under Stages/ or Tests/ holds"
            )
        }
        let stated = Set(GuideReader.numbers(before: "rows changed on purpose", in: guide))
        if !stated.isEmpty {
            let path = "Tests/Support/KataTestSupport/ProductsScenario.swift"
            let source = tree.read(path).map { String(decoding: $0, as: UTF8.self) } ?? ""
            let declared = source.range(of: "static let deliberateChanges").map {
                source[$0.upperBound...].components(separatedBy: "scenario: \"").count - 1
            }
            if let declared, stated != [declared] {
                problems.append(
                    "Katas.md says \(stated.sorted().map(String.init).joined(separator: " and ")) rows changed on purpose; \(path) declares \(declared) in deliberateChanges"
                )
            } else if declared == nil {
                problems.append(
                    "Katas.md counts rows changed on purpose, and \(path) has no deliberateChanges")
            }
        }
        return problems
    }

    /// Runs every screen command the kit prints, from the package root and with no shell, as a
    /// room would see it: each must succeed and fit a screen, `Pager.pageSize` lines. A line of a
    /// ```sh block that is neither a screen command nor the tool's is refused too.
    func screenCommandProblems(_ guide: String) -> [String] {
        var problems: [String] = []
        var ran: [String: String?] = [:]
        for command in GuideReader.printedCommands(in: guide) {
            if command.inShellBlock, command.text.hasPrefix("swift run kata ") { continue }
            let place = "Katas.md:\(command.line): `\(command.text)`"
            if let known = ran[command.text] {
                if let problem = known { problems.append("\(place) \(problem)") }
                continue
            }
            var problem: String?
            do {
                let screen = try GuideReader.ScreenCommand(command.text)
                if let missing = screen.paths.first(where: { !tree.exists($0) }) {
                    throw KataError("\(missing) does not exist")
                }
                let result = try Shell(directory: tree.root).run(screen.arguments)
                let lines = Pager(text: result.text).lines
                if result.status > screen.highestGoodStatus {
                    problem = "fails with status \(result.status): \(lines.first ?? "no output")"
                } else if lines.count > Pager.pageSize {
                    problem = "prints \(lines.count) lines, more than a screen of \(Pager.pageSize)"
                }
            } catch let error as KataError {
                problem = "is refused: \(error.description)"
            } catch {
                problem = "could not run: \(error.localizedDescription)"
            }
            ran[command.text] = problem
            if let problem { problems.append("\(place) \(problem)") }
        }
        return problems
    }

    /// The words that may follow `swift run kata` in a page: the learner's table and help.
    static var knownCommands: Set<String> {
        Set(CommandTable.learner.commands.map(\.name)).union(CommandTable.helpWords)
    }
}
