// The learner's `kata` command, run as `swift run kata …` from the repository root. It starts
// programs, which iOS cannot: there the target builds to a stub, so the package still builds for
// the iOS Simulator.
#if os(macOS) || os(Linux)
    import Foundation
    import KataKit

    let tool = KataComposition.tool(
        root: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        console: KataComposition.terminal())
    exit(tool.run(Array(CommandLine.arguments.dropFirst())))
#else
    print("The kata tool runs on macOS and Linux, from a terminal at the repository root.")
#endif
