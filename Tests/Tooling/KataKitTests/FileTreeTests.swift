import Foundation
import KataKit
import KataTestSupport
import Testing

@Suite(.whereTheToolRuns) struct FileTreeTests {
    let directory = TemporaryDirectory()

    @Test func test_sync_deletesTheFoldersItLeavesEmpty_andNoOther() throws {
        let sut = makeSUT()
        for path in ["Stages/S/Sub/Deep/A.swift", "Stages/S/Kept/B.swift", "Stages/S/C.swift"] {
            try sut.write(Data("x".utf8), to: path)
        }
        try FileManager.default.createDirectory(
            at: sut.url("Stages/S/Empty"), withIntermediateDirectories: true)

        try sut.sync(["Stages/S/Kept/B.swift": Data("x".utf8)], folders: ["Stages/S"])

        #expect(!sut.exists("Stages/S/Sub"))
        #expect(!sut.exists("Stages/S/C.swift"))
        #expect(sut.isFolder("Stages/S/Kept"))
        #expect(sut.isFolder("Stages/S/Empty"), "a folder the sync deleted nothing from is not its to remove")
    }

    @Test func test_sync_keepsTheSyncedFolderItself_whenItEndsEmpty() throws {
        let sut = makeSUT()
        try sut.write(Data("x".utf8), to: "Stages/S/A.swift")

        try sut.sync([:], folders: ["Stages/S"])

        #expect(sut.isFolder("Stages/S"))
        #expect(sut.files(in: "Stages/S").isEmpty)
    }

    @Test func test_files_leaveOutHiddenFilesAndFolders() throws {
        let sut = makeSUT()
        for path in [
            "Stages/S/A.swift", "Stages/S/.DS_Store", "Stages/S/.hidden/B.swift", "Stages/S/Sub/.DS_Store",
        ] {
            try sut.write(Data("x".utf8), to: path)
        }

        #expect(sut.files(in: "Stages/S") == ["Stages/S/A.swift"])
    }

    @Test func test_sync_deletesAFolderItEmptied_thoughFinderLeftItsDSStoreThere() throws {
        let sut = makeSUT()
        try sut.write(Data("x".utf8), to: "Stages/S/Sub/A.swift")
        try sut.write(Data("Bud1".utf8), to: "Stages/S/Sub/.DS_Store")

        try sut.sync([:], folders: ["Stages/S"])

        #expect(!sut.exists("Stages/S/Sub"))
    }

    @Test func test_root_isResolvedAsTheCompilerReportsPaths_throughASymbolicLink() throws {
        let link = directory.url.appendingPathComponent("link")
        let real = directory.url.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)

        let sut = FileTree(root: link)

        #expect(sut.root.path == FileTree.resolved(real.path))
        #expect(sut.root.path != link.path)
    }

    // MARK: - Helpers

    private func makeSUT() -> FileTree {
        FileTree(root: directory.url)
    }
}
