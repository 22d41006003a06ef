import KataKit
import Testing

@Suite(.whereTheToolRuns) struct PagerTests {
    @Test func test_page_showsFiftyLinesAPage() {
        let sut = Pager(text: (1...120).map(String.init).joined(separator: "\n"))

        #expect(sut.pageCount == 3)
        #expect(sut.page(1).count == 50)
        #expect(sut.page(3) == (101...120).map(String.init))
    }
}
