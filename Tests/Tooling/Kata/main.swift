// The `kata` command, run as `swift run kata …` from the repository root. It needs Process,
// which iOS does not have: there the target builds to a stub, so the package still builds for
// the iOS Simulator.
#if os(macOS) || os(Linux)
    import Foundation
    import KataKit

    let environment = ProcessInfo.processInfo.environment
    let colours = environment["NO_COLOR", default: ""].isEmpty && isatty(1) == 1

    /// The terminal's width: COLUMNS when the shell exports it, else the terminal's own, else 80.
    func columns() -> Int {
        if let exported = environment["COLUMNS"].flatMap(Int.init), exported > 0 { return exported }
        var size = winsize()
        if isatty(1) == 1, ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }

    // Written straight to the file descriptor, line by line, so that CI's log shows each line as
    // it happens rather than when the buffer fills.
    let console = Console(colours: colours, columns: columns()) {
        FileHandle.standardOutput.write(Data(($0 + "\n").utf8))
    }
    let tool = KataTool(
        root: URL(fileURLWithPath: FileManager.default.currentDirectoryPath), console: console)
    exit(tool.run(Array(CommandLine.arguments.dropFirst())))
#else
    print("The kata tool runs on macOS and Linux, from a terminal at the repository root.")
#endif
