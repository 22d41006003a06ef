import Foundation

/// Builds the copies of a stage that `done` judges in one build of `CopiesPackage`, then runs each
/// copy's tests in a process of its own, so that one copy's crash is its own verdict. Each outcome
/// names the copy's files by their paths in the package, as the learner knows them.
struct CopiesRunner {
    /// Each copy's log, the build's and its run's, goes to `log(of:)` in `tree`.
    func run(kata: Int, stage: String, copies: [StageCopy], in tree: FileTree) throws -> [CheckOutcome] {
        let package = CopiesPackage(tree: tree, stage: stage)
        // A copy built with another is only a run of that one's build.
        let builds = copies.filter { $0.builtWith == nil }
        try package.write(builds)
        let root = package.root
        let support = Fingerprint.of(root.snapshot(of: ["Support"]))
        func fingerprint(_ copy: StageCopy) -> String { support + Fingerprint.of(copy.files) }
        var unbuilt = UnbuiltCopies.load(from: root)
        var outcomes: [String: CheckOutcome] = [:]
        var building: [String] = []
        var remembered: Set<String> = []
        for copy in builds {
            if let known = unbuilt.copies[copy.name], known.fingerprint == fingerprint(copy) {
                outcomes[copy.name] = CheckOutcome(verdict: .buildFailed, compileErrors: known.errors)
                remembered.insert(copy.name)
            } else {
                unbuilt.copies[copy.name] = nil
                building.append(copy.name)
            }
        }
        var buildLog = ""
        // A copy that does not compile stops the build: it is left out and the rest built again.
        while !building.isEmpty {
            try package.writeManifest(building: building)
            let build = try Shell(directory: root.root).run(["swift", "build", "--build-tests"])
            buildLog += build.text
            if build.status == 0 { break }
            var failed: [String] = []
            for copy in builds where building.contains(copy.name) {
                let errors = CompilerDiagnostic.errors(
                    in: build.text, relativeTo: path(of: copy.name, in: package)
                )
                .filter { !$0.path.hasPrefix("/") }
                guard !errors.isEmpty else { continue }
                outcomes[copy.name] = CheckOutcome(
                    verdict: .buildFailed, compileErrors: errors, logTail: Self.tail(build.text))
                unbuilt.copies[copy.name] = UnbuiltCopies.Copy(fingerprint: fingerprint(copy), errors: errors)
                failed.append(copy.name)
            }
            // An error in no copy (a support target, the linker, the machine) fails them all.
            guard !failed.isEmpty else {
                for copy in building {
                    outcomes[copy] = CheckOutcome.from(
                        status: build.status, log: build.text, events: EventStreamReport(),
                        root: path(of: copy, in: package))
                }
                building = []
                break
            }
            building.removeAll { failed.contains($0) }
        }
        try unbuilt.save(to: root)
        try? root.delete("logs")
        // A run is mostly a process starting and loading the tests, which the cores share well:
        // as many at once as there are cores.
        let runs = CopyRuns()
        let built = copies.filter { building.contains($0.module) }
        DispatchQueue.concurrentPerform(iterations: built.count) { index in
            let copy = built[index]
            let folder = package.folder(of: copy.module)
            let environment = [CheckRunner.goalSourcesVariable: "\(folder)/Stages/\(stage)"]
            let outcome = Result {
                try CheckRunner().run(
                    kata: kata, in: root,
                    filter: "\(package.testModule(of: copy.module))\\.\(copy.suite ?? "")",
                    environment: environment.merging(copy.environment) { $1 }, build: false,
                    pathsRelativeTo: root.url(folder), log: "logs/\(copy.name).log")
            }
            runs.add(outcome, of: copy.name)
        }
        outcomes.merge(try runs.gathered()) { $1 }
        for copy in copies where outcomes[copy.name] == nil {
            outcomes[copy.name] = outcomes[copy.module]
        }
        for copy in copies {
            let run = root.read("logs/\(copy.name).log") ?? Data()
            // A copy left out of this build: its log is the errors it failed with before.
            let known =
                remembered.contains(copy.module)
                ? "Did not compile, as at the last done (its files are unchanged):\n"
                    + (outcomes[copy.name]?.compileErrors ?? []).map {
                        "\($0.path):\($0.line):\($0.column): error: \($0.message)"
                    }.joined(separator: "\n")
                : ""
            let built = remembered.contains(copy.module) ? "" : buildLog
            try tree.write(Data((built + known).utf8) + run, to: Self.log(of: copy.name))
        }
        return copies.map { outcomes[$0.name] ?? CheckOutcome(verdict: .crashed) }
    }

    static func log(of copy: String) -> String { ".kata/logs/done-\(copy).log" }

    private func path(of copy: String, in package: CopiesPackage) -> String {
        FileTree.resolved(package.root.url(package.folder(of: copy)).path)
    }

    private static func tail(_ log: String) -> [String] {
        log.split(separator: "\n").suffix(8).map(String.init)
    }
}
