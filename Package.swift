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

let package = Package(
    name: "DependencyInjectionKatas",
    products: stages.map { .library(name: $0, targets: [$0]) },
    targets: stages.flatMap { stage in
        [
            .target(
                name: stage,
                path: "Stages/\(stage)",
                swiftSettings: mainActorByDefault
            ),
            .testTarget(
                name: "\(stage)Tests",
                dependencies: [.target(name: stage), "KataTestSupport"],
                swiftSettings: mainActorByDefault
            ),
        ]
    } + [
        .target(name: "KataTestSupport", path: "Tests/KataTestSupport")
    ]
)
