import KataTestSupport
import Testing

/// How a goal check's lesson names the moves it is about, as the kata's page numbers them.
@Suite struct KataMoveTests {
    @Test func test_description_namesTheKataAndTheMove() {
        #expect("\(KataMove(kata: 2, number: 1))" == "Kata 2, move 1")
    }

    @Test(arguments: [
        ([1], "Kata 8, move 1"),
        ([1, 7], "Kata 8, moves 1 and 7"),
        ([4, 5], "Kata 8, moves 4 and 5"),
        ([1, 3, 5, 7], "Kata 8, moves 1, 3, 5 and 7"),
        ([2, 3, 4, 5], "Kata 8, moves 2 to 5"),
        ([5, 2, 4, 3, 4], "Kata 8, moves 2 to 5"),
        ([4, 5, 8, 9], "Kata 8, moves 4, 5, 8 and 9"),
    ])
    func test_list_namesSeveralMovesInThePagesOrder_aRunOfThreeOrMoreAsARange(
        numbers: [Int], expected: String
    ) {
        #expect(KataMove.list(numbers.map { KataMove(kata: 8, number: $0) }) == expected)
    }

    @Test func test_list_ofTheGeneratedMoves_rendersAsTheirNumbers() {
        #expect(
            KataMove.list(KataMove.Kata2.contract, KataMove.Kata2.loaderHoldsAClient)
                == "Kata 2, moves 1 and 2")
    }
}
