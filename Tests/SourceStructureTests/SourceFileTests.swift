import SourceStructure
import Testing

@Suite struct SourceFileTests {
    @Test func test_init_keepsPathAndText() {
        let file = SourceFile(path: "A.swift", text: "struct A {}")

        #expect(file.path == "A.swift")
        #expect(file.text == "struct A {}")
    }
}
