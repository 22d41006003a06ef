import Foundation

extension KataCommand {
    static let diff = KataCommand(
        "diff", arguments: "[reference] [code|tests|FILE] [--files] [--page K|--all]",
        summary:
            "the review, 50 lines a page: your work against its start, or the reference; --files lists the files you changed, FILE shows one",
        example: ["reference", "--files"], parse: DiffRequest.parse,
        run: { tool, request in try tool.diff(request) })
}

extension KataTool {
    /// `kata diff`: the review diff a screen at a time, the list of changed files, or one file.
    func diff(_ request: DiffRequest) throws -> Bool {
        let (plan, progress) = try current()
        let commit = request.against == .start ? progress.startCommit : progress.startCommit + "^"
        let name = request.against == .start ? "start" : "reference"
        // The goal checks, the open suites and the kata's page are the reference's and never part
        // of the work.
        let excluded =
            StartLayout.leftOut.map { ":(exclude)\(plan.testsFolder)/\($0)" } + [
                ":(exclude)\(plan.codeFolder)/\(StartLayout.page)"
            ]
        var folders: [String]
        switch request.scope {
        // In open mode the test folder holds only what the tool brought: the design is the code.
        case .all:
            folders = state.isOpen(plan.kata) ? [plan.codeFolder] : [plan.codeFolder, plan.testsFolder]
        case .code: folders = [plan.codeFolder]
        case .tests: folders = [plan.testsFolder]
        case .file(let word): folders = [try changedFile(word, plan: plan, against: commit)]
        }
        folders += excluded
        if request.files {
            let changed = try changedFiles(against: commit, folders: folders)
            guard !changed.isEmpty else {
                console.tell("No file differs from the \(name).")
                return true
            }
            console.tell(console.dim("+ lines yours, - lines the \(name)'s:"))
            for file in changed {
                let counts = file.added < 0 ? "binary" : "+\(file.added) -\(file.removed)"
                console.say("\(counts.padding(toLength: 12, withPad: " ", startingAt: 0))\(file.path)")
            }
            console.tell(
                console.dim(
                    "To see one of them beside the \(name)'s: swift run kata diff \(request.against == .start ? "" : "reference ")FILE"
                ))
            return true
        }
        let pager = Pager(text: try diffOfWorkingTree(against: commit, folders: folders))
        guard !pager.lines.isEmpty else {
            console.tell("No difference from the \(name).")
            return true
        }
        if request.everyPage {
            for line in pager.lines { console.say(line) }
            return true
        }
        guard request.page <= pager.pageCount else {
            throw KataError.noSuchPage(request.page, pages: pager.pageCount)
        }
        for line in pager.page(request.page) { console.say(line) }
        var words = request.against == .start ? [] : ["reference"]
        switch request.scope {
        case .all: break
        case .code: words.append("code")
        case .tests: words.append("tests")
        case .file(let word): words.append(word)
        }
        let command = (["swift run kata diff"] + words).joined(separator: " ")
        let more = request.page < pager.pageCount ? ": \(command) --page \(request.page + 1) (or --all)" : ""
        console.say(
            console.dim(
                "page \(request.page) of \(pager.pageCount), + lines yours, - lines the \(name)'s\(more)"))
        return true
    }

    /// The files below the folders that differ from `commit`, new ones included, with their counts.
    func changedFiles(
        against commit: String, folders: [String]
    ) throws -> [(path: String, added: Int, removed: Int)] {
        try withReviewIndex(against: commit, folders: folders) {
            try $0.numstat(["--cached", "--find-renames", commit, "--"] + folders)
        }
    }

    /// The diff of the folders, new files included, against `commit`.
    func diffOfWorkingTree(against commit: String, folders: [String]) throws -> String {
        try withReviewIndex(against: commit, folders: folders) {
            try $0.diff(["--cached", "--find-renames", commit, "--"] + folders)
        }
    }

    /// Runs `body` with a git whose index holds `commit` plus the working tree's folders: an
    /// index of the tool's own, so that the learner's staging area is never touched.
    private func withReviewIndex<T>(
        against commit: String, folders: [String], _ body: (Git) throws -> T
    ) throws -> T {
        let index = tree.url(".kata/review-index").path
        try? FileManager.default.removeItem(atPath: index)
        defer { try? FileManager.default.removeItem(atPath: index) }
        let reviewGit = Git(shell: Shell(directory: tree.root, environment: ["GIT_INDEX_FILE": index]))
        try reviewGit.run(["read-tree", commit])
        try reviewGit.run(["add", "--all", "--"] + folders.filter { !$0.hasPrefix(":") })
        return try body(reviewGit)
    }

    /// The path a `diff FILE` means: a path as given, or the end of the path of one file in the
    /// kata's folders, here or at `commit`.
    private func changedFile(_ word: String, plan: KataPlan, against commit: String) throws -> String {
        if try tree.exists(word) || git.contents(of: word, at: commit) != nil { return word }
        let folders = [plan.codeFolder, plan.testsFolder]
        let paths = Set(folders.flatMap(tree.files(in:))).union(
            try GitReference(git: git, commit: commit).snapshot(of: folders).keys)
        let named = paths.filter { $0.hasSuffix("/" + word) }.sorted()
        guard named.count == 1 else {
            throw KataError(
                "\(named.isEmpty ? "no file of the kata is" : "\(named.count) files are") named \(word): swift run kata diff reference --files lists the changed ones"
            )
        }
        return named[0]
    }
}
