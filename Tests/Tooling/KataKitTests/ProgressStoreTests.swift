import Foundation
import KataKit
import KataTestSupport
import Testing

@Suite(.whereTheToolRuns) struct ProgressStoreTests {
    let directory = TemporaryDirectory()

    @Test func test_load_withoutAFile_startsEmpty() {
        let (state, warning) = makeSUT().load(now: Date())

        #expect(state == ProgressState())
        #expect(warning == nil)
    }

    @Test func test_save_thenLoad_givesTheSameState() throws {
        let sut = makeSUT()
        var state = ProgressState()
        state.current = 3
        state[3] = KataProgress(branch: "kata/3", startCommit: "abc")
        state[3]?.moveSeconds["1"] = 42

        try sut.save(state)

        #expect(sut.load(now: Date()).0 == state)
    }

    @Test func test_load_setsAnUnreadableFileAsideAndSaysWhere() throws {
        let sut = makeSUT()
        try sut.tree.write(Data("{ not json".utf8), to: ProgressStore.path)

        let (state, warning) = sut.load(now: Date(timeIntervalSince1970: 7))

        #expect(state == ProgressState())
        #expect(warning?.contains(".kata/state-unreadable-7.json") == true)
        #expect(sut.tree.read(".kata/state-unreadable-7.json") == Data("{ not json".utf8))
    }

    private func makeSUT() -> ProgressStore {
        ProgressStore(tree: FileTree(root: directory.url))
    }
}
