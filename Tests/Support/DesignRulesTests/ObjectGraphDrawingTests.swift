import DesignRules
import Foundation
import KataTestSupport
import Testing

/// The drawing `kata done` shows of a learner's graph beside the reference's, on small graphs
/// built here: what a decorator chain, a closure, a generic type and a shared instance look like.
@Suite struct ObjectGraphDrawingTests {
    private let module = "DesignRulesTests"

    @Test func test_text_drawsADecoratorChainAsAnIndentedTreeWithEachTypesPartsSorted() {
        let graph = Wrapper(first: Wrapper(first: Leaf(), second: nil), second: Leaf())

        let drawing = ObjectGraphDrawing(of: graph, module: module)

        #expect(
            drawing.text == """
                ObjectGraphDrawingTests.Wrapper
                  second: ObjectGraphDrawingTests.Leaf
                  first: ObjectGraphDrawingTests.Wrapper
                    first: ObjectGraphDrawingTests.Leaf
                """)
    }

    @Test func test_text_drawsAClosureAndAPlatformObjectByTheirHoldersAndLeavesOtherValuesOut() {
        let graph = Decision(isOn: { true }, name: "a name", leaf: JSONDecoder())

        let drawing = ObjectGraphDrawing(of: graph, module: module)

        #expect(
            drawing.text == """
                ObjectGraphDrawingTests.Decision
                  leaf: JSONDecoder
                  isOn: a closure
                """)
    }

    @Test(
        arguments: [
            ("__C.NSURLSession", Mirror.DisplayStyle.class, "URLSession"),
            ("FoundationNetworking.URLSession", .class, "URLSession"),
            ("Foundation.URL", .struct, nil),
            ("KataTestSupport.URLProtocolStub", .class, nil),
        ] as [(String, Mirror.DisplayStyle, String?)])
    func test_platformObject_namesAPlatformClassAsSwiftSpellsIt(
        _ typeName: String, _ style: Mirror.DisplayStyle, _ expected: String?
    ) {
        #expect(ObjectGraphDrawing.platformObject(typeName, style: style) == expected)
    }

    @Test func test_text_drawsAGenericTypeWithItsParameters() {
        let graph = Decorated(decoratee: Leaf(), effect: {})

        let drawing = ObjectGraphDrawing(of: graph, module: module)

        #expect(
            drawing.text == """
                ObjectGraphDrawingTests.Decorated<ObjectGraphDrawingTests.Leaf>
                  decoratee: ObjectGraphDrawingTests.Leaf
                  effect: a closure
                """)
    }

    @Test func test_mermaid_drawsOneNodePerPartAndOneForAnInstanceHeldTwice() {
        let shared = Shared()
        let graph = Wrapper(first: shared, second: Decision(isOn: { false }, name: "", leaf: shared))

        let drawing = ObjectGraphDrawing(of: graph, module: module)

        #expect(
            drawing.mermaid == """
                ```mermaid
                flowchart TD
                    n1["ObjectGraphDrawingTests.Wrapper"]
                    n2["ObjectGraphDrawingTests.Decision"]
                    n1 -->|second| n2
                    n3["ObjectGraphDrawingTests.Shared"]
                    n2 -->|leaf| n3
                    n4(["a closure"])
                    n2 -->|isOn| n4
                    n1 -->|first| n3
                ```
                """)
    }

    @Test func test_text_namesAnInstanceHeldTwiceOnceDrawn_theSameOneAsAbove() {
        let shared = Shared()
        let graph = Wrapper(first: shared, second: Decision(isOn: { false }, name: "", leaf: shared))

        let drawing = ObjectGraphDrawing(of: graph, module: module)

        #expect(
            drawing.text == """
                ObjectGraphDrawingTests.Wrapper
                  second: ObjectGraphDrawingTests.Decision
                    leaf: ObjectGraphDrawingTests.Shared
                    isOn: a closure
                  first: ObjectGraphDrawingTests.Shared (the same one as above)
                """)
    }

    @Test func test_mermaid_escapesTheAngleBracketsOfAGenericType() {
        let drawing = ObjectGraphDrawing(of: Decorated(decoratee: Leaf(), effect: {}), module: module)

        #expect(
            drawing.mermaid.contains(
                "n1[\"ObjectGraphDrawingTests.Decorated#lt;ObjectGraphDrawingTests.Leaf#gt;\"]"))
    }

    // MARK: - Helpers

    struct Leaf {}

    final class Shared {}

    struct Wrapper {
        let first: Any
        let second: Any?
    }

    struct Decision {
        let isOn: () -> Bool
        let name: String
        let leaf: Any
    }

    struct Decorated<Decoratee> {
        let decoratee: Decoratee
        let effect: () -> Void
    }
}
