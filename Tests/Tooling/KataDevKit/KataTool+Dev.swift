import KataKit

extension CommandTable {
    /// The maintainer's commands, `swift run kata-dev`: an executable of their own, so that the
    /// learner's `kata` holds only what a learner runs.
    public static let maintainer: CommandTable = CommandTable(
        audience: .maintainer,
        commands: [
            .verify,
            .record,
            .carry,
            .pages,
        ],
        alone: { tool in
            tool.help(CommandTable.maintainer)
            return true
        })
}
