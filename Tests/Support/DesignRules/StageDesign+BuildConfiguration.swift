import SourceStructure

/// Choices made by how the app was built or launched rather than by what the composition root is
/// handed: code compiled under `#if DEBUG`, a custom flag or `targetEnvironment(simulator)`, and
/// code that reads the process's environment or launch arguments.
extension StageDesign {
    /// The first code of each `#if` branch compiled only under a build configuration, and each
    /// read of the process's environment or arguments. A condition that only asks what the
    /// platform has (`canImport`, `os`, `arch`, `swift`, `compiler`, …) picks nothing: it lets the
    /// same code compile everywhere.
    public func buildConfigurationChoices() -> [Occurrence] {
        configurationBranches() + launchEnvironmentReads()
    }

    /// Each run of code under a configuration condition, once, at its first token.
    func configurationBranches() -> [Occurrence] {
        sources.files.flatMap { file -> [Occurrence] in
            var found: [Occurrence] = []
            var previous: [String] = []
            for index in file.code.indices {
                let conditions = file.scope(at: index).conditions
                defer { previous = conditions }
                guard conditions != previous,
                    let condition = conditions.last(where: Self.choosesByConfiguration)
                else { continue }
                found.append(
                    Occurrence(
                        name: condition, text: Self.branchText(condition),
                        location: file.code[index].location,
                        scope: file.scope(at: index)))
            }
            return found
        }
    }

    /// How the learner wrote the branch: the reader keeps an `#else` as the negation of its `#if`,
    /// `!(DEBUG)`, which is shown as the `#else` it was.
    static func branchText(_ condition: String) -> String {
        guard condition.hasPrefix("!("), condition.hasSuffix(")") else { return "#if \(condition)" }
        let inner = condition.dropFirst(2).dropLast()
        var depth = 0
        for character in inner {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth < 0 { return "#if \(condition)" }
        }
        return "#else of #if \(inner)"
    }

    /// `ProcessInfo.processInfo.environment`, `….arguments`, `CommandLine.arguments` and `getenv`,
    /// in any layout: the process's launch decides, where nobody hands it in.
    func launchEnvironmentReads() -> [Occurrence] {
        let process: Set = ["ProcessInfo", "processInfo", "CommandLine"]
        let members = sources.memberReferences(named: ["environment", "arguments", "argc", "unsafeArgv"])
            .filter { reference in
                reference.text.split(separator: ".").dropLast().contains { process.contains(String($0)) }
            }
        return members + sources.freeFunctionUses(["getenv", "secure_getenv"])
    }

    /// The `#if` tests that only ask what the platform or the compiler has.
    static let platformTests: Set = [
        "canImport", "os", "arch", "swift", "compiler", "_endian", "_pointerBitWidth", "_runtime",
        "_hasAtomicBitWidth", "hasFeature", "hasAttribute",
    ]

    /// Whether an `#if` condition, as the reader keeps it (`DEBUG`, `!(DEBUG)`,
    /// `!(canImport(UIKit)) && os(Linux)`), names a build configuration: a flag, or a test other
    /// than the platform's, such as `targetEnvironment(simulator)`. `true` and `false` choose nothing.
    static func choosesByConfiguration(_ condition: String) -> Bool {
        let characters = Array(condition)
        var index = 0
        while index < characters.count {
            guard characters[index].isLetter || characters[index] == "_" else {
                index += 1
                continue
            }
            var end = index
            while end < characters.count,
                characters[end].isLetter || characters[end].isNumber || characters[end] == "_"
            {
                end += 1
            }
            let word = String(characters[index..<end])
            var next = end
            while next < characters.count, characters[next] == " " { next += 1 }
            if next < characters.count, characters[next] == "(" {
                if !platformTests.contains(word) { return true }
                // Skip the test's argument: `os(iOS)` names a platform, not a flag.
                var depth = 0
                repeat {
                    if characters[next] == "(" { depth += 1 }
                    if characters[next] == ")" { depth -= 1 }
                    next += 1
                } while next < characters.count && depth > 0
                index = next
                continue
            }
            if word != "true" && word != "false" { return true }
            index = end
        }
        return false
    }
}
