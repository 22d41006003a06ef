#if os(macOS) || os(Linux)
    import Foundation
    import KataKit

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "test", "--filter", "Stage5"]
    try process.run()
    process.waitUntilExit()
    print("kata \(KataVersion.number): swift test exited \(process.terminationStatus)")
#else
    print("The kata tool runs on macOS and Linux, from a terminal at the repository root.")
#endif
