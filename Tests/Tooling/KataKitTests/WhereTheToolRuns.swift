import Foundation
import Testing

extension Trait where Self == ConditionTrait {
    /// The tool's tests run where the tool runs: from a terminal, with `swift test`, on macOS or
    /// Linux, as CI runs them. Xcode's ⌘U on the package's scheme runs every test target, these
    /// too: inside the iOS Simulator when that is the destination, where the tool cannot start a
    /// program, and on a Mac with whichever `swift` xcode-select names rather than the Xcode that
    /// runs them. There they are skipped, and the Test navigator says why.
    static var whereTheToolRuns: Self {
        .enabled(
            if: ToolHost.runsTheTool,
            "the kata tool's own tests run with swift test from a terminal, where the tool runs")
    }
}

enum ToolHost {
    static var runsTheTool: Bool {
        #if os(macOS) || os(Linux)
            // Xcode hands each test run a configuration file; swift test does not.
            ProcessInfo.processInfo.environment["XCTestConfigurationFilePath"] == nil
        #else
            false
        #endif
    }
}
