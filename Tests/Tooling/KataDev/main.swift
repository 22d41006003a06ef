// The maintainer's `kata-dev` command, run as `swift run kata-dev …` from the repository root:
// verify, record and pages, apart from the learner's `kata`. See .github/CONTRIBUTING.md.
#if os(macOS) || os(Linux)
    import Foundation
    import KataDevKit
    import KataKit

    let tool = KataComposition.tool(
        root: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        console: KataComposition.terminal())
    exit(tool.run(Array(CommandLine.arguments.dropFirst()), table: .maintainer))
#else
    print("kata-dev runs on macOS and Linux, from a terminal at the repository root.")
#endif
