import Foundation
import Testing

@testable import KataDevKit
@testable import KataKit

@Suite(.whereTheToolRuns) struct GuideReaderTests {
    static let guide = """
        ## The kata cards

        ### Kata 2 — Extract

        **Timebox:** 5 min of pair work, estimated (kata2-first-mistake).

        #### The moves

        1. **The contract, test first.** 3 min. Add it.
        2. **The loader holds a client.** 2 min (measured 8 s). Then `swift run kata next`.

        #### Review questions

        1. **Which test can you now write?** None yet: the loader
           still chooses its client.
        2. **Is it a dependency yet?** Not yet.

        ### Kata 3 — Next
        #### The moves
        1. **Other.** 4 min.
        """

    // MARK: - The kit's cards

    @Test func test_timebox_readsTheMinutesOfTheCardsTimeboxLine() {
        #expect(GuideReader.timebox(in: Self.guide, kata: 2) == 5)
        #expect(GuideReader.timebox(in: Self.guide, kata: 3) == nil)
    }

    @Test func test_reviewQuestions_readsTheBoldQuestionsWithoutTheirModelAnswers() {
        #expect(
            GuideReader.reviewQuestions(in: Self.guide, kata: 2) == [
                "Which test can you now write?", "Is it a dependency yet?",
            ])
    }

    // MARK: - A kata's own page

    @Test func test_reviewQuestionsInPage_joinsEachQuestionsLinesAndDropsEmphasis() {
        let page = """
            ## Review questions

            1. Which test of the *loader* can you
               now write?
            2. Is **it** a dependency yet?

            ## Common mistakes
            1. Not a question.
            """

        #expect(
            GuideReader.reviewQuestions(inPage: page) == [
                "Which test of the *loader* can you now write?", "Is it a dependency yet?",
            ])
        #expect(GuideReader.reviewQuestions(inPage: "## The moves") == nil)
    }

    // MARK: - The session plans

    static let plan = """
        ## The 90-minute session

        | start | min | part | what the room does | on the screen |
        |---|---|---|---|---|
        | 0:00 | 10 | Connect | names globals | the board |
        | 0:10 | 15 | Concept | reads stage 1 | |
        | 0:25 | 5 | Concrete | **Kata 2 in pairs, moves 1–2** | |
        | 0:30 | 10 | Conclusion | Monday | |
        | 0:40 | | End | | |
        """

    @Test func test_sessionTables_readsEachRowsStartMinutesAndPart_andTheHeadingsLength() throws {
        let table = try #require(GuideReader.sessionTables(in: Self.plan).first)

        #expect(table.length == 90)
        #expect(table.rows.map(\.start) == [0, 10, 25, 30, 40])
        #expect(table.rows.map(\.minutes) == [10, 15, 5, 10, nil])
        #expect(table.rows.map(\.part) == ["Connect", "Concept", "Concrete", "Conclusion", "End"])
        #expect(table.rows[0].line == 5)
    }

    @Test func test_practice_readsTheKataAndItsMovesFromASlot() {
        func practice(_ text: String) -> String? {
            GuideReader.practice(in: text).map { "kata \($0.kata), moves \($0.moves)" }
        }

        #expect(practice("**Kata 5 in pairs, moves 1–8**, with tests") == "kata 5, moves 1...8")
        #expect(practice("Kata 6 in pairs, moves 2-3") == "kata 6, moves 2...3")
        #expect(practice("Kata 7 in pairs, move 4") == "kata 7, moves 4...4")
        #expect(practice("watches kata 2 done live") == nil)
    }

    @Test func test_sessionProblems_reportAPlanThatDoesNotLastWhatItsHeadingSays() {
        let tables = GuideReader.sessionTables(in: Self.plan)

        let problems = KataTool.sessionProblems(tables, budgets: [2: [3, 2]])

        #expect(
            problems == [#"Katas.md's outline under "The 90-minute session": ends after 40 minutes, not 90"#])
    }

    @Test func test_sessionProblems_reportARowThatDoesNotFollowOnFromTheOneBefore() {
        let plan = Self.plan.replacingOccurrences(of: "| 0:25 | 5 |", with: "| 0:26 | 4 |")
            .replacingOccurrences(of: "90-minute", with: "40-minute")

        let problems = KataTool.sessionProblems(GuideReader.sessionTables(in: plan), budgets: [2: [3, 1]])

        #expect(
            problems == [
                #"Katas.md's outline under "The 40-minute session", line 7: starts at 0:26, but the row before ends at 0:25"#
            ])
    }

    @Test func test_sessionProblems_reportAPracticeSlotThatIsNotWhatTheCardGivesItsMoves() {
        let plan = Self.plan.replacingOccurrences(of: "90-minute", with: "40-minute")

        let problems = KataTool.sessionProblems(GuideReader.sessionTables(in: plan), budgets: [2: [3, 4]])

        #expect(
            problems == [
                #"Katas.md's outline under "The 40-minute session", line 7: kata 2's moves 1–2 take 7 min on its card, the slot 5"#
            ])
    }

    @Test func test_sessionProblems_reportAMissingPartAndConclusionsOfDifferentLengths() {
        let other = """
            ## The 20-minute session
            | 0:00 | 12 | Concrete | pairs practise | |
            | 0:12 | 8 | Conclusion | | |
            | 0:20 | | End | | |
            """
        let plan = Self.plan.replacingOccurrences(of: "90-minute", with: "40-minute") + "\n" + other

        let problems = KataTool.sessionProblems(GuideReader.sessionTables(in: plan), budgets: [2: [5, 0]])

        #expect(
            problems == [
                #"Katas.md's outline under "The 20-minute session" has no Connect, Concept"#,
                "Katas.md's conclusions differ in length (line 8: 10 min, line 12: 8 min): one closing length everywhere",
            ])
    }

    // MARK: - Names and numbers the text states

    @Test func test_mistakeIDs_readsTheNamesAfterTheKataPrefix() {
        #expect(GuideReader.mistakeIDs(in: Self.guide, kata: 2) == ["first-mistake"])
    }

    @Test func test_kataCommands_readsTheWordAfterSwiftRunKata() {
        #expect(GuideReader.kataCommands(in: Self.guide) == ["next"])
    }

    @Test func test_testNames_readsTheTestNamesQuotedAsCodeOnly() {
        let text = """
            `test_load_deliversItems` and `test_init_doesNothing()` pass; test_notQuoted does not count,
            nor does `test_a b` or `swift test --filter test_x`.
            """

        #expect(GuideReader.testNames(in: text) == ["test_load_deliversItems", "test_init_doesNothing"])
    }

    @Test func test_swiftFileNames_readsQuotedFileNamesWithoutAFolder() {
        let text =
            "`FeedStore.swift`, `URLSession+HTTPSession.swift`, not `Stages/A/B.swift` nor `.swift` or B.swift."

        #expect(GuideReader.swiftFileNames(in: text) == ["FeedStore.swift", "URLSession+HTTPSession.swift"])
    }

    @Test func test_numbers_readsFiguresAndWordsJustBeforeThePhrase() {
        let text =
            "three rows changed on purpose, then 4 rows changed on purpose, and rows changed on purpose."

        #expect(GuideReader.numbers(before: "rows changed on purpose", in: text) == [3, 4])
    }

    @Test func test_repositoryPaths_readsRealFoldersAndStagesButNotPlaceholders() {
        let text = """
            Run `git diff --no-index Stages/Stage3Default Stages/Stage4Root`; open Tests/Tooling/KataData/kata2/moves.json.
            Not Stages/StageN…, not Tests/<stage>Tests, not OtherStages/Stage1X, not Tests/Unknown/x.
            """

        let paths = GuideReader.repositoryPaths(in: text, folders: ["Tooling"])

        #expect(
            paths == ["Stages/Stage3Default", "Stages/Stage4Root", "Tests/Tooling/KataData/kata2/moves.json"])
    }

    // MARK: - Commands on the screen

    @Test func test_printedCommands_readsShellBlocksAndInlineScreenCommands_notOtherCode() {
        let guide = """
            Run `git diff --no-index Stages/A
            Stages/B` and `cat Stages/A/x.swift`, but not `swift test` nor `git restore Stages/A`.

            ```sh
            # a comment
            ls Tests/T
            swift run kata done
            git diff --no-index Stages/Stage4Root/Loader.swift \\
                Stages/Stage5Null/Loader.swift
            ```

            ```text
            cat Stages/NotACommand
            ```
            """

        let commands = GuideReader.printedCommands(in: guide)

        #expect(
            commands == [
                .init(line: 1, text: "git diff --no-index Stages/A Stages/B", inShellBlock: false),
                .init(line: 2, text: "cat Stages/A/x.swift", inShellBlock: false),
                .init(line: 6, text: "ls Tests/T", inShellBlock: true),
                .init(line: 7, text: "swift run kata done", inShellBlock: true),
                .init(
                    line: 8,
                    text: "git diff --no-index Stages/Stage4Root/Loader.swift Stages/Stage5Null/Loader.swift",
                    inShellBlock: true, columns: 52),
            ])
    }

    @Test func test_shellWords_splitsAsAShellWouldWithoutExpandingAnything() throws {
        #expect(
            try GuideReader.shellWords(#"git diff -I'a|b (c)' "d e" f\ g  h"#) == [
                "git", "diff", "-Ia|b (c)", "d e", "f g", "h",
            ])
        #expect(try GuideReader.shellWords(#"a "x\"y" ''"#) == ["a", #"x"y"#, ""])
    }

    @Test(arguments: [
        "cat a | head", "cat a > b", "cat a; ls", "cat $HOME", "cat `x`", "cat *.swift", #"cat "$x""#,
        "cat 'open",
        "ls ~/x", "cat a # note",
    ])
    func test_shellWords_refusesWhatAShellWouldExpandOrTreatAsAnOperator(_ text: String) {
        #expect(throws: KataError.self) { try GuideReader.shellWords(text) }
    }

    @Test func test_screenCommand_acceptsTheAllowedFormsOverStagesAndTests() throws {
        let diff = try GuideReader.ScreenCommand(
            "git diff --no-index --stat=200,160 -M -I'Feed(Item|Image)' Stages/A Stages/B")
        let cat = try GuideReader.ScreenCommand("cat Tests/A/x.swift Tests/A/y.swift")
        let files = try GuideReader.ScreenCommand("git ls-files Tests/A Tests/B")

        #expect(
            diff.arguments == [
                "git", "diff", "--no-index", "--stat=200,160", "-M", "-IFeed(Item|Image)", "Stages/A",
                "Stages/B",
            ])
        #expect(diff.highestGoodStatus == 1)
        #expect(cat.arguments == ["cat", "Tests/A/x.swift", "Tests/A/y.swift"])
        #expect(cat.highestGoodStatus == 0)
        #expect(files.arguments == ["git", "ls-files", "Tests/A", "Tests/B"])
        #expect(files.highestGoodStatus == 0)
    }

    /// The host's own diff, ls and wc print otherwise on a Mac (BSD) than on Linux (GNU), so a
    /// screen measured on one may overflow on the other: git and cat print the same on both.
    @Test(arguments: [
        "git diff Stages/A Stages/B", "git diff --no-index --output=Stages/x Stages/A Stages/B",
        "git diff --no-index Stages/A", "git log Stages/A", "git ls-files -s Stages/A", "cat ../secret",
        "cat /etc/passwd", "cat Stages/../../x", "cat", "diff -ruN Stages/A Stages/B",
        "diff -U0 Stages/A Stages/B", "wc -l Stages/A", "ls Stages", "ls -1 Tests", "rm -rf Stages",
        "swift test --filter Stage2",
    ])
    func test_screenCommand_refusesOtherProgramsOptionsAndPaths(_ text: String) {
        #expect(throws: KataError.self) { try GuideReader.ScreenCommand(text) }
    }

    @Test func test_screenCommands_reportACommandThatFailsOrPrintsMoreThanAScreen() throws {
        let (sut, fixture) = try makeSUT()
        try fixture.write(
            (1...51).map { "line \($0)" }.joined(separator: "\n") + "\n", to: "Stages/StageTwo/Long.swift")
        try fixture.write(
            (1...50).map { "line \($0)" }.joined(separator: "\n") + "\n", to: "Stages/StageTwo/Full.swift")
        let guide = """
            ```sh
            cat Stages/StageTwo/Full.swift
            git diff --no-index Stages/StageOne/A.swift Stages/StageTwo/A.swift
            cat Stages/StageTwo/Long.swift
            git diff --no-index Stages/Missing Stages/StageTwo/A.swift
            swift run kata done
            swift build
            ls Stages
            ```
            """

        let problems = sut.screenCommandProblems(guide)

        #expect(
            problems == [
                "Katas.md:4: `cat Stages/StageTwo/Long.swift` prints 51 lines, more than a screen of 50",
                "Katas.md:5: `git diff --no-index Stages/Missing Stages/StageTwo/A.swift` is refused: Stages/Missing does not exist",
                "Katas.md:7: `swift build` is refused: not a screen command: the kit prints only git diff --no-index, git ls-files and cat, over Stages/ and Tests/, which print the same on macOS and Linux",
                "Katas.md:8: `ls Stages` is refused: not a screen command: the kit prints only git diff --no-index, git ls-files and cat, over Stages/ and Tests/, which print the same on macOS and Linux",
            ])
    }

    @Test func test_statedFacts_reportATestAndAFileNothingDeclaresAndAMiscountOfTheDeliberateChanges() throws
    {
        let (sut, fixture) = try makeSUT()
        try fixture.write("@Test func test_b_passes() {}\n", to: "Tests/StageTwoTests/BTests.swift")
        try fixture.write(
            """
            public static let deliberateChanges: [(scenario: String, why: String)] = [
                (scenario: "one", why: "a"),
                (scenario: "two", why: "b"),
            ]
            """, to: "Tests/Support/KataTestSupport/ProductsScenario.swift")
        let guide =
            """
            `test_b_passes` and `test_c_passes()` in `BTests.swift`, `CTests.swift` and `Package.swift`; three
            rows changed on purpose; two rows changed on purpose.
            """

        let problems = sut.statedFactProblems(guide)

        #expect(
            problems == [
                "Katas.md names the test test_c_passes, which no file under Tests/ declares",
                "Katas.md names CTests.swift, which neither the package root nor a folder under Stages/ or Tests/ holds",
                "Katas.md says 2 and 3 rows changed on purpose; Tests/Support/KataTestSupport/ProductsScenario.swift declares 2 in deliberateChanges",
            ])
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (sut: KataTool, fixture: KataRepositoryFixture) {
        let fixture = try KataRepositoryFixture()
        return (KataToolHarness(fixture: fixture).sut, fixture)
    }
}
