import KataKit
import Testing

struct UnifiedDiffTests {
    @Test func test_apply_replacesTheLinesOfAHunk() throws {
        let sut = try UnifiedDiff(
            parsing: """
                --- a/Stages/S/A.swift
                +++ b/Stages/S/A.swift
                @@ -1,3 +1,3 @@
                 struct A {
                -    let b: B
                +    let b: B?
                 }

                """)

        let result = try sut.apply { _ in "struct A {\n    let b: B\n}\n" }

        #expect(result == ["Stages/S/A.swift": "struct A {\n    let b: B?\n}\n"])
    }

    @Test func test_apply_followsTheOffsetOfEarlierHunks() throws {
        let sut = try UnifiedDiff(
            parsing: """
                --- a/F.swift
                +++ b/F.swift
                @@ -1,2 +1,3 @@
                 one
                +one and a half
                 two
                @@ -4,2 +5,2 @@
                 four
                -five
                +FIVE

                """)

        let result = try sut.apply { _ in "one\ntwo\nthree\nfour\nfive\n" }

        #expect(result == ["F.swift": "one\none and a half\ntwo\nthree\nfour\nFIVE\n"])
    }

    @Test func test_apply_createsAndDeletesFiles() throws {
        let sut = try UnifiedDiff(
            parsing: """
                diff --git a/Old.swift b/Old.swift
                deleted file mode 100644
                --- a/Old.swift
                +++ /dev/null
                @@ -1 +0,0 @@
                -old
                diff --git a/New.swift b/New.swift
                new file mode 100644
                --- /dev/null
                +++ b/New.swift
                @@ -0,0 +1,2 @@
                +new
                +file

                """)

        let result = try sut.apply { path -> String? in path == "Old.swift" ? "old\n" : nil }

        let expected: [String: String?] = ["Old.swift": String?.none, "New.swift": "new\nfile\n"]
        #expect(result == expected)
    }

    @Test func test_apply_failsWhereTheFileNoLongerHoldsTheHunksLines() throws {
        let sut = try UnifiedDiff(
            parsing: """
                --- a/F.swift
                +++ b/F.swift
                @@ -2 +2 @@
                -two
                +TWO

                """)

        #expect(throws: UnifiedDiff.Problem.self) {
            try sut.apply { _ in "one\nthree\n" }
        }
    }

    @Test func test_apply_failsForAFileThatIsNotThere() throws {
        let sut = try UnifiedDiff(parsing: "--- a/F.swift\n+++ b/F.swift\n@@ -1 +1 @@\n-a\n+b\n")

        #expect(throws: UnifiedDiff.Problem.self) {
            try sut.apply { _ in nil }
        }
    }

    @Test func test_apply_keepsAMissingFinalNewline() throws {
        let sut = try UnifiedDiff(
            parsing: "--- a/F\n+++ b/F\n@@ -1 +1 @@\n-a\n+b\n\\ No newline at end of file\n")

        #expect(try sut.apply { _ in "a\n" } == ["F": "b"])
    }

    @Test func test_parsing_readsTheFieldsBeforeTheFirstFile() throws {
        let sut = try UnifiedDiff(
            parsing: """
                Summary: analytics is an optional, and every use site asks
                  whether it is there
                Category: optional-collaborator

                --- a/F
                +++ b/F
                @@ -1 +1 @@
                -a
                +b

                """)

        #expect(
            sut.field("summary") == "analytics is an optional, and every use site asks whether it is there")
        #expect(sut.field("Category") == "optional-collaborator")
        #expect(sut.field("Rule") == nil)
    }

    @Test(arguments: [
        "no diff at all",
        "--- a/F\n@@ -1 +1 @@\n-a\n+b\n",
        "--- a/F\n+++ b/F\n@@ -1,2 +1 @@\n-a\n+b\n",
        "--- a/F\n+++ b/F\n@@ one @@\n-a\n+b\n",
    ])
    func test_parsing_failsOnTextThatIsNotAUnifiedDiff(_ text: String) {
        #expect(throws: UnifiedDiff.Problem.self) {
            try UnifiedDiff(parsing: text)
        }
    }
}
