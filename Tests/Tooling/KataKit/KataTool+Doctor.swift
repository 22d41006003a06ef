import Foundation

extension KataCommand {
    static let doctor = KataCommand(
        "doctor", summary: "is this machine ready for a workshop?", parse: ArgumentProblem.nothing,
        run: { tool, _ in try tool.doctor() })
}

extension KataTool {
    /// `kata doctor`: the toolchain, git, a warm build and one check, timed, for a workshop room.
    func doctor() throws -> Bool {
        var healthy = true
        func report(_ ok: Bool, _ text: String) {
            healthy = healthy && ok
            console.tell("\(ok ? "ok     " : "PROBLEM") \(text)")
        }
        let version = (try? program(["swift", "--version"]).text) ?? ""
        let found = Self.swiftVersion(in: version)
        report(
            found.map { $0.lexicographicallyPrecedes([6, 2]) == false } ?? false,
            "Swift \(found.map { $0.map(String.init).joined(separator: ".") } ?? "not found"): 6.2 or newer is needed"
        )
        report(git.isRepository, "a git clone: each kata is done on a branch")
        let started = now()
        let build = try program(["swift", "build", "--build-tests"])
        report(
            build.status == 0, "swift build --build-tests: \(Self.minutes(now().timeIntervalSince(started)))")
        let checked = now()
        let outcome = try runCheck(1, tree, nil)
        report(
            outcome.colour == .green,
            "swift test --filter Stage1: \(outcome.summary), \(Self.minutes(now().timeIntervalSince(checked)))"
        )
        console.tell(
            healthy ? "Ready for the katas: swift run kata start 2" : "Fix the problems above first.")
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
