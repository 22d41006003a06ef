import Foundation
import Testing

@testable import KataDevKit
@testable import KataKit

@Suite(.whereTheToolRuns) struct KataQueueTests {
    @Test func test_longestFirst_ordersByWeightKeepingTheKatasOrderOnATie() {
        let weights = [2: 10, 3: 12, 4: 10, 5: 30, 6: 31, 7: 8]

        #expect(KataTool.longestFirst([2, 3, 4, 5, 6, 7]) { weights[$0] ?? 0 } == [6, 5, 3, 2, 4, 7])
    }

    @Test func test_next_handsEachKataOutOnceInOrderThenNil() {
        let sut = KataQueue([6, 5, 3])

        #expect([sut.next(), sut.next(), sut.next(), sut.next()] == [6, 5, 3, nil])
    }

    @Test func test_next_fromManyWorkersAtOnce_handsEachKataToExactlyOne() async {
        let katas = Array(1...200)
        let sut = KataQueue(katas)

        let taken = await withTaskGroup(of: [Int].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    var mine: [Int] = []
                    while let kata = sut.next() { mine.append(kata) }
                    return mine
                }
            }
            return await group.reduce(into: [Int]()) { $0 += $1 }
        }

        #expect(taken.sorted() == katas)
    }
}
