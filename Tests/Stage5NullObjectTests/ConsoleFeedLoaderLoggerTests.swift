import Stage5NullObject
import Testing

struct ConsoleFeedLoaderLoggerTests {
    @Test func test_log_writesLevelAndMessage() {
        var written = [String]()
        let sut = ConsoleFeedLoaderLogger(write: { written.append($0) })

        sut.log("a message", level: .warning)

        #expect(written == ["[warning] a message"])
    }
}
