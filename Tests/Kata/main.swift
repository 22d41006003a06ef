// The `kata` command, run as `swift run kata …` from the repository root. It needs Process,
// which iOS does not have: there the target builds to a stub, so the package still builds for
// the iOS Simulator.
#if os(macOS) || os(Linux)
    import Foundation
    import KataKit

    let colours = ProcessInfo.processInfo.environment["NO_COLOR", default: ""].isEmpty && isatty(1) == 1
    // Written straight to the file descriptor, line by line, so that CI's log shows each line as
    // it happens rather than when the buffer fills.
    let console = Console(colours: colours) { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) }
    let tool = KataTool(
        root: URL(fileURLWithPath: FileManager.default.currentDirectoryPath), console: console)
    exit(tool.run(Array(CommandLine.arguments.dropFirst())))
#else
    print("The kata tool runs on macOS and Linux, from a terminal at the repository root.")
#endif
