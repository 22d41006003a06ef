import Foundation
import SourceStructure

/// The catalogue's mistakes built as one copy of the stage instead of a copy each (a mutant
/// schema): every class a mistake changes is compiled once per version, under a name of its own
/// (`ProductsRepositoryImpl_mistake3`), behind a class of the original name that makes the version
/// `KATA_MISTAKE` names and hands each public call to it. The learner's tests then compile once
/// against it, and each mistake is one run of the same build: a later `done` after a test edit
/// compiles two test modules, not one per mistake.
///
/// A mistake goes in only where the stand-in cannot change what a test sees: each file it changes
/// declares final classes and nothing else, whose public members are methods and initializers with
/// the same signatures in every version. Any other mistake is built as a copy of its own. The
/// stand-in is one object more: a version that leaks while its stand-in is freed would pass a leak
/// check, so no catalogued mistake may be a leak of its own (`MistakeSchemaTests`).
package struct MistakeSchema {
    /// The variable that names the mistake a run makes; the reference's code runs without it.
    package static let variable = "KATA_MISTAKE"
    /// The file that reads it, in the stage's folder.
    static let chooser = "KataMistakeSchema.swift"

    /// The name of the copy it is built as.
    static let copy = "mistakes"

    /// The copy's files: the stage's and the tests', as a copy holds them.
    package let files: [String: Data]
    /// The mistakes it holds, by name, in their order.
    package let mistakes: [String]

    /// - Parameters:
    ///   - reference: the copy of the stage the mistakes are made in, tests included.
    ///   - mistakes: each mistake's copy, by the name its run goes by.
    ///   - codeFolder: the stage's folder, the only one a held mistake may change.
    package init(
        reference: [String: Data], mistakes: [(name: String, files: [String: Data])], codeFolder: String
    ) {
        var held: [String] = []
        var versions: [String: [(name: String, file: SchemaFile)]] = [:]
        for mistake in mistakes {
            let paths = Set(reference.keys).union(mistake.files.keys).filter {
                reference[$0] != mistake.files[$0]
            }
            let changed = paths.sorted().compactMap { path -> (String, SchemaFile)? in
                guard path.hasPrefix(codeFolder + "/"), path.hasSuffix(".swift"),
                    let original = reference[path].flatMap(SchemaFile.init),
                    let made = mistake.files[path].flatMap(SchemaFile.init), made.api == original.api
                else { return nil }
                return (path, made)
            }
            guard !paths.isEmpty, changed.count == paths.count else { continue }
            held.append(mistake.name)
            for (path, file) in changed { versions[path, default: []].append((mistake.name, file)) }
        }
        var files = reference
        for (path, made) in versions {
            guard let original = reference[path].flatMap(SchemaFile.init) else { continue }
            let base = String(path.dropLast(".swift".count))
            for (name, file) in [("reference", original)] + made {
                files["\(base)_\(name).swift"] = Data(file.renamingTypes(to: name).utf8)
            }
            files[path] = Data(original.standIns(choosing: made.map(\.name)).utf8)
        }
        if !held.isEmpty {
            files["\(codeFolder)/\(Self.chooser)"] = Data(
                """
                import Foundation

                // Written by `swift run kata done`: the catalogue's mistake this run makes, if any.
                enum KataMistakeSchema {
                    nonisolated static let chosen = ProcessInfo.processInfo.environment["\(Self.variable)"] ?? ""
                }

                """.utf8)
        }
        self.files = held.isEmpty ? [:] : files
        self.mistakes = held
    }

    /// The copies `done` builds and runs for `mistakes`: the schema, built once and run with no
    /// mistake made, a run of it for each mistake it holds, and a copy of its own for any other.
    func copies(of mistakes: [StageCopy]) -> [StageCopy] {
        guard !self.mistakes.isEmpty else { return mistakes }
        let held = Set(self.mistakes)
        return [StageCopy(name: Self.copy, files: files)]
            + mistakes.map { mistake in
                held.contains(mistake.name)
                    ? StageCopy(
                        name: mistake.name, running: Self.copy, environment: [Self.variable: mistake.name])
                    : mistake
            }
    }

    /// Whether the schema, run with no mistake made, judged the tests as the reference's own copy
    /// did: the same colour, and as many tests passed.
    func agrees(_ schema: CheckOutcome?, with reference: CheckOutcome?) -> Bool {
        guard let schema, let reference else { return false }
        return schema.colour == reference.colour && schema.report.passed == reference.report.passed
    }
}
