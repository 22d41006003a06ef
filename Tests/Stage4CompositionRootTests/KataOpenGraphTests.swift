import DesignRules
import Foundation
import KataTestSupport
import Stage4CompositionRoot
import Testing

/// The graph the composition root builds for an app, drawn as `kata done` shows it in open mode:
/// an indented tree and a Mermaid flowchart, the learner's beside the reference's. With
/// `KATA_GRAPH_OUTPUT=<path>` set, the drawing is written to that file as Markdown; whatever the
/// design, it is drawn from the loader the app holds down to the session it was handed.
@Suite struct KataOpenGraphTests {
    @Test func test_remoteFeedLoader_drawsTheGraphTheRootBuilds() throws {
        let loader = CompositionRoot.makeRemoteFeedLoader(
            url: anyURL(), session: URLProtocolStub.makeSession())

        let drawing = ObjectGraphDrawing(of: loader, module: "Stage4CompositionRoot")

        // A loader whose client is the platform's session itself, which adopts the loader's
        // protocol, holds no part of the module: its graph is the loader alone.
        #expect(
            drawing.text.split(separator: "\n").first == "RemoteFeedLoader",
            "The graph is drawn from the loader down to the parts it holds:\n\(drawing.text)")
        if let path = ProcessInfo.processInfo.environment["KATA_GRAPH_OUTPUT"] {
            let markdown = "## the remote feed loader\n\n```\n\(drawing.text)\n```\n\n\(drawing.mermaid)\n"
            try markdown.write(toFile: path, atomically: true, encoding: .utf8)
        }
    }
}
