// swift-tools-version: 6.2
import Foundation
import PackageDescription

// One library target per stage and one test target per stage. A new stage is one more name here.
let stages = [
    "Stage1Singleton",
    "Stage2ProtocolExtraction",
    "Stage3DefaultArgumentInjection",
    "Stage4CompositionRoot",
    "Stage5NullObject",
    "Stage6CommandQuerySeparation",
    "Stage7ProductsGodClass",
    "Stage8ProductsComposition",
]

// Completion handlers, as in the articles the katas come from, stay on the main actor: see "Swift 6 notes" in Stages/README.md.
let mainActorByDefault: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

// A kata is done in place: `swift run kata start N` puts the stage before into stage N's folders
// on a branch of its own, so every editor, Xcode and `swift test --filter StageN` see the
// learner's code with no setting. Everything that is not a stage lives under Tests/: the helpers
// the tests share and the reader the goal checks use in Tests/Support, the `kata` tool with its
// data in Tests/Tooling.
// A stage or test folder deleted by hand leaves its targets out instead of failing the manifest,
// so that `swift run kata` can still run and say how to bring it back; a tree without
// Tests/Tooling (the second tree `kata-dev verify` compiles its trials in) builds no tool.
func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: "\(Context.packageDirectory)/\(path)")
}

let package = Package(
    name: "DependencyInjectionKatas",
    // Swift 6.2 on macOS comes with Xcode 26, which runs on macOS 15 or later; iOS 18 is the
    // release of the same year.
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: stages.filter { exists("Stages/\($0)") }.map { .library(name: $0, targets: [$0]) },
    targets: stages.filter { exists("Stages/\($0)") }.flatMap { stage in
        [
            .target(
                name: stage,
                path: "Stages/\(stage)",
                // The kata's page for the learner, beside the code it leads to.
                exclude: ["README.md"],
                swiftSettings: mainActorByDefault
            ),
            .testTarget(
                name: "\(stage)Tests",
                dependencies: [.target(name: stage), "KataTestSupport", "DesignRules", "SourceStructure"],
                path: "Tests/\(stage)Tests",
                swiftSettings: mainActorByDefault
            ),
        ].filter { exists($0.path ?? "") }
    }
        + [
            .target(
                name: "KataTestSupport", dependencies: ["DesignRules", "SourceStructure"],
                path: "Tests/Support/KataTestSupport"),
            // The design rules the goal checks apply, and the model of a design they read.
            .target(
                name: "DesignRules", dependencies: ["SourceStructure"], path: "Tests/Support/DesignRules"),
            .target(name: "SourceStructure", path: "Tests/Support/SourceStructure"),
            .testTarget(
                name: "SourceStructureTests", dependencies: ["SourceStructure"],
                path: "Tests/Support/SourceStructureTests"),
            // Each design rule on small in-memory sources: builds no stage, runs in seconds.
            .testTarget(
                name: "DesignRulesTests",
                dependencies: ["DesignRules", "KataTestSupport", "SourceStructure"],
                path: "Tests/Support/DesignRulesTests"),
            .target(
                name: "KataKit", dependencies: ["DesignRules", "SourceStructure"],
                path: "Tests/Tooling/KataKit"),
            .executableTarget(name: "kata", dependencies: ["KataKit"], path: "Tests/Tooling/Kata"),
            // The maintainer's commands (verify, record, pages), in an executable of their own.
            .target(
                name: "KataDevKit", dependencies: ["KataKit", "SourceStructure"],
                path: "Tests/Tooling/KataDevKit"
            ),
            .executableTarget(
                name: "kata-dev", dependencies: ["KataDevKit", "KataKit"], path: "Tests/Tooling/KataDev"),
            // The tests of both: the learner's tool and the maintainer's.
            .testTarget(
                name: "KataKitTests",
                dependencies: ["KataKit", "KataDevKit", "KataTestSupport", "DesignRules"],
                path: "Tests/Tooling/KataKitTests",
                // What the tool says, whole, read by the transcript tests from the source tree.
                exclude: ["Transcripts"]),
        ].filter { exists($0.path ?? "") }
)
