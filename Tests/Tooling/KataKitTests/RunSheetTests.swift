import Foundation
import Testing

@testable import KataDevKit
@testable import KataKit

/// The run-sheets' promises, on the real kit: every screen command fits a projector, and a coach
/// can plan a session from a bounded amount of reading. `swift test` runs these in CI.
@Suite(.whereTheToolRuns) struct RunSheetTests {
    @Test func test_screenCommands_thatReadTheReferenceRunAndFitAScreen() throws {
        let (tree, guide) = try Self.kit()
        let commands = RunSheet.screenCommands(in: guide).filter { !$0.needsAKata }
        #expect(
            commands.count >= 10, "the run-sheets put fewer reference commands on the screen than expected")
        for command in commands {
            try Self.expectFitsAScreen(command.text, at: "Katas.md:\(command.line)", in: tree)
        }
    }

    @Test(arguments: ["Run-sheet 1", "Run-sheet 2"])
    func test_cardsOfARunSheet_commandsToShowRunAndFitAScreen(_ sheetName: String) throws {
        let (tree, guide) = try Self.kit()
        let sheet = RunSheet.section(startingWith: sheetName, in: guide)
        let commands = RunSheet.linkedCards(in: sheet, guide: guide).flatMap { card in
            GuideReader.printedCommands(in: card).filter {
                $0.inShellBlock && !$0.text.hasPrefix("swift run kata ")
            }
        }
        #expect(commands.count >= 2, "\(sheetName)'s cards show fewer commands than expected")
        for command in commands {
            #expect(
                command.columns <= RunSheet.screenColumns,
                "a card of \(sheetName): `\(command.text)` is \(command.columns) columns wide")
            try Self.expectFitsAScreen(command.text, at: "a card of \(sheetName)", in: tree)
        }
    }

    @Test func test_screenCommands_everyOneFitsTheScreensWidthAsTyped() throws {
        let (_, guide) = try Self.kit()
        let commands = RunSheet.screenCommands(in: guide)
        #expect(commands.contains { $0.needsAKata }, "no kata command on the run-sheets' screen")
        for command in commands {
            #expect(
                command.text.count <= RunSheet.screenColumns,
                "Katas.md:\(command.line): `\(command.text)` is \(command.text.count) columns wide")
        }
    }

    @Test func test_ninetyMinuteSession_needsAtMost3000WordsToPlan() throws {
        let (tree, guide) = try Self.kit()
        let sheet = RunSheet.section(startingWith: "Run-sheet 1", in: guide)
        let lists = ReadingList.lists(in: sheet)
        #expect(lists.count == 1, "run-sheet 1 has one reading list")
        let words = try Self.wordsToPlan(lists.first ?? ReadingList(items: []), in: tree, guide: guide)
        #expect(words > 1000 && words <= 3000, "planning the 90 minutes takes \(words) words of reading")
    }

    @Test func test_halfDay_needsAtMost6500WordsToPlanEachTrack() throws {
        let (tree, guide) = try Self.kit()
        let sheet = RunSheet.section(startingWith: "Run-sheet 2", in: guide)
        let lists = ReadingList.lists(in: sheet)
        #expect(lists.count == 2, "run-sheet 2 has a reading list per track")
        for list in lists {
            let words = try Self.wordsToPlan(list, in: tree, guide: guide)
            #expect(
                words > 1000 && words <= 6500, "planning a half-day track takes \(words) words of reading")
        }
    }

    @Test func test_readingList_readsWholeSectionsNamedPartsAndQuestions() {
        let guide = """
            # Kit
            Preamble.
            ## Sheet
            **Read** these:
            - [Sheet](#sheet)
            - [Kata 3 — Seams](#kata-3--seams): *Watch for*, questions 2 and 4

            ### Kata 3 — Seams
            Intro.
            #### Watch for
            - a spy
            #### Review questions
            1. **One?** A.
            2. **Two?** B,
               still B.
            3. **Three?** C.
            4. **Four?** D.
            ## After
            """
        let lists = ReadingList.lists(in: guide)
        #expect(lists.count == 1)
        let texts = lists.first?.texts(in: guide).map(\.text) ?? []
        #expect(texts.count == 2)
        #expect(texts.first?.hasPrefix("## Sheet") == true)
        #expect(texts.last == "#### Watch for\n- a spy\n2. **Two?** B,\n   still B.\n4. **Four?** D.")
    }

    @Test func test_readingList_givesNoTextForAPartTheGuideDoesNotHave() {
        let guide = """
            ## Sheet
            **Read**
            - [Sheet](#sheet): *Missing*
            """
        #expect(ReadingList.lists(in: guide).first?.texts(in: guide).map(\.text) == [""])
    }

    @Test func test_screenCommands_areReadFromScreenBlocksOnly() {
        let guide = """
            ```sh screen
            cat Stages/A/x.swift

            swift run kata diff reference --files
            ```
            ```sh
            cat Stages/B/y.swift
            ```
            `cat Stages/C/z.swift`
            """
        #expect(
            RunSheet.screenCommands(in: guide) == [
                .init(line: 2, text: "cat Stages/A/x.swift"),
                .init(line: 4, text: "swift run kata diff reference --files"),
            ])
    }

    @Test func test_columns_countsATabUpToTheNextStopOfEight() {
        #expect(RunSheet.columns(of: "ab\tc") == 9)
        #expect(RunSheet.columns(of: "") == 0)
    }

    /// Runs a command as the room would see it and expects it to succeed within a screen: 50 rows
    /// of 120 columns, where a wider line (git's `diff --git a/… b/…` header of two long paths)
    /// wraps onto the rows below it.
    private static func expectFitsAScreen(
        _ text: String, at place: String, in tree: FileTree, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let screen = try GuideReader.ScreenCommand(text)
        for path in screen.paths {
            #expect(
                tree.exists(path), "\(place): `\(text)` reads \(path), which does not exist",
                sourceLocation: sourceLocation)
        }
        let result = try Shell(directory: tree.root).run(screen.arguments)
        let rows = Pager(text: result.text).lines.map { line in
            max(1, (RunSheet.columns(of: line) + RunSheet.screenColumns - 1) / RunSheet.screenColumns)
        }.reduce(0, +)
        #expect(
            result.status <= screen.highestGoodStatus,
            "\(place): `\(text)` fails with status \(result.status)", sourceLocation: sourceLocation)
        #expect(
            rows <= RunSheet.screenLines, "\(place): `\(text)` takes \(rows) rows of a screen",
            sourceLocation: sourceLocation)
    }

    /// README.md, the kit's preamble (all before its first `## `), and what the list names, each
    /// item expected to be found.
    private static func wordsToPlan(
        _ list: ReadingList, in tree: FileTree, guide: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Int {
        let readme = String(decoding: tree.read("README.md") ?? Data(), as: UTF8.self)
        let preamble = guide.components(separatedBy: "\n## ").first ?? ""
        let texts = list.texts(in: guide)
        #expect(
            texts.count >= 3, "a reading list names the sheet and its cards", sourceLocation: sourceLocation)
        for (item, text) in texts where text.isEmpty {
            Issue.record(
                "the reading list names what Katas.md does not have: \(item)", sourceLocation: sourceLocation)
        }
        return ([readme, preamble] + texts.map(\.text)).map(RunSheet.words(in:)).reduce(0, +)
    }

    private static func kit(sourceLocation: SourceLocation = #_sourceLocation) throws -> (FileTree, String) {
        let tree = try PackageRoot.tree()
        let guide = try #require(tree.read("Katas.md"), sourceLocation: sourceLocation)
        return (tree, String(decoding: guide, as: UTF8.self))
    }
}
