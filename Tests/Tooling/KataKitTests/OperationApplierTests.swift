import Foundation
import KataKit
import KataTestSupport
import Testing

@Suite(.whereTheToolRuns) struct OperationApplierTests {
    let directory = TemporaryDirectory()
    let reference = TemporaryDirectory()

    @Test func test_copy_writesTheReferenceFileAndKeepsTheLearners() throws {
        let (sut, tree, kept) = try makeSUT(files: ["A.swift": "mine"], reference: ["A.swift": "theirs"])

        try sut.apply(.copy("A.swift", to: "A.swift"))

        #expect(text(tree, "A.swift") == "theirs")
        #expect(kept.paths == ["A.swift"])
        #expect(text(tree, "\(kept.folder)/A.swift") == "mine")
    }

    @Test func test_copy_keepsNothingWhenTheFileAlreadyHoldsTheReference() throws {
        let (sut, _, kept) = try makeSUT(files: ["A.swift": "same"], reference: ["A.swift": "same"])

        try sut.apply(.copy("A.swift", to: "A.swift"))

        #expect(kept.paths.isEmpty)
    }

    @Test func test_copy_failsForAFileTheReferenceDoesNotHaveEvenWhenTheTreeHasIt() throws {
        let (sut, tree, _) = try makeSUT(files: ["Missing.swift": "mine"])

        #expect(throws: KataError.referenceLacks("Missing.swift")) {
            try sut.apply(.copy("Missing.swift", to: "Missing.swift"))
        }
        #expect(text(tree, "Missing.swift") == "mine")
    }

    @Test func test_deleteAndRename_keepTheLearnersFiles() throws {
        let (sut, tree, kept) = try makeSUT(files: ["Old.swift": "old", "Gone.swift": "gone"])

        try sut.apply([.rename("Old.swift", to: "New.swift"), .delete("Gone.swift")])

        #expect(!tree.exists("Old.swift") && !tree.exists("Gone.swift"))
        #expect(text(tree, "New.swift") == "old")
        #expect(kept.paths == ["Gone.swift"])
    }

    @Test func test_renameWords_replacesWholeWordsOnly() {
        let renamed = OperationApplier.replacingWords(
            ["FeedItem": "FeedImage"], in: "let a: FeedItem = LocalFeedItem(); [FeedItem]")

        #expect(renamed == "let a: FeedImage = LocalFeedItem(); [FeedImage]")
    }

    @Test func test_edit_replacesARunOfWholeLinesFoundOnce() throws {
        let (sut, tree, _) = try makeSUT(files: ["A.swift": "let a = 1\nlet b = 2\n"])

        try sut.apply(.edit("A.swift", find: ["let b = 2"], replace: ["let b = 3", "let c = 4"], all: false))

        #expect(text(tree, "A.swift") == "let a = 1\nlet b = 3\nlet c = 4\n")
    }

    @Test func test_edit_matchesWholeLinesNotTheirStart() throws {
        let (sut, tree, _) = try makeSUT(files: ["A.swift": "f(a,\n  b,\n)\ng(a,\n  b\n)\n"])

        try sut.apply(.edit("A.swift", find: ["  b"], replace: ["  b,"], all: false))

        #expect(text(tree, "A.swift") == "f(a,\n  b,\n)\ng(a,\n  b,\n)\n")
    }

    @Test func test_edit_ofTheLastLineAndTheEndOfTheFile_appends() throws {
        let (sut, tree, _) = try makeSUT(files: ["A.swift": "struct A {\n}\n"])

        try sut.apply(
            .edit("A.swift", find: ["}", ""], replace: ["}", "", "extension A {}", ""], all: false))

        #expect(text(tree, "A.swift") == "struct A {\n}\n\nextension A {}\n")
    }

    @Test func test_edit_failsForTextNotFoundOrFoundTwice() throws {
        let (sut, tree, _) = try makeSUT(files: ["A.swift": "x\nx\n"])

        #expect(throws: KataError("the lines to replace are not in A.swift: y")) {
            try sut.apply(.edit("A.swift", find: ["y"], replace: ["z"], all: false))
        }
        #expect(throws: KataError("the lines to replace are 2 times in A.swift: x")) {
            try sut.apply(.edit("A.swift", find: ["x"], replace: ["z"], all: false))
        }
        #expect(text(tree, "A.swift") == "x\nx\n")
    }

    @Test func test_edit_withAll_replacesEveryOccurrence() throws {
        let (sut, tree, _) = try makeSUT(files: ["A.swift": "x\nx\n"])

        try sut.apply(.edit("A.swift", find: ["x"], replace: ["z"], all: true))

        #expect(text(tree, "A.swift") == "z\nz\n")
    }

    @Test func test_write_createsFoldersAsNeeded() throws {
        let (sut, tree, _) = try makeSUT()

        try sut.apply(.write("Sub/B.swift", contents: "struct B {}\n"))

        #expect(text(tree, "Sub/B.swift") == "struct B {}\n")
    }

    // MARK: - Helpers

    private func makeSUT(
        files: [String: String] = [:], reference files2: [String: String] = [:]
    ) throws -> (
        sut: OperationApplier, tree: FileTree, kept: KeptFiles
    ) {
        let tree = FileTree(root: directory.url)
        let referenceTree = FileTree(root: reference.url)
        for (path, text) in files { try tree.write(Data(text.utf8), to: path) }
        for (path, text) in files2 { try referenceTree.write(Data(text.utf8), to: path) }
        let kept = KeptFiles(tree: tree, now: Date(timeIntervalSince1970: 0))
        let sut = OperationApplier(tree: tree, reference: FolderReference(tree: referenceTree), kept: kept)
        return (sut, tree, kept)
    }

    private func text(_ tree: FileTree, _ path: String) -> String? {
        tree.read(path).map { String(decoding: $0, as: UTF8.self) }
    }
}
