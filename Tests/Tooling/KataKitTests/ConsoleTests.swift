import KataKit
import Testing

@Suite(.whereTheToolRuns) struct ConsoleTests {
    @Test func test_wrap_breaksAtSpacesWithinTheColumnsKeepingTheIndent() {
        let lines = Console.wrap("  one two three four five six", columns: 12)

        #expect(lines == ["  one two", "  three four", "  five six"])
        #expect(lines.allSatisfy { $0.count <= 12 })
    }

    @Test func test_wrap_leavesALongWordWholeAndAShortLineAsItIs() {
        #expect(
            Console.wrap("Sources/AVeryLongPathName.swift x", columns: 10) == [
                "Sources/AVeryLongPathName.swift", "x",
            ])
        #expect(Console.wrap("short", columns: 10) == ["short"])
    }

    @Test func test_tell_wrapsAMovesTextToTheTerminal() {
        let spy = ConsoleSpy(columns: 40)
        let text = Array(repeating: "word", count: 100).joined(separator: " ")

        spy.console.tell(text)

        #expect(spy.lines.count > 10)
        #expect(spy.lines.allSatisfy { $0.count <= 40 })
    }
}
