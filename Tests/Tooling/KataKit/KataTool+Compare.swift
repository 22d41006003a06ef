import DesignRules
import Foundation

extension KataCommand {
    static let compare = KataCommand(
        "compare", arguments: "DESIGN… [--without-reference] [--page K|--all]",
        summary:
            "for the coach: the room's designs side by side, 50 lines a page (DESIGN: a file kata share wrote, a folder of them, a pair's kata branch, or an open catalogue's entry such as kata4/open-variants/ID, to rehearse)",
        example: [".kata/share"], parse: CompareRequest.parse,
        run: { tool, request in try tool.compare(request) })
}

extension KataTool {
    static let compareFolder = ".kata/compare"

    /// `kata compare`: each design judged as open `done` judges one, on a copy built beside the
    /// others and the reference's, then set side by side a page at a time. The judgement is kept
    /// until a design or the reference changes, so that the next page comes at once.
    func compare(_ request: CompareRequest) throws -> Bool {
        let designs = try request.designs.flatMap { try loadDesigns($0) }
        let kata = designs[0].kata
        if let other = designs.first(where: { $0.kata != kata }) {
            throw KataError(
                "\(other.name) is a design of kata \(other.kata) and \(designs[0].name) of kata \(kata): compare the designs of one kata at a time"
            )
        }
        let names = designs.map(\.name)
        if let twice = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
            throw KataError("two designs are named \(twice): ask one pair to share again under another name")
        }
        let library = try library
        guard let plan = try library.openPlan(kata) else {
            throw KataError.noOpenMode(kata, katas: library.openNumbers)
        }
        let reference = try compareReference(for: designs)
        let judged = try judge(designs, plan, against: reference)
        let comparison = DesignComparison(
            kata: kata, designs: Array(judged.dropLast()), reference: judged[judged.count - 1],
            showsReference: !request.withoutReference)
        let shown = try keepFiles(of: designs, plan)
        let pages = comparison.pages(columns: min(console.columns, 120))
        let page = "\(Self.reviewFolder)/kata\(kata)-compare.md"
        try tree.write(Data(Self.compareMarkdown(comparison).utf8), to: page)
        let chosen = request.everyPage ? Array(1...pages.count) : [request.page]
        guard request.page <= pages.count else {
            throw KataError.noSuchPage(request.page, pages: pages.count)
        }
        for number in chosen {
            for line in pages[number - 1] { console.say(line) }
        }
        if !request.everyPage {
            let next =
                request.page < pages.count
                ? "; the next: the same command with --page \(request.page + 1)" : ""
            console.tell(
                console.dim("Page \(request.page) of \(pages.count)\(next). Every graph as Mermaid: \(page)"))
        }
        console.tell(
            console.dim(
                "Each design's code and own tests: \(shown)/NAME/ (cat a file, or git diff --no-index two folders)"
            ))
        return true
    }

    /// Each design's stage folder, as it was judged, under `.kata/compare/kataN/<its name>`, and
    /// the pair's own tests in its `own-tests`, for the coach to show on the screen without the
    /// pair's machine; the folder of the last compare is replaced.
    private func keepFiles(of designs: [SharedDesign], _ plan: OpenPlan) throws -> String {
        let folder = "\(Self.compareFolder)/kata\(plan.kata)"
        if tree.isFolder(folder) { try FileManager.default.removeItem(at: tree.url(folder)) }
        for design in designs {
            for (path, data) in design.fileData {
                let shown =
                    path.hasPrefix(plan.codeFolder + "/")
                    ? String(path.dropFirst(plan.codeFolder.count + 1))
                    : "own-tests/" + (path.split(separator: "/").last.map(String.init) ?? path)
                try tree.write(data, to: "\(folder)/\(SharedDesign.slug(design.name))/\(shown)")
            }
        }
        return folder
    }

    /// The designs a word names: a file `kata share` wrote, every such file in a folder, a pair's
    /// kata branch (`kata/4-open`, as fetched: `pair3/kata/4-open`), or an entry of an open
    /// catalogue (`kata4/open-variants/ID`): designs written by others, for a coach to try the
    /// command on before the room's exist.
    private func loadDesigns(_ word: String) throws -> [SharedDesign] {
        let url = word.hasPrefix("/") ? URL(fileURLWithPath: word) : tree.url(word)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                return [try SharedDesign.read(Data(contentsOf: url), from: word)]
            }
            let files = try FileManager.default.contentsOfDirectory(atPath: url.path)
                .filter { $0.hasSuffix(".json") }.sorted()
            guard !files.isEmpty else {
                throw KataError("\(word) holds no design: no .json file that kata share wrote")
            }
            return try files.map { file in
                try SharedDesign.read(
                    Data(contentsOf: url.appendingPathComponent(file)), from: "\(word)/\(file)")
            }
        }
        if let match = word.wholeMatch(of: /kata(\d+)\/(open-variants|open-mistakes)\/([a-z0-9-]+)/),
            let kata = Int(match.1)
        {
            return [try catalogueDesign(String(match.3), in: String(match.2), of: kata)]
        }
        guard let match = word.firstMatch(of: /kata\/(\d+)-open$/), let kata = Int(match.1),
            (try? git.run(["rev-parse", "--verify", "--quiet", word + "^{commit}"])) != nil
        else {
            throw KataError(
                "\(word) is neither a file nor a folder here, nor a kata branch in open mode (kata/N-open), nor an open catalogue's entry (kataN/open-variants/ID): the designs are the files swift run kata share wrote"
            )
        }
        let plan = try library.plan(kata)
        let files = try git.snapshot(of: [plan.codeFolder], at: word).filter {
            $0.key != "\(plan.codeFolder)/\(StartLayout.page)"
        }
        return [SharedDesign(name: word, kata: kata, open: true, reference: nil, files: files)]
    }

    /// An open catalogue's entry as a design: the reference's stage with the entry's edits.
    private func catalogueDesign(_ id: String, in catalogue: String, of kata: Int) throws -> SharedDesign {
        let library = try library
        guard let entry = try library.openCatalogue(catalogue, of: kata).first(where: { $0.id == id }) else {
            throw KataError(
                "kata \(kata)'s \(catalogue) has no \(id): \(KataLibrary.catalogueFolder(catalogue, of: kata))/ lists them"
            )
        }
        let plan = try library.plan(kata)
        let reference = GitReference(git: git, commit: try git.head())
        let stage = try reference.snapshot(of: [plan.codeFolder])
        let files = try KataTool.applying(
            entry.edits, to: stage, reference: reference, folders: [plan.codeFolder]
        ).filter { $0.key != "\(plan.codeFolder)/\(StartLayout.page)" }
        return SharedDesign(name: id, kata: kata, open: true, reference: nil, files: files)
    }

    /// What the designs are judged against: the commit they started from when this clone has it,
    /// else this clone's reference (the start of the kata in progress, or HEAD).
    private func compareReference(for designs: [SharedDesign]) throws -> GitReference {
        for commit in Set(designs.compactMap(\.reference)).sorted()
        where (try? git.run(["rev-parse", "--verify", "--quiet", commit + "^{commit}"])) != nil {
            return GitReference(git: git, commit: commit)
        }
        if let number = state.current, let progress = state[number, open: state.isOpen(number)],
            try git.branch() == progress.branch
        {
            return reference(of: progress)
        }
        return GitReference(git: git, commit: try git.head())
    }

    /// Each design and the reference (last, named "the reference") on copies of the stage.
    private func judge(
        _ designs: [SharedDesign], _ plan: OpenPlan, against reference: GitReference
    ) throws -> [JudgedDesign] {
        let tests = try OpenLayout.tests(of: plan, from: reference, suites: true)
        let start = try OpenLayout.start(of: plan, from: reference).filter {
            $0.key.hasPrefix(plan.codeFolder + "/") && $0.key != "\(plan.codeFolder)/\(StartLayout.page)"
        }
        let referenceCode = try reference.snapshot(of: [plan.codeFolder]).filter {
            $0.key != "\(plan.codeFolder)/\(StartLayout.page)"
        }
        // A pair's own tests travel with its design for the screen, not for the judging.
        let all =
            designs.map { design in
                (design.name, design.fileData.filter { $0.key.hasPrefix(plan.codeFolder + "/") })
            } + [("the reference", referenceCode)]
        let fingerprint = Fingerprint.of(
            Data(
                (all.map { "\($0.0)\u{0}\(Fingerprint.of($0.1))" } + [Fingerprint.of(tests)]).joined(
                    separator: "\n"
                ).utf8))
        let kept = "\(Self.compareFolder)/kata\(plan.kata).json"
        if let data = tree.read(kept), let last = try? JSONDecoder().decode(KeptComparison.self, from: data),
            last.fingerprint == fingerprint
        {
            return last.designs
        }
        console.tell(
            console.bold(
                "Kata \(plan.kata) in open mode: \(designs.count) design\(designs.count == 1 ? "" : "s") and the reference, judged as done judges one"
            )
                + console.dim(
                    " (on copies in \(CopiesPackage.folder)\(CopiesPackage.firstBuild(of: plan.stage, in: tree, "them")))"
                ))
        let variable = plan.done.graph?.environment ?? "KATA_GRAPH_OUTPUT"
        let copies = all.enumerated().map { index, design in
            StageCopy(
                name: "compare\(index + 1)", files: design.1.merging(tests) { $1 },
                environment: [
                    variable: tree.url("\(Self.compareFolder)/graphs\(index + 1).md").path,
                    DesignReview.outputVariable: tree.url("\(Self.compareFolder)/review\(index + 1).json")
                        .path,
                ])
        }
        for index in copies.indices {
            try tree.write(Data(), to: "\(Self.compareFolder)/graphs\(index + 1).md")
            try tree.write(Data(), to: "\(Self.compareFolder)/review\(index + 1).json")
        }
        let outcomes = try runCopies(plan.kata, plan.stage, tree, copies)
        let judged = all.enumerated().map { index, design in
            let outcome = outcomes[index]
            let error = outcome.compileErrors.first.map { error in
                "\(error.path.split(separator: "/").last ?? ""):\(error.line): \(error.message)"
            }
            return JudgedDesign(
                name: design.0, colour: outcome.colour, compileError: error,
                review: try? JSONDecoder().decode(
                    DesignReview.self,
                    from: tree.read("\(Self.compareFolder)/review\(index + 1).json") ?? Data()),
                graphs: String(
                    decoding: tree.read("\(Self.compareFolder)/graphs\(index + 1).md") ?? Data(),
                    as: UTF8.self),
                changes: JudgedDesign.Changes(
                    from: start, to: index == all.count - 1 ? referenceCode : design.1))
        }
        try tree.write(
            try JSONEncoder().encode(KeptComparison(fingerprint: fingerprint, designs: judged)), to: kept)
        return judged
    }

    /// Every design's graphs as Mermaid, for a browser beside the projector.
    static func compareMarkdown(_ comparison: DesignComparison) -> String {
        var text = "# Kata \(comparison.kata) in open mode: the room's designs\n\n"
        text += "```\n" + comparison.overview(columns: 120).joined(separator: "\n") + "\n```\n"
        for design in comparison.designs + [comparison.reference] {
            text += "\n## \(design.name)\n"
            for section in design.drawings.sections {
                text += "\n### \(section.name)\n\n\(section.mermaid)\n"
            }
            if design.drawings.sections.isEmpty { text += "\nNot drawn: it did not compile.\n" }
        }
        return text
    }
}

/// The last judgement `compare` made, with the fingerprint of what it judged.
struct KeptComparison: Codable {
    let fingerprint: String
    let designs: [JudgedDesign]
}
