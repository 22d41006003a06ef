import Testing

@testable import KataKit

@Suite struct GuideReaderTests {
    static let guide = """
        ## Stage 2 — Extract

        1. **The contract, test first.** Add it. (kata2-first-mistake)
        2. **The loader holds a client.** Then `swift run kata next`.

        ## Stage 3 — Next
        1. **Other.**
        """

    @Test func test_moveTitles_readsTheNumberedBoldTitlesOfOneSection() {
        #expect(
            GuideReader.moveTitles(in: Self.guide, kata: 2) == [
                "The contract, test first", "The loader holds a client",
            ])
    }

    @Test func test_mistakeIDs_readsTheNamesAfterTheKataPrefix() {
        #expect(GuideReader.mistakeIDs(in: Self.guide, kata: 2) == ["first-mistake"])
    }

    @Test func test_kataCommands_readsTheWordAfterSwiftRunKata() {
        #expect(GuideReader.kataCommands(in: Self.guide) == ["next"])
    }

    @Test func test_repositoryPaths_readsRealFoldersAndStagesButNotPlaceholders() {
        let text = """
            Run `git diff --no-index Stages/Stage3Default Stages/Stage4Root`; open Tests/KataData/kata2/moves.json.
            Not Stages/StageN…, not Tests/<stage>Tests, not OtherStages/Stage1X, not Tests/Unknown/x.
            """

        let paths = GuideReader.repositoryPaths(in: text, folders: ["KataData"])

        #expect(paths == ["Stages/Stage3Default", "Stages/Stage4Root", "Tests/KataData/kata2/moves.json"])
    }

    @Test func test_moveTitlesInPage_readsTheListUnderTheMovesHeadingOnly() {
        let page = """
            # Kata 2
            1. **Not a move.**
            ## The moves
            1. **First.** Do it.
            2. **Second** and more.
            ## Review questions
            1. **Not a move either.**
            """

        #expect(GuideReader.moveTitles(inPage: page) == ["First", "Second"])
        #expect(GuideReader.moveTitles(inPage: "# No moves here") == nil)
    }
}
