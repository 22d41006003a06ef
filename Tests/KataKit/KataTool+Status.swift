import Foundation

extension KataTool {
    /// `kata` alone: where the learner is, what the move asks, and the command to run next.
    func status() throws -> Bool {
        if tree.isFolder("Workbench") {
            console.say(
                "Workbench/ is from the old practice mode and is no longer used: move it aside (mv Workbench Workbench.old)."
            )
        }
        guard let number = state.current, let progress = state[number] else {
            console.say(console.bold("Dependency-injection katas"))
            console.say("Each kata is one refactoring, done move by move with a check after each.")
            console.say("Read stage 1 first (swift test --filter Stage1), then: swift run kata start 2")
            console.say("swift run kata list shows every kata; swift run kata help, every command.")
            return true
        }
        let plan = try library.plan(number)
        console.say(
            console.bold("Kata \(number): \(plan.title)") + console.dim(" (branch \(progress.branch))"))
        if progress.doneAt != nil {
            console.say(
                "Done. Review it (swift run kata diff), or start the next: swift run kata start \(number + 1)"
            )
        } else if progress.move == 0 {
            console.say("Started. Next: swift run kata next brings move 1 of \(plan.moves.count).")
        } else {
            let move = plan.moves[progress.move - 1]
            console.say("Move \(progress.move) of \(plan.moves.count): \(move.title)")
            console.say(move.asks)
            let next =
                progress.movesDone < progress.move
                ? "write it, then swift run kata check"
                : progress.move < plan.moves.count ? "swift run kata next" : "swift run kata done"
            console.say("Next: \(next)")
        }
        return true
    }

    /// `kata list`: every kata, how far it is, and the time each finished move took.
    func list() throws -> Bool {
        let library = try library
        for number in library.numbers {
            let plan = try library.plan(number)
            let marker = state.current == number ? "▸" : " "
            let progress = state[number]
            let where_: String
            if let progress {
                if progress.doneAt != nil {
                    where_ = "done"
                } else {
                    where_ = "move \(progress.movesDone) of \(plan.moves.count) done"
                }
            } else {
                where_ = "not started"
            }
            console.say("\(marker) kata \(number)  \(plan.title): \(where_)")
            if let progress, !progress.moveSeconds.isEmpty {
                let times = progress.moveSeconds.keys.compactMap(Int.init).sorted().map {
                    "move \($0) \(Self.minutes(progress.moveSeconds[String($0)] ?? 0))"
                }
                console.say("    " + times.joined(separator: ", "))
            }
        }
        return true
    }

    func help() {
        for line in [
            "swift run kata               where you are, and what to run next",
            "swift run kata list          every kata, with your progress and the time each move took",
            "swift run kata start N       kata N on a branch of its own, ready and green",
            "swift run kata next          the next move: its tests, and what it asks you to write",
            "swift run kata next --skip   on to the next move, though this one is not done",
            "swift run kata check         the check after a move (swift test --filter StageN)",
            "swift run kata watch         the check again on every save",
            "swift run kata hint          one more hint for this move",
            "swift run kata catch-up      the reference's code for this move (yours is kept)",
            "swift run kata done          the final checks, then the review",
            "swift run kata diff [reference] [code|tests] [--page K|--all]   the review, 50 lines a page",
            "swift run kata reset         the kata back at its start (your files are kept)",
            "swift run kata doctor        is this machine ready for a workshop?",
        ] {
            console.say(line)
        }
    }

    /// `kata doctor`: the toolchain, git, a warm build and one check, timed, for a workshop room.
    func doctor() throws -> Bool {
        let shell = Shell(directory: tree.root)
        var healthy = true
        func report(_ ok: Bool, _ text: String) {
            healthy = healthy && ok
            console.say("\(ok ? "ok     " : "PROBLEM") \(text)")
        }
        let version = (try? shell.run(["swift", "--version"]).text) ?? ""
        let found = Self.swiftVersion(in: version)
        report(
            found.map { $0.lexicographicallyPrecedes([6, 2]) == false } ?? false,
            "Swift \(found.map { $0.map(String.init).joined(separator: ".") } ?? "not found"): 6.2 or newer is needed"
        )
        report(git.isRepository, "a git clone: each kata is done on a branch")
        let started = Date()
        let build = try shell.run(["swift", "build", "--build-tests"])
        report(
            build.status == 0, "swift build --build-tests: \(Self.minutes(Date().timeIntervalSince(started)))"
        )
        let checked = Date()
        let outcome = try CheckRunner().run(kata: 1, in: tree)
        report(
            outcome.colour == .green,
            "swift test --filter Stage1: \(outcome.summary), \(Self.minutes(Date().timeIntervalSince(checked)))"
        )
        console.say(healthy ? "Ready for the katas: swift run kata start 2" : "Fix the problems above first.")
        return healthy
    }

    /// The version `swift --version` names, as numbers: `[6, 2]` for "Swift version 6.2.1".
    static func swiftVersion(in text: String) -> [Int]? {
        guard let range = text.range(of: "Swift version ") else { return nil }
        let numbers = text[range.upperBound...].prefix { $0.isNumber || $0 == "." }
        let parts = numbers.split(separator: ".").compactMap { Int($0) }
        return parts.count >= 2 ? Array(parts.prefix(2)) : nil
    }
}
