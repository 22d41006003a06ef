import Foundation
import Testing

@testable import KataKit

/// The run-sheets' promises, on the real kit: every screen command fits a projector, and a coach
/// can plan a session from a bounded amount of reading. `swift test` runs these in CI.
@Suite struct RunSheetTests {
    @Test func test_screenCommands_thatReadTheReferenceRunAndFitAScreen() throws {
        let (tree, guide) = try Self.kit()
        let commands = RunSheet.screenCommands(in: guide).filter { !$0.needsAKata }
        #expect(
            commands.count >= 10, "the run-sheets put fewer reference commands on the screen than expected")
        for command in commands {
            try Self.expectFitsAScreen(command.text, at: "Katas.md:\(command.line)", in: tree)
        }
    }

    @Test func test_ninetyMinuteCards_commandsToShowRunAndFitAScreen() throws {
        let (tree, guide) = try Self.kit()
        let sheet = RunSheet.section(startingWith: "Run-sheet 1", in: guide)
        let commands = RunSheet.linkedCards(in: sheet, guide: guide).flatMap { card in
            GuideReader.printedCommands(in: card).filter {
                $0.inShellBlock && !$0.text.hasPrefix("swift run kata ")
            }
        }
        #expect(commands.count >= 6, "run-sheet 1's cards show fewer commands than expected")
        for command in commands {
            #expect(
                command.text.count <= RunSheet.screenColumns,
                "a card of run-sheet 1: `\(command.text)` is \(command.text.count) columns wide")
            try Self.expectFitsAScreen(command.text, at: "a card of run-sheet 1", in: tree)
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

    @Test func test_ninetyMinuteSession_needsAtMostSixThousandWordsToPlan() throws {
        let (tree, guide) = try Self.kit()
        let sheet = RunSheet.section(startingWith: "Run-sheet 1", in: guide)
        let cards = RunSheet.linkedCards(in: sheet, guide: guide)
        #expect(cards.count == 4, "run-sheet 1 links stage 1's card and katas 2, 3 and 4's")
        #expect(cards.allSatisfy { !$0.isEmpty })
        let readme = String(decoding: tree.read("README.md") ?? Data(), as: UTF8.self)
        let words = ([readme, sheet] + cards).map(RunSheet.words(in:)).reduce(0, +)
        #expect(words > 1000 && words <= 6000, "planning the 90 minutes takes \(words) words of reading")
    }

    @Test func test_halfDay_needsAtMostTwelveThousandWordsToPlanEitherTrack() throws {
        let (tree, guide) = try Self.kit()
        let first = RunSheet.section(startingWith: "Run-sheet 1", in: guide)
        let second = RunSheet.section(startingWith: "Run-sheet 2", in: guide)
        let readme = String(decoding: tree.read("README.md") ?? Data(), as: UTF8.self)
        let shared = [readme, first, second] + RunSheet.linkedCards(in: first, guide: guide)
        for track in [[7, 8], [5, 6]] {
            let cards = track.map { GuideReader.card(of: $0, in: guide).joined(separator: "\n") }
            #expect(cards.allSatisfy { !$0.isEmpty })
            let words = (shared + cards).map(RunSheet.words(in:)).reduce(0, +)
            #expect(words <= 12000, "planning the half-day with katas \(track) takes \(words) words")
        }
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

    /// Runs a command as the room would see it and expects it to succeed within a screen.
    private static func expectFitsAScreen(
        _ text: String, at place: String, in tree: FileTree, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let screen = try GuideReader.ScreenCommand(text)
        let result = try Shell(directory: tree.root).run(screen.arguments)
        let lines = Pager(text: result.text).lines
        let widest = lines.map(RunSheet.columns(of:)).max() ?? 0
        #expect(
            result.status <= screen.highestGoodStatus,
            "\(place): `\(text)` fails with status \(result.status)", sourceLocation: sourceLocation)
        #expect(
            lines.count <= RunSheet.screenLines, "\(place): `\(text)` prints \(lines.count) lines",
            sourceLocation: sourceLocation)
        #expect(
            widest <= RunSheet.screenColumns, "\(place): `\(text)` prints a line of \(widest) columns",
            sourceLocation: sourceLocation)
    }

    private static func kit(sourceLocation: SourceLocation = #_sourceLocation) throws -> (FileTree, String) {
        let tree = try PackageRoot.tree()
        let guide = try #require(tree.read("Katas.md"), sourceLocation: sourceLocation)
        return (tree, String(decoding: guide, as: UTF8.self))
    }
}
