/// One command of the `kata` tool, as a value: its name, who it is for, what it says in help, how
/// it reads its arguments and what it runs. `CommandTable` lists them; dispatch, help, the
/// suggestion for a typo and the exit status all come from there.
public struct KataCommand: Sendable {
    public enum Audience: Sendable {
        case learner
        /// The maintainer's, in an executable of their own, `swift run kata-dev`: the learner's
        /// `kata` holds none of them.
        case maintainer

        public var prefix: String { self == .learner ? "swift run kata" : "swift run kata-dev" }
    }

    public let name: String
    /// What follows the name in help: `N`, `[--skip]`.
    public let arguments: String
    public let summary: String
    public let audience: Audience
    /// Arguments it is run with when a test runs every command in the table.
    public let example: [String]
    package let perform: @Sendable (KataTool, [String]) throws -> Bool

    /// - Parameters:
    ///   - parse: the command's arguments as the value `run` takes; it throws `ArgumentProblem`
    ///     for words it does not take, which the tool answers with the command's usage.
    public init<Parsed>(
        _ name: String, arguments: String = "", summary: String, audience: Audience = .learner,
        example: [String] = [], parse: @escaping @Sendable ([String]) throws -> Parsed,
        run: @escaping @Sendable (KataTool, Parsed) throws -> Bool
    ) {
        self.name = name
        self.arguments = arguments
        self.summary = summary
        self.audience = audience
        self.example = example
        let usage = Self.usage(audience, name, arguments)
        perform = { tool, words in
            let parsed: Parsed
            do {
                parsed = try parse(words)
            } catch let problem as ArgumentProblem {
                throw KataError.usage(command: name, usage: usage, problem: problem.description)
            }
            return try run(tool, parsed)
        }
    }

    /// How it is typed: `swift run kata start N`.
    public var usage: String { Self.usage(audience, name, arguments) }

    private static func usage(_ audience: Audience, _ name: String, _ arguments: String) -> String {
        ([audience.prefix, name] + (arguments.isEmpty ? [] : [arguments])).joined(separator: " ")
    }
}
