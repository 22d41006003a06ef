extension KataCommand {
    /// The maintainer's commands, apart from the learner's: `swift run kata dev help` lists them.
    static let dev = KataCommand(
        "dev", arguments: "COMMAND", summary: "the maintainer's commands: swift run kata dev help",
        audience: .maintainer, example: ["help"], parse: { $0 },
        run: { tool, words in try CommandTable.maintainer.run(words, on: tool) })
}
