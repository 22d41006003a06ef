import Foundation

/// Runs a program found on the PATH and waits for it. Output goes to a file rather than a pipe,
/// so that a long build log cannot fill a pipe's buffer and stall the child.
public struct Shell: Sendable {
    public struct Result: Sendable {
        public let status: Int32
        public let output: Data

        public init(status: Int32, output: Data) {
            self.status = status
            self.output = output
        }

        public var text: String { String(decoding: output, as: UTF8.self) }
    }

    public let directory: URL
    /// Variables added to the tool's own environment for the child.
    public let environment: [String: String]

    public init(directory: URL, environment: [String: String] = [:]) {
        self.directory = directory
        self.environment = environment
    }

    /// Runs `arguments` (the program first), with `input` on its standard input, and returns
    /// its exit status and what it printed (both streams, in order).
    @discardableResult
    public func run(_ arguments: [String], input: Data? = nil, echo: Bool = false) throws -> Result {
        let log = FileManager.default.temporaryDirectory
            .appendingPathComponent("kata-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw KataError("could not write a log in \(log.deletingLastPathComponent().path)")
        }
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        if !echo {
            process.standardOutput = handle
            process.standardError = handle
        }
        let stdin = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        do {
            try process.run()
        } catch {
            throw KataError(
                "could not run \(arguments.joined(separator: " ")): \(error.localizedDescription)")
        }
        if let input {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        let status = Self.wait(for: process)
        return Result(status: status, output: (try? Data(contentsOf: log)) ?? Data())
    }

    /// Waits for the child by reaping it, not with `waitUntilExit()`: on Linux, Foundation learns
    /// of a child's exit through a run loop that needs a loopback socket, and an offline network
    /// namespace (CI's `unshare -n`) has none, so `waitUntilExit()` would never return there.
    /// Where Foundation's monitor works and reaps the child first, its status is used.
    private static func wait(for process: Process) -> Int32 {
        let pid = process.processIdentifier
        var status: Int32 = 0
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid {
                let signal = status & 0x7f
                return signal == 0 ? (status >> 8) & 0xff : 128 + signal
            }
            if reaped == -1 && errno != EINTR {
                while process.isRunning { usleep(5_000) }
                return process.terminationStatus
            }
            usleep(5_000)
        }
    }
}
