/// Everything the tool can refuse, each with the one line a person needs (what is wrong and what
/// to do) and its exit status. Nothing is changed on disk before one of these is thrown.
public enum KataError: Error, Equatable, CustomStringConvertible {
    /// A word the command table does not know, with the closest it does.
    case unknownCommand(String, closest: String?, table: String, commands: [String])
    /// A command given arguments it does not take: its usage says what it does take.
    case usage(command: String, usage: String, problem: String?)
    case noKataInProgress
    case noSuchKata(Int, katas: [Int])
    case wrongBranch(kata: Int, branch: String, current: String?)
    case missingFolder(String)
    /// The reference (the commit a kata started from, or a folder) has no such file.
    case referenceLacks(String)
    case noSuchPage(Int, pages: Int)
    /// `start N --open` for a kata without an `open.json`: the katas that have one.
    case noOpenMode(Int, katas: [Int])
    /// `catch-up` in open mode, where the design is the learner's and no code is the answer.
    case noCatchUpInOpenMode(Int)
    /// A question only a person can answer, asked where nobody can: the flag that answers it.
    case needsConfirmation(what: String, flag: String)
    /// Anything else that stopped a command: git, files, data.
    case failed(String)

    /// A failure told in the tool's words.
    public init(_ description: String) {
        self = .failed(description)
    }

    /// 2 for a command line the tool cannot read, 1 for everything else it refuses.
    public var exitStatus: Int32 {
        switch self {
        case .unknownCommand, .usage: 2
        default: 1
        }
    }

    public var description: String {
        switch self {
        case .unknownCommand(let word, let closest, let table, let commands):
            let guess = closest.map { "did you mean \($0)? " } ?? ""
            return
                "unknown command '\(word)': \(guess)the commands are \(commands.joined(separator: ", ")); \(table) help says more"
        case .usage(let command, let usage, let problem):
            return "\(command) \(problem ?? "is typed"): \(usage)"
        case .noKataInProgress:
            return
                "no kata in progress: swift run kata start 2 starts the first (swift run kata list shows them all)"
        case .noSuchKata(let kata, let katas):
            let stage1 =
                kata == 1 ? " Stage 1 has no kata: read it and its tests, swift test --filter Stage1." : ""
            return
                "there is no kata \(kata): the katas are \(katas.map(String.init).joined(separator: ", ")).\(stage1)"
        case .wrongBranch(let kata, let branch, let current):
            return
                "kata \(kata) is on the branch \(branch), and you are on \(current ?? "a detached HEAD"): git switch \(branch)"
        case .missingFolder(let folder):
            return
                "\(folder) is missing: git restore \(folder) brings back what was last committed or staged there, and swift run kata reset starts the kata again, keeping your files"
        case .referenceLacks(let path):
            return "the reference has no \(path)"
        case .noSuchPage(let page, let pages):
            return "there is no page \(page): this review has \(pages) page\(pages == 1 ? "" : "s")"
        case .noOpenMode(let kata, let katas):
            let have =
                katas.isEmpty
                ? "no kata has one yet"
                : "the kata\(katas.count == 1 ? "" : "s") with one: \(katas.map(String.init).joined(separator: ", "))"
            return
                "kata \(kata) has no open mode (\(have)); swift run kata start \(kata) does it guided, move by move"
        case .noCatchUpInOpenMode(let kata):
            return
                "open mode has no catch-up: kata \(kata)'s design is yours, and there is no reference code for a step you choose. swift run kata hint asks a question; swift run kata done shows the reference's design beside yours once yours is green"
        case .needsConfirmation(let what, let flag):
            return "nothing changed: \(what), and there is no terminal to ask you; \(flag) goes ahead"
        case .failed(let description):
            return description
        }
    }
}
