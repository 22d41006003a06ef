import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Runs a program found on the PATH and waits for it.
///
/// It spawns the child itself rather than through Foundation's `Process`: on Linux, up to at least
/// Swift 6.3, `Process.run()` can crash reading `/proc/self/fd` (swift-corelibs-foundation#5472),
/// which a test run starting hundreds of children in parallel does hit. The child opens its input
/// and its log itself, so no pipe can fill and stall it, and no descriptor is left open here.
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
    public func run(_ arguments: [String], input: Data? = nil) throws -> Result {
        let files = FileManager.default.temporaryDirectory
            .appendingPathComponent("kata-\(UUID().uuidString)")
        let log = files.appendingPathExtension("log")
        let stdin = files.appendingPathExtension("in")
        defer {
            try? FileManager.default.removeItem(at: log)
            try? FileManager.default.removeItem(at: stdin)
        }
        if let input {
            guard FileManager.default.createFile(atPath: stdin.path, contents: input) else {
                throw KataError("could not write a file in \(files.deletingLastPathComponent().path)")
            }
        }
        let status = try Self.spawnAndWait(
            arguments, in: directory.path,
            environment: ProcessInfo.processInfo.environment.merging(environment) { $1 },
            input: input == nil ? "/dev/null" : stdin.path,
            log: log.path)
        guard let output = try? Data(contentsOf: log) else {
            throw KataError("could not read what \(arguments.joined(separator: " ")) printed")
        }
        return Result(status: status, output: output)
    }

    private static func spawnAndWait(
        _ arguments: [String], in directory: String, environment: [String: String],
        input: String, log: String
    ) throws -> Int32 {
        let name = arguments.joined(separator: " ")
        // sh changes into the directory, then becomes the program, found on the PATH.
        let command = ["/bin/sh", "-c", #"cd -- "$1" && shift && exec "$@""#, "sh", directory] + arguments
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
            var attributes: posix_spawnattr_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)

        // The child starts with no signal blocked and every handler at its default, whatever the
        // test runner or the tool set for itself.
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        #if canImport(Darwin)
            // Only the three descriptors above reach the child.
            flags |= POSIX_SPAWN_CLOEXEC_DEFAULT
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = command.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid = pid_t()
        let failure = posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
        guard failure == 0 else {
            throw KataError("could not run \(name): " + String(cString: strerror(failure)))
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else {
                throw KataError("lost track of \(name): " + String(cString: strerror(errno)))
            }
        }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
