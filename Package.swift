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

// Completion handlers, as in the articles the katas come from, stay on the main actor: see "Swift 6 notes" in Katas.md.
let mainActorByDefault: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

// Practice mode: with KATA_WORKBENCH=N, stage N's library is built from Workbench/ instead of
// Stages/; with KATA_WORKBENCH_TESTS=1 as well, so are its tests; with KATA_WORKBENCH_TESTS=only,
// only its tests are, run against the reference library. See "Practice mode" in Katas.md.
// Both are environment variables because SwiftPM re-reads the manifest when those change.
let workbenchStage: Int? = {
    guard let value = Context.environment["KATA_WORKBENCH"], !value.isEmpty else { return nil }
    guard let number = Int(value), stages.indices.contains(number - 1), number > 1 else {
        stop(
            """
            KATA_WORKBENCH=\(value) names no kata: use a number from 2 to \(stages.count). \
            Stage 1 has no kata of its own: read it and its tests.
            """
        )
    }
    return number
}()

let workbenchTests: String? = {
    guard let value = Context.environment["KATA_WORKBENCH_TESTS"], !value.isEmpty else { return nil }
    guard value == "1" || value == "only" else {
        stop(
            "KATA_WORKBENCH_TESTS=\(value): use 1 (your code and your tests) or only (your tests, the reference code)."
        )
    }
    return value
}()

/// Ends the manifest with a message for the learner, rather than a crash report.
func stop(_ message: String) -> Never {
    FileHandle.standardError.write(Data("\n\(message)\n\n".utf8))
    exit(1)
}

func path(of stage: String, reference: String, workbench: String) -> String {
    guard let number = workbenchStage, stages.firstIndex(of: stage)! + 1 == number else { return reference }
    guard FileManager.default.fileExists(atPath: "\(Context.packageDirectory)/\(workbench)") else {
        stop(
            """
            KATA_WORKBENCH=\(number), but \(workbench) does not exist yet. Start the kata with the block \
            that begins "# kata \(number), start", under "Stage \(number)" in Katas.md.
            """
        )
    }
    return workbench
}

func libraryPath(of stage: String) -> String {
    guard workbenchTests != "only" else { return "Stages/\(stage)" }
    return path(of: stage, reference: "Stages/\(stage)", workbench: "Workbench/\(stage)")
}

func testsPath(of stage: String) -> String {
    guard workbenchTests != nil else { return "Tests/\(stage)Tests" }
    return path(of: stage, reference: "Tests/\(stage)Tests", workbench: "Workbench/\(stage)Tests")
}

let package = Package(
    name: "DependencyInjectionKatas",
    // Swift 6.2 on macOS comes with Xcode 26, which runs on macOS 15 or later; iOS 18 is the
    // release of the same year, and the floor of the standard library's Mutex used by the tests.
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: stages.map { .library(name: $0, targets: [$0]) },
    targets: stages.flatMap { stage in
        [
            .target(
                name: stage,
                path: libraryPath(of: stage),
                swiftSettings: mainActorByDefault
            ),
            .testTarget(
                name: "\(stage)Tests",
                dependencies: [.target(name: stage), "KataTestSupport"],
                path: testsPath(of: stage),
                swiftSettings: mainActorByDefault
            ),
        ]
    } + [
        .target(name: "KataTestSupport", path: "Tests/KataTestSupport")
    ]
)
