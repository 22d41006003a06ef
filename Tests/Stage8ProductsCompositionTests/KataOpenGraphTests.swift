import DesignRules
import Foundation
import KataTestSupport
import Stage8ProductsComposition
import Testing

/// The graphs the composition root builds for the four audiences, drawn as `kata done` shows them
/// in open mode: an indented tree and a Mermaid flowchart each, the learner's beside the
/// reference's. With `KATA_GRAPH_OUTPUT=<path>` set, the drawings are written to that file as
/// Markdown; whatever the design, the graph of each use case is drawn from the use case down.
@Suite struct KataOpenGraphTests {
    private let cache = TemporaryUserDefaults()

    @Test func test_variants_drawTheGraphEachFactoryBuilds() throws {
        let root = CompositionRoot(
            url: anyURL(), urlSession: URLProtocolStub.makeSession(), userDefaults: cache.userDefaults,
            reachability: ReachabilityStub(isReachable: true), analytics: AnalyticsSpy())
        let variants: [(name: String, useCase: GetAllProductsUseCase)] = [
            ("everyone", root.makeGetAllProductsUseCaseForEveryone()),
            ("regular users", root.makeGetAllProductsUseCaseForRegularUsers()),
            ("users opted out of analytics", root.makeGetAllProductsUseCaseForUsersOptedOutOfAnalytics()),
            (
                "the A/B test",
                root.makeGetAllProductsUseCaseForABTest(
                    abTest: ABTestProviderStub(testGroups: []), token: "a-token")
            ),
        ]

        let drawings = variants.map { variant in
            (variant.name, ObjectGraphDrawing(of: variant.useCase, module: "Stage8ProductsComposition"))
        }

        for (name, drawing) in drawings {
            #expect(
                drawing.text.split(separator: "\n").first == "GetAllProductsUseCase"
                    && drawing.text.split(separator: "\n").count > 1,
                "The graph for \(name) is drawn from the use case down to the parts it holds:\n\(drawing.text)"
            )
        }
        if let path = ProcessInfo.processInfo.environment["KATA_GRAPH_OUTPUT"] {
            try Self.markdown(drawings).write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    /// A section per audience: the tree in a plain block, then the flowchart.
    static func markdown(_ drawings: [(String, ObjectGraphDrawing)]) -> String {
        drawings.map { name, drawing in
            "## \(name)\n\n```\n\(drawing.text)\n```\n\n\(drawing.mermaid)\n"
        }
        .joined(separator: "\n")
    }
}
