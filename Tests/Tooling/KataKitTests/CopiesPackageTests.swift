import Foundation
import KataTestSupport
import Testing

@testable import KataKit

/// The package `done` builds its copies in: each copy in a folder of its own with tests that
/// import it, and copies built as the package's own `Package.swift` builds the stage.
@Suite(.whereTheToolRuns) struct CopiesPackageTests {
    let directory = TemporaryDirectory()

    @Test func test_write_givesEachCopyItsFolder_andTestsThatImportItsModule() throws {
        let (sut, tree) = makeSUT()

        try sut.write([copy("reference", code: "struct A {}\n")])

        let root = sut.root
        #expect(root.read("Copies/reference/Stages/StageTwo/A.swift") == Data("struct A {}\n".utf8))
        #expect(
            root.read("Copies/reference/Tests/StageTwoTests/ATests.swift")
                == Data("@testable import StageTwo_reference\nlet stage = \"StageTwo_reference\"\n".utf8))
        #expect(root.read("Copies/reference/Stages/StageTwo/README.md") == nil)
        #expect(
            root.read("Support/KataTestSupport/Support.swift")
                == tree.read("Tests/Support/KataTestSupport/Support.swift"))
    }

    @Test func test_write_removesTheCopiesAnEarlierDoneWroteThatAreGone() throws {
        let (sut, _) = makeSUT()
        try sut.write([copy("reference"), copy("mistake1")])

        try sut.write([copy("reference")])

        #expect(sut.root.exists("Copies/reference/Stages/StageTwo/A.swift"))
        #expect(!sut.root.exists("Copies/mistake1"))
    }

    @Test func test_manifest_buildsOnlyTheCopiesItIsGiven() {
        let (sut, _) = makeSUT()

        let manifest = sut.manifest(["reference"])

        #expect(manifest.contains(#"name: "StageTwoTests_reference""#))
        #expect(manifest.contains(#"path: "Copies/reference/Stages/StageTwo""#))
        #expect(!manifest.contains("mistake"))
    }

    @Test func test_unbuiltCopies_unreadable_isEmpty() throws {
        let tree = FileTree(root: directory.url)
        try tree.write(Data("{ not json".utf8), to: UnbuiltCopies.path)

        #expect(UnbuiltCopies.load(from: tree) == UnbuiltCopies())
    }

    /// The copies are built as the stage is: same settings, same support targets, same platforms.
    /// Both manifests are read by SwiftPM itself, each with a build folder of its own, so that a
    /// `swift test` running in the package is not waited for.
    @Test func test_manifest_buildsACopyAsThePackagesOwnManifestBuildsTheStage() throws {
        let package = try PackageRoot.tree()
        let stage = "Stage3DefaultArgumentInjection"
        let copies = CopiesPackage(tree: package, stage: stage)
        let written = FileTree(root: directory.url)
        try written.write(Data(copies.manifest(["reference"]).utf8), to: "Package.swift")
        for folder in ["Copies/reference/Stages/\(stage)", "Copies/reference/Tests/\(stage)Tests"]
            + CopiesPackage.support.map({ "Support/\($0.name)" })
        {
            try written.write(Data("let x = 1\n".utf8), to: "\(folder)/X.swift")
        }

        let theirs = try targets(of: package.root, scratch: directory.url.appendingPathComponent("a"))
        let ours = try targets(of: directory.url, scratch: directory.url.appendingPathComponent("b"))

        #expect(ours["\(stage)_reference"]?.settings == theirs[stage]?.settings)
        #expect(ours["\(stage)Tests_reference"]?.settings == theirs["\(stage)Tests"]?.settings)
        #expect(
            ours["\(stage)Tests_reference"]?.dependencies.map { $0 == "\(stage)_reference" ? stage : $0 }
                == theirs["\(stage)Tests"]?.dependencies)
        for target in CopiesPackage.support {
            #expect(ours[target.name]?.dependencies == theirs[target.name]?.dependencies)
            #expect(theirs[target.name]?.path == target.path)
        }
        #expect(try platforms(of: directory.url) == platforms(of: package.root))
    }

    // MARK: - Helpers

    private func makeSUT() -> (CopiesPackage, FileTree) {
        let tree = FileTree(root: directory.url)
        try? tree.write(
            Data("public let support = 1\n".utf8), to: "Tests/Support/KataTestSupport/Support.swift")
        try? tree.write(Data("public let structure = 1\n".utf8), to: "Tests/Support/SourceStructure/S.swift")
        return (CopiesPackage(tree: tree, stage: "StageTwo"), tree)
    }

    private func copy(_ name: String, code: String = "struct A {}\n") -> StageCopy {
        StageCopy(
            name: name,
            files: [
                "Stages/StageTwo/A.swift": Data(code.utf8),
                "Stages/StageTwo/README.md": Data("# the page\n".utf8),
                "Tests/StageTwoTests/ATests.swift": Data(
                    "@testable import StageTwo\nlet stage = \"StageTwo\"\n".utf8),
            ])
    }

    private struct Target: Equatable {
        let path: String?
        let dependencies: [String]
        let settings: String
    }

    private func dump(_ package: URL, scratch: URL) throws -> [String: Any] {
        let result = try Shell(directory: package).run(
            ["swift", "package", "--scratch-path", scratch.path, "dump-package"])
        try #require(result.status == 0, "\(result.text)")
        return try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
    }

    private func targets(of package: URL, scratch: URL) throws -> [String: Target] {
        let targets = try dump(package, scratch: scratch)["targets"] as? [[String: Any]] ?? []
        var found: [String: Target] = [:]
        for target in targets {
            guard let name = target["name"] as? String else { continue }
            let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap {
                ($0.values.first as? [Any])?.first as? String
            }
            let settings = try JSONSerialization.data(
                withJSONObject: target["settings"] ?? [], options: [.sortedKeys])
            found[name] = Target(
                path: target["path"] as? String, dependencies: dependencies,
                settings: String(decoding: settings, as: UTF8.self))
        }
        return found
    }

    private func platforms(of package: URL) throws -> String {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kata-dump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let platforms = try dump(package, scratch: scratch)["platforms"] ?? []
        return String(
            decoding: try JSONSerialization.data(withJSONObject: platforms, options: [.sortedKeys]),
            as: UTF8.self)
    }
}
