import Foundation

/// The package `done` builds its copies of a stage in, `.kata/done`: each copy's code and tests
/// as modules of their own (`Stage3…_reference`, `Stage3…Tests_reference`), beside the support
/// targets a stage's tests use. One build compiles every copy, a later `done` recompiles only what
/// changed, and the learner's own folders and build are never touched.
struct CopiesPackage {
    static let folder = ".kata/done"
    /// The targets a stage's tests use besides the stage, as `Package.swift` declares them, each
    /// with the targets it depends on; `CopiesPackageTests` checks that the two agree.
    static let support: [(name: String, path: String, dependencies: [String])] = [
        ("SourceStructure", "Tests/Support/SourceStructure", []),
        ("DesignRules", "Tests/Support/DesignRules", ["SourceStructure"]),
        ("KataTestSupport", "Tests/Support/KataTestSupport", ["DesignRules", "SourceStructure"]),
    ]
    /// The name SwiftPM gives the package's test executable.
    static let name = "KataDone"

    /// The package's working tree, whose support targets the copies are built with.
    let tree: FileTree
    /// The stage's module name, which is its folder's name.
    let stage: String

    var root: FileTree { FileTree(root: tree.url(Self.folder)) }

    /// Whether an earlier `done` built copies of this stage, so that this one recompiles only what
    /// changed; another kata's copies leave this stage's to compile whole.
    static func isBuilt(_ stage: String, in tree: FileTree) -> Bool {
        let copies =
            (try? FileManager.default.contentsOfDirectory(atPath: tree.url("\(folder)/Copies").path)) ?? []
        return tree.isFolder("\(folder)/.build")
            && copies.contains { tree.isFolder("\(folder)/Copies/\($0)/Stages/\(stage)") }
    }

    /// What `done` says of its copies' build before it starts: how long the first one takes.
    static func firstBuild(of stage: String, in tree: FileTree, _ what: String) -> String {
        isBuilt(stage, in: tree) ? "" : "; the first done builds \(what), about 20 seconds"
    }

    func folder(of copy: String) -> String { "Copies/\(copy)" }
    func module(of copy: String) -> String { "\(stage)_\(copy)" }
    func testModule(of copy: String) -> String { "\(stage)Tests_\(copy)" }

    /// Writes the support targets and every copy, changing only the files that differ so that a
    /// build recompiles no more, and removes the copies an earlier `done` wrote that are gone.
    func write(_ copies: [StageCopy]) throws {
        let root = root
        for target in Self.support {
            let files = tree.snapshot(of: [target.path]).map { path, data in
                ("Support/\(target.name)/" + path.dropFirst(target.path.count + 1), data)
            }
            try root.sync(Dictionary(uniqueKeysWithValues: files), folders: ["Support/\(target.name)"])
        }
        for copy in copies {
            // Swift files only: the stage's page (README.md) and anything else stays behind.
            let files = copy.files.filter { $0.key.hasSuffix(".swift") }.map { path, data in
                let source = path.hasPrefix("Tests/") ? renamingStage(in: data, to: copy.name) : data
                return ("\(folder(of: copy.name))/\(path)", source)
            }
            try root.sync(Dictionary(uniqueKeysWithValues: files), folders: [folder(of: copy.name)])
        }
        let names = Set(copies.map(\.name))
        for old in (try? FileManager.default.contentsOfDirectory(atPath: root.url("Copies").path)) ?? []
        where !names.contains(old) {
            try root.delete(folder(of: old))
        }
    }

    /// Writes a manifest that builds `copies`, only where it changes, since SwiftPM then reads it
    /// again.
    func writeManifest(building copies: [String]) throws {
        let manifest = Data(manifest(copies).utf8)
        if root.read("Package.swift") != manifest { try root.write(manifest, to: "Package.swift") }
    }

    func manifest(_ copies: [String]) -> String {
        let support = Self.support.map { target in
            let dependencies = target.dependencies.map { "\"\($0)\"" }.joined(separator: ", ")
            return
                "        .target(name: \"\(target.name)\", dependencies: [\(dependencies)], path: \"Support/\(target.name)\"),"
        }
        let copies = copies.map { copy in
            """
                    .target(
                        name: "\(module(of: copy))", path: "\(folder(of: copy))/Stages/\(stage)",
                        swiftSettings: mainActorByDefault),
                    .testTarget(
                        name: "\(testModule(of: copy))",
                        dependencies: ["\(module(of: copy))", "KataTestSupport", "DesignRules", "SourceStructure"],
                        path: "\(folder(of: copy))/Tests/\(stage)Tests", swiftSettings: mainActorByDefault),
            """
        }
        return """
            // swift-tools-version: 6.2
            // Written by `swift run kata done`, which builds here the copies of the kata's stage it
            // judges, each a module of its own; the package's own Package.swift is what it mirrors.
            import PackageDescription

            let mainActorByDefault: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

            let package = Package(
                name: "\(Self.name)",
                platforms: [.macOS(.v15), .iOS(.v18)],
                targets: [
            \((support + copies).joined(separator: "\n"))
                ]
            )

            """
    }

    /// A test file of a copy, importing (and naming) the copy's module instead of the stage's.
    func renamingStage(in source: Data, to copy: String) -> Data {
        let text = String(decoding: source, as: UTF8.self)
        let pattern = "\\b\(stage)\\b"
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return source }
        let renamed = expression.stringByReplacingMatches(
            in: text, range: NSRange(text.startIndex..., in: text), withTemplate: module(of: copy))
        return Data(renamed.utf8)
    }
}
