import KataKit
import Testing

@Suite(.whereTheToolRuns) struct CompilerDiagnosticTests {
    @Test func test_errors_readsEachErrorOnceRelativeToTheRoot() {
        let log = """
            [3/7] Compiling Stage5NullObject RemoteFeedLoader.swift
            /repo/Stages/S/RemoteFeedLoader.swift:14:23: error: cannot find type 'FeedLoaderLogger' in scope
               |                       `- error: cannot find type 'FeedLoaderLogger' in scope
            /repo/Stages/S/RemoteFeedLoader.swift:14:23: error: cannot find type 'FeedLoaderLogger' in scope
            /repo/Stages/S/A.swift:2:1: warning: unused
            /other/B.swift:3:4: error: expected '}'
            error: fatalError
            """

        let errors = CompilerDiagnostic.errors(in: log, relativeTo: "/repo")

        #expect(
            errors == [
                CompilerDiagnostic(
                    path: "Stages/S/RemoteFeedLoader.swift", line: 14, column: 23,
                    message: "cannot find type 'FeedLoaderLogger' in scope"),
                CompilerDiagnostic(path: "/other/B.swift", line: 3, column: 4, message: "expected '}'"),
            ])
    }
}
