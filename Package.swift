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

// Completion handlers, as in the seeds, stay on the main actor: see "Swift 6 notes" in Katas.md.
let mainActorByDefault: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

// Practice mode: with KATA_WORKBENCH=N, stage N's library is built from Workbench/ instead of
// Stages/, and so are its tests if Workbench/ has a folder for them. See "Practice mode" in Katas.md.
let workbenchStage: Int? = {
    guard let value = Context.environment["KATA_WORKBENCH"], !value.isEmpty else { return nil }
    guard let number = Int(value), stages.indices.contains(number - 1) else {
        stop("KATA_WORKBENCH=\(value) names no stage: use a number from 1 to \(stages.count).")
    }
    return number
}()

/// Ends the manifest with a message for the learner, rather than a crash report.
func stop(_ message: String) -> Never {
    FileHandle.standardError.write(Data("\n\(message)\n\n".utf8))
    exit(1)
}

func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: "\(Context.packageDirectory)/\(path)")
}

func libraryPath(of stage: String) -> String {
    let number = stages.firstIndex(of: stage)! + 1
    guard number == workbenchStage else { return "Stages/\(stage)" }
    let workbenchPath = "Workbench/\(stage)"
    guard exists(workbenchPath) else {
        let startingPoint = number == 1 || stage == "Stage7ProductsGodClass" ? stage : stages[number - 2]
        stop(
            """
            KATA_WORKBENCH=\(number), but \(workbenchPath) does not exist yet. Start the kata with:
                mkdir -p Workbench && cp -R Stages/\(startingPoint) \(workbenchPath)
            """
        )
    }
    return workbenchPath
}

func testsPath(of stage: String) -> String {
    let workbenchPath = "Workbench/\(stage)Tests"
    return stages.firstIndex(of: stage)! + 1 == workbenchStage && exists(workbenchPath)
        ? workbenchPath : "Tests/\(stage)Tests"
}

let package = Package(
    name: "DependencyInjectionKatas",
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
