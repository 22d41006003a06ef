import Foundation

/// Runs a stage's tests the way a learner would, `swift test --filter StageN`, and reads the
/// verdict from the event stream and the compiler's diagnostics.
public struct CheckRunner: Sendable {
    /// Where the goal checks read the stage's sources from, when not from the stage's folder
    /// (`SourceTree+Stage.swift` reads it).
    public static let goalSourcesVariable = "KATA_GOAL_SOURCES"

    public init() {}

    /// Whether a run with `environment` added runs the tests as last built: one that reads the
    /// goal checks' sources elsewhere, or makes one mistake of a `MistakeSchema` already built.
    public static func runsAsBuilt(_ environment: [String: String]) -> Bool {
        environment[goalSourcesVariable] != nil || environment[MistakeSchema.variable] != nil
    }

    /// - Parameters:
    ///   - goalSources: run only the kata's goal checks, reading that stage folder instead of the
    ///     kata's own: how CI shows they fail on the stage before.
    ///   - filter: the tests to run, instead of the kata's; `environment` is added to the run's.
    ///   - build: false runs the tests as last built, with no build: for goal checks that read
    ///     sources elsewhere, where a build would only bring the tree's code up to date again.
    ///   - folder: the folder the paths in the outcome are relative to, when not the tree's root.
    public func run(
        kata: Int, in tree: FileTree, skip: String? = nil, goalSources: String? = nil,
        filter chosen: String? = nil, environment added: [String: String] = [:], build: Bool = true,
        pathsRelativeTo folder: URL? = nil, log logPath: String? = nil
    ) throws -> CheckOutcome {
        let events = FileManager.default.temporaryDirectory
            .appendingPathComponent("kata-events-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: events) }
        let filter = chosen ?? (goalSources == nil ? "Stage\(kata)" : "Stage\(kata).*KataGoalTests")
        var arguments = (build ? ["swift", "test"] : Self.builtTests(in: tree)) + ["--filter", filter]
        if let skip { arguments += ["--skip", skip] }
        arguments += [
            "--experimental-event-stream-output", events.path, "--experimental-event-stream-version", "0",
        ]
        let environment = (goalSources.map { [Self.goalSourcesVariable: $0] } ?? [:]).merging(added) { $1 }
        let result = try Shell(directory: tree.root, environment: environment).run(arguments)
        if let logPath { try? tree.write(result.output, to: logPath) }
        let root = FileTree.resolved((folder ?? tree.root).path)
        let report = EventStreamReport(jsonLines: (try? Data(contentsOf: events)) ?? Data(), relativeTo: root)
        return CheckOutcome.from(status: result.status, log: result.text, events: report, root: root)
    }

    /// Several katas' checks from one build and one run, each kata's stage laid out in the tree
    /// as the caller left it: what `kata-dev verify` does to judge an entry of each kata at once,
    /// since their folders are apart. Each kata's outcome is read from the run's event stream by
    /// its test module, and its compile errors by its folders. A kata whose code does not compile
    /// stops the build for all: its outcome is its errors, and the others are built and run again
    /// without it, once `restore` has put its folders back as they build.
    ///
    /// No kata is a build and no run: a tree's first build, made ahead of the trials.
    ///
    /// It builds with `swift build --build-tests`, linking with lld where it can (`fasterLinker`),
    /// and runs the tests as built: on Linux the test executable itself, which costs a fifth of
    /// what `swift test` adds to each of verify's 250 or so builds (0.18 s of processor time
    /// against 0.6 s), and never waits on SwiftPM's lock.
    public func run(
        several katas: [(kata: Int, module: String, folders: [String])], in tree: FileTree,
        restore: (Int) throws -> Void, log logPath: String? = nil
    ) throws -> [Int: CheckOutcome] {
        var outcomes: [Int: CheckOutcome] = [:]
        var pending = katas
        repeat {
            let build = try Shell(directory: tree.root).run(
                ["swift", "build", "--build-tests"] + Self.fasterLinker(in: tree))
            let root = FileTree.resolved(tree.root.path)
            if let logPath { try? tree.write(build.output, to: logPath) }
            let errors = CompilerDiagnostic.errors(in: build.text, relativeTo: root)
            if build.status != 0 && errors.isEmpty {
                // A build that failed with no error in a source (a link, SwiftPM itself): every
                // kata is told its log.
                for kata in pending {
                    outcomes[kata.kata] = CheckOutcome.from(
                        status: build.status, log: build.text,
                        events: EventStreamReport(jsonLines: Data(), relativeTo: root), root: root)
                }
                return outcomes
            }
            let broken = pending.filter { kata in
                errors.contains { error in kata.folders.contains { error.path.hasPrefix($0 + "/") } }
            }
            if !errors.isEmpty && broken.isEmpty {
                // Errors no kata's folders hold (a support target): every kata is told them.
                for kata in pending {
                    outcomes[kata.kata] = CheckOutcome(verdict: .buildFailed, compileErrors: errors)
                }
                return outcomes
            }
            guard broken.isEmpty else {
                for kata in broken {
                    let own = errors.filter { error in
                        kata.folders.contains { error.path.hasPrefix($0 + "/") }
                    }
                    outcomes[kata.kata] = CheckOutcome(verdict: .buildFailed, compileErrors: own)
                    try restore(kata.kata)
                }
                pending.removeAll { kata in broken.contains { $0.kata == kata.kata } }
                continue
            }
            guard !pending.isEmpty else { return outcomes }
            let events = FileManager.default.temporaryDirectory
                .appendingPathComponent("kata-events-\(UUID().uuidString).jsonl")
            defer { try? FileManager.default.removeItem(at: events) }
            let filter = pending.map { "^\($0.module)\\." }.joined(separator: "|")
            let result = try Shell(directory: tree.root).run(
                Self.builtTests(in: tree) + [
                    "--filter", filter, "--experimental-event-stream-output", events.path,
                    "--experimental-event-stream-version", "0",
                ])
            if let logPath { try? tree.write(build.output + result.output, to: logPath) }
            let data = (try? Data(contentsOf: events)) ?? Data()
            for kata in pending {
                let report = EventStreamReport(jsonLines: data, relativeTo: root, module: kata.module)
                // The run's status is every kata's; a kata's own is what its tests reported.
                let status: Int32 = report.runEnded && report.failures.isEmpty ? 0 : result.status
                outcomes[kata.kata] = CheckOutcome.from(status: status, log: "", events: report, root: root)
            }
            pending = []
        } while !pending.isEmpty
        return outcomes
    }

    /// On Linux, where SwiftPM links with gold, the toolchain's own lld when it ships one, named
    /// in a toolset (`--toolset`, SE-0387): a link takes 0.2 s less of processor time, and no
    /// compile command changes, so a tree built without it compiles nothing again for it.
    static func fasterLinker(in tree: FileTree) -> [String] {
        #if os(Linux)
            let file = ".kata/lld-toolset.json"
            guard let toolset = lldToolset(searching: ProcessInfo.processInfo.environment["PATH"] ?? "")
            else { return [] }
            // A tree that cannot hold the file builds with SwiftPM's own linker.
            if tree.read(file) != toolset {
                do { try tree.write(toolset, to: file) } catch { return [] }
            }
            return ["--toolset", tree.url(file).path]
        #else
            return []
        #endif
    }

    /// A toolset naming the `ld.lld` beside the first `swift` on `path` (a `PATH`), or nil when
    /// that toolchain has none.
    static func lldToolset(searching path: String) -> Data? {
        guard
            let swift = path.split(separator: ":").lazy
                .map({ URL(fileURLWithPath: String($0)).appendingPathComponent("swift") })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else { return nil }
        let lld = swift.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("ld.lld")
        guard FileManager.default.isExecutableFile(atPath: lld.path) else { return nil }
        return try? JSONSerialization.data(
            withJSONObject: ["schemaVersion": "1.0", "linker": ["path": lld.path]], options: [.sortedKeys])
    }

    /// The command that runs the tests already built. On Linux that is the test executable itself,
    /// as `swift test` runs it, which saves SwiftPM's half second per run; elsewhere, and before
    /// any build, `testsAsBuilt`.
    private static func builtTests(in tree: FileTree) -> [String] {
        #if os(Linux)
            let folder = tree.url(".build/debug")
            let executables = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if let tests = executables.first(where: { $0.hasSuffix("PackageTests.xctest") }) {
                return [folder.appendingPathComponent(tests).path, "--testing-library", "swift-testing"]
            }
        #endif
        return testsAsBuilt
    }

    /// SwiftPM running the tests as built. It builds nothing, so it need not take the build
    /// folder's lock: the copies `done` runs side by side would otherwise wait on each other (on a
    /// Mac, where every run goes through SwiftPM) and write "Another instance of SwiftPM is already
    /// running" into their logs.
    static let testsAsBuilt = ["swift", "test", "--skip-build", "--ignore-lock"]
}
