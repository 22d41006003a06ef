import Foundation
import KataKit
import KataTestSupport
import Testing

@Suite(.whereTheToolRuns) struct ShellTests {
    @Test func test_run_deliversStatusAndBothStreamsInOrder() throws {
        let sut = makeSUT()

        let result = try sut.run(["sh", "-c", "echo out; echo err >&2; echo out again; exit 3"])

        #expect(result.status == 3)
        #expect(result.text == "out\nerr\nout again\n")
    }

    @Test func test_run_runsTheProgramInItsDirectory() throws {
        let directory = TemporaryDirectory()
        let sut = makeSUT(directory: directory.url)

        let result = try sut.run(["pwd", "-P"])

        // Both sides resolved alike: on a Mac the temporary folder is under /var, a link to
        // /private/var, which pwd -P prints and Foundation's resolvingSymlinksInPath() strips.
        let printed = result.text.trimmingCharacters(in: .newlines)
        #expect(FileTree.resolved(printed) == FileTree.resolved(directory.url.path))
    }

    @Test func test_run_givesTheInputOnStandardInput() throws {
        let sut = makeSUT()

        let result = try sut.run(["cat"], input: Data("one\ntwo\n".utf8))

        #expect(result.text == "one\ntwo\n")
    }

    @Test func test_run_withoutInput_givesAnEmptyStandardInputRatherThanWaiting() throws {
        let sut = makeSUT()

        let result = try sut.run(["cat"])

        #expect(result.status == 0)
        #expect(result.text.isEmpty)
    }

    @Test func test_run_addsItsVariablesToTheEnvironment() throws {
        let sut = makeSUT(environment: ["KATA_SHELL_TEST": "a value"])

        let result = try sut.run(["sh", "-c", #"printf %s "$KATA_SHELL_TEST" "${PATH:+path kept}""#])

        #expect(result.text == "a valuepath kept")
    }

    @Test func test_run_deliversExit127OnAProgramNotOnThePath() throws {
        let sut = makeSUT()

        let result = try sut.run(["kata-no-such-program-anywhere"])

        #expect(result.status == 127)
    }

    @Test func test_run_deliversFailureInAFolderThatIsGone() throws {
        let sut = makeSUT(directory: URL(fileURLWithPath: "/kata-no-such-folder-anywhere"))

        let result = try sut.run(["pwd"])

        #expect(result.status != 0)
    }

    @Test func test_run_deliversSignalAs128PlusItsNumber() throws {
        let sut = makeSUT()

        let result = try sut.run(["sh", "-c", "kill -TERM $$"])

        #expect(result.status == 128 + 15)
    }

    /// The tests and `kata-dev verify` start children from several threads at once.
    @Test func test_run_manyAtOnce_deliverEachItsOwnStatus() async throws {
        let sut = makeSUT()

        let statuses = try await withThrowingTaskGroup(of: Int32.self) { group in
            for number in 0..<64 {
                group.addTask { try sut.run(["sh", "-c", "exit \(number % 3)"]).status }
            }
            return try await group.reduce(into: [Int32]()) { $0.append($1) }
        }

        #expect(statuses.sorted() == (0..<64).map { Int32($0 % 3) }.sorted())
    }

    // MARK: - Helpers

    private func makeSUT(
        directory: URL = FileManager.default.temporaryDirectory, environment: [String: String] = [:]
    ) -> Shell {
        Shell(directory: directory, environment: environment)
    }
}
