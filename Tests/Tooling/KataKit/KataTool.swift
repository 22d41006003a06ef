import Foundation

/// The `kata` command: practice mode as a tool. Each command is a `KataCommand` in a file of its
/// own, listed in `CommandTable`; this file holds what they share.
public final class KataTool {
    /// Runs kata `kata`'s check in `tree`; with `goalSources`, only its goal checks, reading that
    /// stage folder, against the tests as last built: that run builds nothing.
    public typealias Check =
        @Sendable (_ kata: Int, _ tree: FileTree, _ goalSources: String?) throws -> CheckOutcome
    /// Runs the tests `filter` selects in `tree`, with `environment` added: open mode's verify,
    /// in its scratch tree, and verify's runs of `MistakeSchema`. A run that reads the goal checks'
    /// sources elsewhere (`KATA_GOAL_SOURCES`) or makes a mistake of a schema already built
    /// (`KATA_MISTAKE`) builds nothing.
    public typealias OpenCheck =
        @Sendable (_ tree: FileTree, _ filter: String, _ environment: [String: String]) throws -> CheckOutcome
    /// Builds the copies of kata `kata`'s stage that `done` judges, guided or open, and runs each
    /// one's tests: an outcome for each copy, in their order (`CopiesRunner`).
    public typealias Copies =
        @Sendable (_ kata: Int, _ stage: String, _ tree: FileTree, _ copies: [StageCopy]) throws ->
        [CheckOutcome]
    /// Runs several katas' checks from one build and one run, each kata's folders as the tree
    /// holds them: `restore` puts a kata's folders back as they build, when its code does not
    /// (`CheckRunner.run(several:)`). What `kata-dev verify` judges an entry of each kata with.
    public typealias CheckSeveral =
        @Sendable (
            _ tree: FileTree, _ katas: [(kata: Int, module: String, folders: [String])],
            _ restore: (Int) throws -> Void
        ) throws -> [Int: CheckOutcome]
    /// Asks the person at the terminal a yes-or-no question; nil when there is no one to ask.
    public typealias Ask = @Sendable (_ question: String) -> Bool?
    /// Waits before `watch` looks at the files again; false ends the watch.
    public typealias Wait = @Sendable () -> Bool
    /// Runs a program (`swift build`) in the package's folder.
    public typealias Program = @Sendable (_ arguments: [String]) throws -> Shell.Result

    package let tree: FileTree
    package let console: Console
    package let git: Git
    package let now: @Sendable () -> Date
    package let runCheck: Check
    package let runOpenCheck: OpenCheck
    package let runCopies: Copies
    package let checkSeveral: CheckSeveral
    /// How many builds or runs `kata-dev verify` may have under way at once, each compiled one in
    /// a tree of its own: the machine's cores, four at most, since each tree is a whole build
    /// (some 240 MB and a minute of processor time) before its first trial.
    package let workers: Int
    /// One trial in this many whose outcome `kata-dev verify` takes from its record is compiled
    /// again, to hold the record against what a build says (`RecordedTrials`).
    package let recordSampleOneIn: Int
    let ask: Ask
    let wait: Wait
    package let program: Program
    let store: ProgressStore
    var state = ProgressState()

    public static let logPath = ".kata/logs/check.log"

    /// Every collaborator is handed in: `KataComposition` wires the machine's, the tests their doubles.
    public init(
        root: URL, console: Console, now: @escaping @Sendable () -> Date, check: @escaping Check,
        openCheck: @escaping OpenCheck, copies: @escaping Copies, checkSeveral: @escaping CheckSeveral,
        workers: Int, recordSampleOneIn: Int, ask: @escaping Ask, wait: @escaping Wait,
        program: @escaping Program
    ) {
        tree = FileTree(root: root)
        self.console = console
        git = Git(shell: Shell(directory: root))
        self.now = now
        store = ProgressStore(tree: tree)
        runCheck = check
        runOpenCheck = openCheck
        runCopies = copies
        self.checkSeveral = checkSeveral
        self.workers = workers
        self.recordSampleOneIn = recordSampleOneIn
        self.ask = ask
        self.wait = wait
        self.program = program
    }

    /// Runs one command line (without the program's name) and returns the exit status: 0 when
    /// it did what was asked (a check that came out green), 1 otherwise, 2 for a command line it
    /// cannot read.
    public func run(_ arguments: [String], table: CommandTable = .learner) -> Int32 {
        // Each program's own name, as a shell says "ls: …": `kata` or `kata-dev`.
        let name = table.audience.prefix.split(separator: " ").last.map(String.init) ?? "kata"
        do {
            let (loaded, warning) = store.load(now: now())
            state = loaded
            if let warning { console.tell("\(name): \(warning)") }
            return try table.run(arguments, on: self) ? 0 : 1
        } catch let error as KataError {
            console.tell("\(name): \(error.description)")
            return error.exitStatus
        } catch {
            console.tell("\(name): \(error.localizedDescription)")
            return 1
        }
    }

    package var library: KataLibrary {
        get throws { try KataLibrary(tree: tree) }
    }

    func save() throws {
        try store.save(state)
    }

    /// The kata in progress, checked to be where the learner is; in open mode, the guided kata's
    /// plan with the open progress (its branch and start), which is what `diff` and `reset` need.
    func current() throws -> (KataPlan, KataProgress) {
        guard let number = state.current, let progress = state[number, open: state.isOpen(number)] else {
            throw KataError.noKataInProgress
        }
        let plan = try library.plan(number)
        let branch = try git.branch()
        guard branch == progress.branch else {
            throw KataError.wrongBranch(kata: number, branch: progress.branch, current: branch)
        }
        return (plan, progress)
    }

    /// The kata in progress and its current move; nil, once said, before the first move.
    func currentMove() throws -> (KataPlan, KataProgress, Move)? {
        let (plan, progress) = try current()
        guard progress.move > 0 else {
            console.tell("No move yet: swift run kata next brings move 1.")
            return nil
        }
        return (plan, progress, plan.moves[progress.move - 1])
    }

    func update(_ kata: Int, _ change: (inout KataProgress) -> Void) throws {
        let open = state.isOpen(kata)
        guard var progress = state[kata, open: open] else { return }
        change(&progress)
        state[kata, open: open] = progress
        try save()
    }

    /// The folders a kata works in must exist, or SwiftPM fails with "invalid custom path".
    func requireFolders(of plan: KataPlan) throws {
        for folder in [plan.codeFolder, plan.testsFolder] where !tree.isFolder(folder) {
            throw KataError.missingFolder(folder)
        }
    }

    func reference(of progress: KataProgress) -> GitReference {
        GitReference(git: git, commit: progress.startCommit + "^")
    }

    /// Where the learner's files go before an operation replaces them; a file that still holds
    /// what the tool brought, or what the kata started with, is not the learner's and is not kept.
    func keptFiles(_ progress: KataProgress) -> KeptFiles {
        let git = git
        return KeptFiles(tree: tree, now: now()) { path, data in
            progress.brought?[path] == Fingerprint.of(data)
                || (try? git.contents(of: path, at: progress.startCommit)) == data
        }
    }

    /// Applies a move's operations, keeping the learner's files, and remembers what it brought.
    func apply(_ operations: [Operation], kata: Int, progress: KataProgress) throws -> KeptFiles {
        let kept = keptFiles(progress)
        try OperationApplier(tree: tree, reference: reference(of: progress), kept: kept).apply(operations)
        let paths = operations.flatMap(\.touchedPaths).flatMap(tree.files(in:))
        try update(kata) { progress in
            var brought = progress.brought ?? [:]
            for path in paths { brought[path] = tree.read(path).map(Fingerprint.of) }
            progress.brought = brought
        }
        return kept
    }

    /// Names the learner's files the tool put aside, where they are.
    func say(kept: KeptFiles) {
        guard !kept.paths.isEmpty else { return }
        let names = kept.paths.joined(separator: ", ")
        console.tell("Your version\(kept.paths.count == 1 ? "" : "s") of \(names) kept in \(kept.folder)/.")
    }

    static func minutes(_ seconds: Double) -> String {
        seconds < 90 ? "\(Int(seconds.rounded())) s" : "\(Int((seconds / 60).rounded())) min"
    }
}
