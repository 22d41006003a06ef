import SourceStructure
import Testing

/// What the reader cannot read is recorded, never passed over; `#if` branches keep their
/// conditions; nested types keep their qualified names.
@Suite struct FailClosedTests {
    @Test func test_unreadable_recordsABracketNothingCloses() {
        let tree = SourceTree(["A.swift": "struct A {\n    func f() {\n}"])

        #expect(
            tree.unreadable.map(\.description).contains(
                "could not read A.swift:1: a `{` with no bracket to pair it with"))
    }

    @Test func test_unreadable_recordsADeclarationItSkipped() {
        let tree = SourceTree(["A.swift": "struct A {\n    #warning(\"later\")\n}"])

        #expect(Set(tree.unreadable.map(\.location.line)) == [2])
    }

    @Test func test_unreadable_isEmptyForAWholeFile() {
        let tree = SourceTree(["A.swift": "struct A { func f() -> Int { [1, 2].count } }"])

        #expect(tree.unreadable.isEmpty)
    }

    @Test func test_conditions_tellADebugOnlyDeclarationFromOneEveryBuildHas() throws {
        let tree = SourceTree([
            "A.swift":
                "struct A {\n#if DEBUG\n    init(client: Int) {}\n#else\n    init() {}\n#endif\n    func f() {}\n}"
        ])
        let functions = tree.functions(of: "A")

        #expect(functions.map { tree.conditions(at: $0.location) } == [["DEBUG"], ["!(DEBUG)"], []])
    }

    @Test func test_declaredTypeNames_keepNestedTypesApart() {
        let tree = SourceTree([
            "A.swift":
                "final class A { enum Error: Swift.Error {} }\nfinal class B { enum Error {} }\nextension A.Error {}"
        ])

        #expect(tree.declaredTypeNames == ["A", "A.Error", "B", "B.Error"])
        #expect(tree.declarations(of: "A.Error").count == 2)
    }
}
