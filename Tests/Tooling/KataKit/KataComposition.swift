import Foundation

/// The tool's composition root: the one place that names the machine's collaborators (the checks
/// `swift test` runs, the copies `done` builds, the terminal, the clock) and hands them to a
/// `KataTool`. Both executables, the learner's `kata` and the maintainer's `kata-dev`, are built
/// here; the tests hand the tool doubles instead.
public enum KataComposition {
    /// The tool on this machine, in the package at `root`, telling `console`.
    public static func tool(root: URL, console: Console) -> KataTool {
        KataTool(
            root: root, console: console, now: Date.init,
            check: { kata, tree, goalSources in
                try CheckRunner().run(
                    kata: kata, in: tree, goalSources: goalSources, build: goalSources == nil,
                    log: KataTool.logPath)
            },
            openCheck: { tree, filter, environment in
                try CheckRunner().run(
                    kata: 0, in: tree, filter: filter, environment: environment,
                    build: !CheckRunner.runsAsBuilt(environment), log: KataTool.logPath)
            },
            copies: { kata, stage, tree, copies in
                try CopiesRunner().run(kata: kata, stage: stage, copies: copies, in: tree)
            },
            checkSeveral: { tree, katas, restore in
                try CheckRunner().run(several: katas, in: tree, restore: restore, log: KataTool.logPath)
            },
            workers: min(4, ProcessInfo.processInfo.activeProcessorCount),
            // About 26 of the catalogue's 265 trials a run: a minute and a half on two cores.
            recordSampleOneIn: 10,
            ask: askAtTerminal,
            wait: {
                Thread.sleep(forTimeInterval: 1)
                return true
            },
            program: { try Shell(directory: root).run($0) })
    }

    /// A question on the terminal, answered with y or n; nil when standard input is no terminal.
    static let askAtTerminal: KataTool.Ask = { question in
        guard isatty(0) == 1 else { return nil }
        FileHandle.standardOutput.write(Data((question + " [y/N] ").utf8))
        guard let answer = readLine() else { return nil }
        return ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// The terminal: colours unless `NO_COLOR` is set or the output is no terminal; as wide as
    /// `COLUMNS` when the shell exports it, else the terminal, else 80. Written straight to the
    /// file descriptor, line by line, so that CI's log shows each line as it happens.
    public static func terminal() -> Console {
        let environment = ProcessInfo.processInfo.environment
        let colours = environment["NO_COLOR", default: ""].isEmpty && isatty(1) == 1
        return Console(colours: colours, columns: columns(environment)) {
            FileHandle.standardOutput.write(Data(($0 + "\n").utf8))
        }
    }

    private static func columns(_ environment: [String: String]) -> Int {
        if let exported = environment["COLUMNS"].flatMap(Int.init), exported > 0 { return exported }
        var size = winsize()
        if isatty(1) == 1, ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }
}
