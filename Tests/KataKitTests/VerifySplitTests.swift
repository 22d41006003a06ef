import Testing

@testable import KataKit

@Suite struct VerifySplitTests {
    @Test func test_split_sharesTheWorkEvenlyAndKeepsEachGroupInOrder() {
        let weights = [2: 10, 3: 12, 4: 10, 5: 30, 6: 30, 7: 8, 8: 28]

        let groups = KataTool.split([2, 3, 4, 5, 6, 7, 8], into: 2) { weights[$0] ?? 0 }

        #expect(groups.count == 2)
        #expect(Set(groups.joined()) == [2, 3, 4, 5, 6, 7, 8])
        let loads = groups.map { $0.reduce(0) { $0 + (weights[$1] ?? 0) } }
        #expect(abs(loads[0] - loads[1]) <= 10)
        #expect(groups.allSatisfy { $0 == $0.sorted() })
    }

    @Test func test_split_neverMakesMoreGroupsThanKatas() {
        #expect(KataTool.split([5], into: 4) { _ in 1 } == [[5]])
    }
}
