/// The commands a tool has, one line each: adding a command is a file that declares it (a
/// `static let` on `KataCommand`) and its line in its table. The learner's table, here, is what
/// `swift run kata help` lists; the maintainer's is `KataDevKit`'s, run by `swift run kata-dev`.
public struct CommandTable: Sendable {
    public let audience: KataCommand.Audience
    public let commands: [KataCommand]
    /// What the table runs when no command is given.
    let alone: @Sendable (KataTool) throws -> Bool

    public static let learner: CommandTable = CommandTable(
        audience: .learner,
        commands: [
            .list,
            .start,
            .next,
            .check,
            .watch,
            .hint,
            .catchUp,
            .done,
            .diff,
            .share,
            .compare,
            .reset,
            .doctor,
        ],
        alone: { try $0.status() })

    public init(
        audience: KataCommand.Audience, commands: [KataCommand],
        alone: @escaping @Sendable (KataTool) throws -> Bool
    ) {
        self.audience = audience
        self.commands = commands
        self.alone = alone
    }

    package static let helpWords: Set = ["help", "--help", "-h"]

    /// The commands its help lists.
    public var listed: [KataCommand] { commands }

    public func command(named name: String) -> KataCommand? {
        commands.first { $0.name == name }
    }

    package func run(_ arguments: [String], on tool: KataTool) throws -> Bool {
        guard let word = arguments.first else { return try alone(tool) }
        if Self.helpWords.contains(word) {
            tool.help(self)
            return true
        }
        guard let command = command(named: word) else {
            throw KataError.unknownCommand(
                word, closest: closest(to: word), table: audience.prefix, commands: listed.map(\.name))
        }
        return try command.perform(tool, Array(arguments.dropFirst()))
    }

    /// The listed command a typo most likely meant: one at most two edits away.
    public func closest(to word: String) -> String? {
        listed.map { ($0.name, Self.distance(word, $0.name)) }.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
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
}
