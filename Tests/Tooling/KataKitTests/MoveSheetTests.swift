import Foundation
import Testing

@testable import KataDevKit
@testable import KataKit

@Suite(.whereTheToolRuns) struct MoveSheetTests {
    // MARK: - What the generator writes

    @Test func test_page_saysWhatEachMovePinsLeavesAndDoes_inItsOwnWords() {
        let sut = MoveSheet(plan: Self.plan(Self.move()))

        #expect(
            sut.page == """
                1. **B arrives.** A has no B. One job each.

                   - *The tests:* B's two answers; read `BTests.swift` first.
                   - *Yours to decide:* where B's file goes.
                   - *What no test shows:* B needs Foundation.
                   - *With the tool:* `next` brings `BTests.swift` and deletes `OldTests.swift`; the check turns
                     red, and green once the move is written. `catch-up` brings the reference's code.

                """)
    }

    @Test func test_page_saysWhyAMoveStaysRed() {
        let move = Self.move(withTests: .red, whenDone: .red, redBecause: "B's own test waits for move 2.")

        #expect(
            MoveSheet.toolSentence(move).contains(
                "the check turns red, and stays red once the move is written. B's own test waits for move 2.")
        )
    }

    @Test func test_pageItem_tenAndAbove_indentsItsBulletsUnderItsText() {
        let item = MoveSheet.pageItem(Self.move(), number: 10)

        #expect(item.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("    ") })
    }

    @Test func test_card_givesEachMoveItsMinutesColoursAndDecision() {
        let sut = MoveSheet(plan: Self.plan(Self.move(), Self.move(title: "Done?", withTests: nil)))

        #expect(
            sut.card == """
                1. **B arrives.** 3 min. Red, then green. The pair decides where B's file goes.
                2. **Done?** 3 min. Green throughout. The pair decides where B's file goes.

                """)
    }

    @Test func test_card_aGreenMoveThatGoesRedOnPurpose_saysSo() {
        let move = Self.move(withTests: nil, redBecause: "Each mutation turns it red for a moment.")

        #expect(MoveSheet.colours(move) == "Green at its start and end, red on purpose between")
        #expect(MoveSheet.colours(Self.move(withTests: nil)) == "Green throughout")
    }

    @Test func test_replacingBlock_replacesOnlyWhatLiesBetweenTheMarkers() throws {
        let text = "# Page\n\(MoveSheet.pageMarker)\nold\n\(MoveSheet.endMarker)\nkept\n"

        let written = try MoveSheet.replacingBlock(
            MoveSheet.pageMarker, in: text, with: "new\n", file: "P.md")

        #expect(written == "# Page\n\(MoveSheet.pageMarker)\n\nnew\n\n\(MoveSheet.endMarker)\nkept\n")
        #expect(throws: KataError.self) {
            try MoveSheet.replacingBlock(MoveSheet.pageMarker, in: "# Page\n", with: "new", file: "P.md")
        }
    }

    @Test func test_wrap_keepsLinesShort_andNeverStartsOneWithAListMarker() {
        let words = Array(repeating: "word", count: 19).joined(separator: " ") + " - 1. done"

        let lines = MoveSheet.wrap(words, first: "", rest: "  ")

        #expect(lines.allSatisfy { $0.count <= MoveSheet.width + 3 })
        #expect(lines.dropFirst().allSatisfy { !$0.hasPrefix("  -") && !$0.hasPrefix("  1.") })
    }

    @Test func test_declarations_countsSpansAndCodeLinesThatDeclare_inTheMovesSectionOnly() {
        let page = """
            # Kata
            `public init(a: A)` before the moves.
            ## The moves
            1. Write `func load()`, `A`, `init(a:)` and `(A) -> B`.
               ```swift
               let a = A()
               a.load()
               ```
            ## Review questions
            `var b: B`
            """

        #expect(
            MoveSheet.declarations(inMovesOf: page) == ["func load()", "init(a:)", "(A) -> B", "let a = A()"])
    }

    @Test func test_hintsRepeatingThePage_findsASpanOrASentenceThePageAlreadySays() {
        let move = Self.move(hints: [
            "Who should own B?", "Read `BTests.swift` again.", "One job each.",
            "`swift run kata catch-up` brings B.",
        ])

        #expect(
            MoveSheet.hintsRepeatingThePage(move, number: 1) == [
                "Read `BTests.swift` again.", "One job each.",
            ])
    }

    // MARK: - The goal checks' moves

    @Test func test_swiftMoves_namesEachMoveByItsId_numberedInTheDatasOrder() throws {
        let plan = Self.plan(
            Self.move(id: "arrive", title: "B arrives"), Self.move(id: "leave", title: "Done?"))

        let source = try MoveSheet.swiftMoves([plan])

        #expect(
            source == """
                // Written by `swift run kata-dev pages` from each kata's moves.json: edit the data, not this file.

                extension KataMove {
                    /// Kata 2's moves, by the ids its moves.json gives them.
                    public enum Kata2 {
                        /// B arrives.
                        public static let arrive = KataMove(kata: 2, number: 1)
                        /// Done?
                        public static let leave = KataMove(kata: 2, number: 2)
                    }
                }

                """)
    }

    @Test(arguments: [nil, "", "Arrive", "b-arrives", "twice"])
    func test_swiftMoves_refusesAMoveWithNoIdOfItsOwn(_ id: String?) {
        let plan = Self.plan(Self.move(id: "twice"), Self.move(id: id))

        #expect(
            throws: KataError(
                "kata 2's move 2 needs an id of its own in moves.json, in lowerCamelCase, for the goal checks to name it by"
            )
        ) { try MoveSheet.swiftMoves([plan]) }
    }

    @Test func test_movesNumberedByHand_findsALessonThatWritesAMovesNumber_andLeavesAnIdAlone() {
        let text = """
            "\\(Move.contract): add the protocol."
            "Kata 2, move 1: add the protocol."
            \"""
            Kata 5, moves 1 and 3: a Null Object.
            \"""
            "Kata 2 opens no door."
            """

        #expect(
            MoveSheet.movesNumberedByHand(in: text, file: "Tests/T/KataGoalTests.swift") == [
                "Tests/T/KataGoalTests.swift:2: names a move by its number; name it by its id, as KataMove+Moves.swift gives it",
                "Tests/T/KataGoalTests.swift:4: names a move by its number; name it by its id, as KataMove+Moves.swift gives it",
            ])
    }

    // MARK: - The real pages, the kit and the data

    @Test func test_pagesCardsAndGoalCheckMoves_areWhatTheGeneratorWritesFromTheData() throws {
        let tree = try PackageRoot.tree()

        let problems = try MoveSheet.problems(in: tree, library: KataLibrary(tree: tree))

        #expect(problems == [], "swift run kata-dev pages writes them")
    }

    @Test func test_timeboxProblems_reportMovesThatDoNotAddUpToTheCardsTimebox() {
        let plan = Self.plan(Self.move(), Self.move())

        #expect(MoveSheet.timeboxProblems(of: plan, timebox: 6) == [])
        #expect(
            MoveSheet.timeboxProblems(of: plan, timebox: 7) == [
                "kata 2's moves add up to 6 min, its timebox on Katas.md's card says 7"
            ])
        #expect(
            MoveSheet.timeboxProblems(of: plan, timebox: nil) == [
                "Katas.md's card for kata 2 gives no **Timebox:** in minutes"
            ])
    }

    // MARK: - Helpers

    static func move(
        id: String? = nil, title: String = "B arrives", withTests: Colour? = .red, whenDone: Colour = .green,
        redBecause: String? = nil, hints: [String] = []
    ) -> Move {
        Move(
            id: id, title: title, smell: "A has no B.", principle: "One job each.",
            pins: "B's two answers; read `BTests.swift` first.", decides: "where B's file goes",
            platform: "B needs Foundation.", redBecause: redBecause, minutes: 3, hints: hints,
            tests: [
                .copy("Tests/StageTwoTests/BTests.swift", to: "Tests/StageTwoTests/BTests.swift"),
                .delete("Tests/StageTwoTests/OldTests.swift"),
            ],
            catchUp: [.copy("Stages/StageTwo/B.swift", to: "Stages/StageTwo/B.swift")], withTests: withTests,
            whenDone: whenDone)
    }

    static func plan(_ moves: Move...) -> KataPlan {
        KataPlan(
            kata: 2, title: "Two", stage: "StageTwo",
            start: KataStart(code: "StageOne", tests: "StageOne", keep: []), moves: moves)
    }
}
