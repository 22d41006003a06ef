import Foundation

/// The `kata` command: practice mode as a tool. Each command is in an extension of its own;
/// this file holds what they share.
public final class KataTool {
    /// Runs kata `kata`'s check in `tree`; with `goalSources`, only its goal checks, reading that
    /// stage folder.
    public typealias Check =
        @Sendable (_ kata: Int, _ tree: FileTree, _ goalSources: String?) throws -> CheckOutcome

    let tree: FileTree
    let console: Console
    let git: Git
    let now: () -> Date
    let runCheck: Check
    let store: ProgressStore
    var state = ProgressState()

    public static let logPath = ".kata/logs/check.log"

    public init(
        root: URL, console: Console, now: @escaping () -> Date = Date.init,
        check: Check? = nil
    ) {
        tree = FileTree(root: root)
        self.console = console
        git = Git(shell: Shell(directory: root))
        self.now = now
        store = ProgressStore(tree: tree)
        runCheck =
            check ?? { kata, tree, goalSources in
                try CheckRunner().run(kata: kata, in: tree, goalSources: goalSources, log: KataTool.logPath)
            }
    }

    /// Runs one command line (without the program's name) and returns the exit status: 0 when
    /// it did what was asked (a check that came out green), 1 otherwise, 2 for a command it does
    /// not know.
    public func run(_ arguments: [String]) -> Int32 {
        do {
            let (loaded, warning) = store.load(now: now())
            state = loaded
            if let warning { console.say("kata: \(warning)") }
            return try dispatch(arguments) ? 0 : 1
        } catch let error as KataError {
            console.say("kata: \(error.description)")
            return error.description.hasPrefix("unknown command") ? 2 : 1
        } catch {
            console.say("kata: \(error.localizedDescription)")
            return 1
        }
    }

    private func dispatch(_ arguments: [String]) throws -> Bool {
        let command = arguments.first ?? ""
        let rest = Array(arguments.dropFirst())
        switch command {
        case "": return try status()
        case "list": return try list()
        case "start": return try start(number(rest, for: "start"))
        case "next":
            guard rest.isEmpty || rest == ["--skip"] else {
                throw KataError(
                    "next takes nothing, or --skip to move on from an unfinished move: swift run kata next --skip"
                )
            }
            return try next(skip: rest == ["--skip"])
        case "check": return try check()
        case "watch": return try watch()
        case "hint": return try hint()
        case "catch-up": return try catchUp()
        case "done": return try done()
        case "diff": return try diff(rest)
        case "reset": return try reset(rest.isEmpty ? nil : number(rest, for: "reset"))
        case "doctor": return try doctor()
        case "verify": return try verify(rest)
        case "help", "--help", "-h": help()
        default:
            let guess = Self.closest(to: command).map { "did you mean \($0)? " } ?? ""
            throw KataError(
                "unknown command '\(command)': \(guess)the commands are \(Self.commands); swift run kata help says more"
            )
        }
        return true
    }

    static let commands = "list, start N, next, check, watch, hint, catch-up, done, diff, reset, doctor"

    /// The command a typo most likely meant: one at most two edits away.
    static func closest(to word: String) -> String? {
        let names = [
            "list", "start", "next", "check", "watch", "hint", "catch-up", "done", "diff", "reset", "doctor",
        ]
        return names.map { ($0, distance(word, $0)) }.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
    }

    /// Levenshtein distance: insertions, deletions and substitutions.
    static func distance(_ first: String, _ second: String) -> Int {
        let a = Array(first)
        let b = Array(second)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var diagonal = row[0]
            row[0] = i
            for j in 1...b.count {
                let above = row[j]
                row[j] = min(above + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1))
                diagonal = above
            }
        }
        return row[b.count]
    }

    private func number(_ arguments: [String], for command: String) throws -> Int {
        guard arguments.count == 1, let number = Int(arguments[0]) else {
            throw KataError("\(command) takes the number of a kata: swift run kata \(command) 2")
        }
        return number
    }

    var library: KataLibrary {
        get throws { try KataLibrary(tree: tree) }
    }

    func save() throws {
        try store.save(state)
    }

    /// The kata in progress, checked to be where the learner is.
    func current() throws -> (KataPlan, KataProgress) {
        guard let number = state.current, let progress = state[number] else {
            throw KataError(
                "no kata in progress: swift run kata start 2 starts the first (swift run kata list shows them all)"
            )
        }
        let plan = try library.plan(number)
        let branch = try git.branch()
        guard branch == progress.branch else {
            throw KataError(
                "kata \(number) is on the branch \(progress.branch), and you are on \(branch ?? "a detached HEAD"): git switch \(progress.branch)"
            )
        }
        return (plan, progress)
    }

    func update(_ kata: Int, _ change: (inout KataProgress) -> Void) throws {
        guard var progress = state[kata] else { return }
        change(&progress)
        state[kata] = progress
        try save()
    }

    /// The folders a kata works in must exist, or SwiftPM fails with "invalid custom path".
    func requireFolders(of plan: KataPlan) throws {
        for folder in [plan.codeFolder, plan.testsFolder] where !tree.isFolder(folder) {
            throw KataError(
                "\(folder) is missing: git restore \(folder) brings back what was last committed or staged there, and swift run kata reset starts the kata again, keeping your files"
            )
        }
    }

    func reference(of progress: KataProgress) -> GitReference {
        GitReference(git: git, commit: progress.startCommit + "^")
    }

    func say(kept: KeptFiles) {
        guard !kept.paths.isEmpty else { return }
        console.say("Your versions of \(kept.paths.count) file(s) are kept in \(kept.folder)/.")
    }

    static func minutes(_ seconds: Double) -> String {
        seconds < 90 ? "\(Int(seconds.rounded())) s" : "\(Int((seconds / 60).rounded())) min"
    }
}
