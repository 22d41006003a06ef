import SourceStructure
import Testing

@Suite struct TokenizerTests {
    @Test func test_tokens_leaveNestedBlockCommentsOutOfTheCode() {
        let file = SourceFile(
            path: "A.swift", text: "/* outer /* inner */ still a comment */ let a = 1 // trailing")

        #expect(file.code.map(\.text) == ["let", "a", "=", "1"])
        #expect(file.tokens.filter { $0.kind == .comment }.count == 2)
    }

    @Test func test_tokens_readARawStringAsOneLiteral() {
        let file = SourceFile(path: "A.swift", text: ##"let a = #"say "\(not code)" here"#"##)

        #expect(file.code.map(\.kind) == [.keyword, .identifier, .operator, .string])
    }

    @Test func test_tokens_readTheCodeOfAnInterpolationAsCode() {
        let file = SourceFile(path: "A.swift", text: #"let a = "at \(URLSession.shared.name) now""#)

        #expect(
            file.code.filter { $0.kind == .identifier }.map(\.text) == ["a", "URLSession", "shared", "name"])
        #expect(file.code.filter { $0.kind == .string }.count == 2)
    }

    @Test func test_tokens_readAMultilineStringWithQuotesInside() {
        let text = "let a = \"\"\"\n    \"quoted\" and \"\" twice, ApiClient.instance\n    \"\"\"\nlet b = 2"
        let file = SourceFile(path: "A.swift", text: text)

        #expect(file.code.map(\.text).suffix(4) == ["let", "b", "=", "2"])
        #expect(!file.code.contains { $0.text == "ApiClient" })
    }

    @Test func test_tokens_readABacktickedKeywordAsAName() {
        let file = SourceFile(path: "A.swift", text: "let `class` = 1")

        #expect(file.code[1].kind == .identifier)
        #expect(file.code[1].text == "class")
        #expect(file.code[1].isBackticked)
    }

    @Test func test_tokens_tellAPostfixQuestionMarkFromATernary() {
        let file = SourceFile(path: "A.swift", text: "let a = b?.c ?? (d ? e : f)")
        let questionMarks = file.code.filter { $0.text == "?" }

        #expect(questionMarks.map(\.isPrecededBySpace) == [false, true])
        #expect(file.code.contains { $0.text == "??" })
    }

    @Test func test_tokens_keepIfDirectivesOutOfTheCode() {
        let text = "#if canImport(FoundationNetworking)\n    import FoundationNetworking\n#endif\nlet a = 1"
        let file = SourceFile(path: "A.swift", text: text)

        #expect(
            file.tokens.filter { $0.kind == .directive }.map(\.text) == [
                "#if canImport(FoundationNetworking)", "#endif",
            ])
        #expect(file.code.first?.text == "import")
    }

    @Test func test_tokens_locateEachTokenByFileLineAndColumn() {
        let file = SourceFile(path: "Sub/A.swift", text: "struct A {\n    let b = 1\n}")
        let b = file.code.first { $0.text == "b" }

        #expect(b?.location == Location(file: "Sub/A.swift", line: 2, column: 9))
    }

    @Test func test_tokens_readNumbersRangesAndAttributes() {
        let file = SourceFile(path: "A.swift", text: "@MainActor let a = [1_000.5e-3, 0x1F, 1..<2]")

        #expect(file.code.first?.kind == .attribute)
        #expect(file.code.filter { $0.kind == .number }.map(\.text) == ["1_000.5e-3", "0x1F", "1", "2"])
        #expect(file.code.contains { $0.text == "..<" && $0.kind == .operator })
    }
}
