import KataKit
import Testing

@Suite struct KataVersionTests {
    @Test func test_number_isOne() {
        #expect(KataVersion.number == 1)
    }
}
