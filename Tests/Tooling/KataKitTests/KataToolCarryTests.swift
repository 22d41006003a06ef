import Foundation
import KataKit
import Testing

@Suite(.whereTheToolRuns) struct KataToolCarryTests {
    let fixture: KataRepositoryFixture

    init() throws {
        fixture = try KataRepositoryFixture()
        try fixture.write(Self.a(), to: "Stages/StageTwo/A.swift")
        try fixture.commit("A, long enough for an edit and an entry to change different lines")
    }

    @Test func test_carry_mergesAnEntryWithTheEditOfALineItsHunkShows() throws {
        let harness = makeSUT()
        try record("a-uses-c", Self.a(last: "    let c = C()"))
        try fixture.write(Self.a(body: Self.editedBody), to: "Stages/StageTwo/A.swift")
        #expect(throws: KataError.self, "applied strictly, the entry no longer fits") {
            try laidOut("a-uses-c")
        }

        let status = harness.sut.run(["carry"], table: .maintainer)

        #expect(status == 0)
        #expect(try laidOut("a-uses-c") == Self.a(body: Self.editedBody, last: "    let c = C()"))
        #expect(harness.console.text.contains("carried Tests/Tooling/KataData/kata2/mistakes/a-uses-c.diff"))
    }

    @Test func test_carry_keepsTheEntrysFields() throws {
        let harness = makeSUT()
        try record(
            "a-uses-c", Self.a(last: "    let c = C()"), summary: "A makes a C", rule: "no-construction")
        try fixture.write(Self.a(body: Self.editedBody), to: "Stages/StageTwo/A.swift")

        #expect(harness.sut.run(["carry"], table: .maintainer) == 0)

        let entry = try #require(try library().mistakes(of: 2).first)
        #expect(entry.summary == "A makes a C")
        #expect(entry.rule == "no-construction")
    }

    @Test func test_carry_overAnEntryThatChangesTheEditedLine_namesItAndLeavesItAsItWas() throws {
        let harness = makeSUT()
        try record("a-documented", Self.a(first: "/// A."))
        let entry = fixture.text(Self.entry("a-documented"))
        try fixture.write(Self.a(first: "/// A holds a B."), to: "Stages/StageTwo/A.swift")

        let status = harness.sut.run(["carry"], table: .maintainer)

        #expect(status == 1)
        #expect(fixture.text(Self.entry("a-documented")) == entry)
        #expect(harness.console.text.contains("CONFLICT \(Self.entry("a-documented"))"))
        #expect(harness.console.text.contains("Stages/StageTwo/A.swift"))
        #expect(
            harness.console.lines.contains(
                "    swift run kata-dev record 2 a-documented --mistake --summary 'an entry'"))
    }

    @Test func test_carry_overAnEntryThatMovesTheEditedFile_keepsTheMove() throws {
        let harness = makeSUT()
        try fixture.tree.delete("Stages/StageTwo/A.swift")
        try record("a-moved", Self.a(), in: "Moved.swift")
        try fixture.write(Self.a(first: "/// A holds a B."), to: "Stages/StageTwo/A.swift")
        let status = harness.sut.run(["carry"], table: .maintainer)

        #expect(status == 0)
        #expect(harness.console.text.contains("carried \(Self.entry("a-moved"))"))
        let stage = try laidOutStage("a-moved")
        #expect(stage["Stages/StageTwo/A.swift"] == nil)
        #expect(stage["Stages/StageTwo/Moved.swift"].map { String(decoding: $0, as: UTF8.self) } == Self.a())
    }

    @Test func test_carry_runTwiceOnTheSameEdit_carriesNothingTheSecondTime() throws {
        let harness = makeSUT()
        try record("a-uses-c", Self.a(last: "    let c = C()"))
        try fixture.write(Self.a(body: Self.editedBody), to: "Stages/StageTwo/A.swift")
        #expect(harness.sut.run(["carry"], table: .maintainer) == 0)
        let carried = fixture.text(Self.entry("a-uses-c"))

        #expect(harness.sut.run(["carry"], table: .maintainer) == 0)

        #expect(fixture.text(Self.entry("a-uses-c")) == carried)
        #expect(harness.console.lines.suffix(2).first?.contains("nothing to carry") == true)
        #expect(
            harness.console.lines.last
                == "Then: swift run kata-dev verify 2 --compile-intact --write-outcomes")
    }

    @Test func test_carry_leavesAnEntryTheEditDoesNotReach() throws {
        let harness = makeSUT()
        try record("b-named", "struct B { let name = \"b\" }\n", in: "B.swift")
        let entry = fixture.text(Self.entry("b-named"))
        try fixture.write(Self.a(first: "/// A holds a B."), to: "Stages/StageTwo/A.swift")

        #expect(harness.sut.run(["carry"], table: .maintainer) == 0)

        #expect(fixture.text(Self.entry("b-named")) == entry)
        #expect(harness.console.text.contains("nothing to carry"))
    }

    @Test func test_carry_copiesTheEditToEachFollowingStagesIdenticalTwin_andStopsAtTheFirstThatDiffers()
        throws
    {
        let harness = makeSUT()
        try fixture.write(
            #"{ "kata": 3, "title": "Grow C", "stage": "StageThree", "start": { "code": "StageTwo" }, "moves": [] }"#,
            to: "Tests/Tooling/KataData/kata3/moves.json")
        for (stage, d) in [
            ("StageOne", "struct D {}\n"), ("StageTwo", "struct D { let e = 0 }\n"),
            ("StageThree", "struct D {}\n"),
        ] {
            try fixture.write(d, to: "Stages/\(stage)/D.swift")
            try fixture.write("struct E {}\n", to: "Stages/\(stage)/E.swift")
        }
        try fixture.git("add", "--all")
        try fixture.commit("D and E in three stages")
        try fixture.write("struct D { let f = 1 }\n", to: "Stages/StageOne/D.swift")
        try fixture.write("struct E { let f = 1 }\n", to: "Stages/StageOne/E.swift")

        #expect(harness.sut.run(["carry"], table: .maintainer) == 0)

        #expect(fixture.text("Stages/StageTwo/E.swift") == "struct E { let f = 1 }\n")
        #expect(fixture.text("Stages/StageThree/E.swift") == "struct E { let f = 1 }\n")
        #expect(fixture.text("Stages/StageTwo/D.swift") == "struct D { let e = 0 }\n")
        #expect(
            fixture.text("Stages/StageThree/D.swift") == "struct D {}\n", "not past a stage where D differs")
        #expect(
            harness.console.lines.last
                == "Then: swift run kata-dev verify 2 3 --compile-intact --write-outcomes",
            "the katas whose stages the twins are in, whose recorded outcomes the edit changes")
    }

    @Test func test_carry_mergesACheckpointAMoveCopiesWithTheEditOfItsFile() throws {
        let harness = makeSUT()
        let checkpoint = "Tests/Tooling/KataData/kata2/checkpoints/move2/A.swift"
        try fixture.write(Self.a(last: "    // B arrives here"), to: checkpoint)
        try fixture.write(
            KataRepositoryFixture.moves.replacingOccurrences(
                of: #"[{ "copy": "Stages/StageTwo/A.swift" }]"#,
                with: #"[{ "copy": "\#(checkpoint)", "to": "Stages/StageTwo/A.swift" }]"#),
            to: "Tests/Tooling/KataData/kata2/moves.json")
        try fixture.git("add", "--all")
        try fixture.commit("a checkpoint")
        try fixture.write(Self.a(body: Self.editedBody), to: "Stages/StageTwo/A.swift")

        #expect(harness.sut.run(["carry"], table: .maintainer) == 0)

        #expect(fixture.text(checkpoint) == Self.a(body: Self.editedBody, last: "    // B arrives here"))
    }

    @Test func test_carry_outsideAClone_refusesAndSaysWhy() throws {
        let harness = makeSUT()
        try FileManager.default.removeItem(at: fixture.directory.url.appendingPathComponent(".git"))

        #expect(harness.sut.run(["carry"], table: .maintainer) == 1)
        #expect(harness.console.text.contains("run it in a clone"))
    }

    // MARK: - Helpers

    /// StageTwo's A, with its first line (a comment), a line of its init, and its last line
    /// before the brace: the init's line is in the context of a hunk that changes the last.
    private static func a(
        first: String = "// A", body: String = "        self.b = b", last: String = "    // nothing else"
    ) -> String {
        [first, "struct A {", "    let b: B", "", "    init(b: B) {", body, "    }", last, "}", ""]
            .joined(separator: "\n")
    }

    private static let editedBody = "        self.b = b  // the edit"

    private static func entry(_ id: String) -> String {
        "Tests/Tooling/KataData/kata2/mistakes/\(id).diff"
    }

    /// Stage two's `file` as `text`, recorded as kata 2's mistake `id`, and the stage put back,
    /// committed.
    private func record(
        _ id: String, _ text: String, in file: String = "A.swift", summary: String = "an entry",
        rule: String? = nil
    ) throws {
        try fixture.write(text, to: "Stages/StageTwo/\(file)")
        let harness = makeSUT()
        let words =
            ["record", "2", id, "--mistake", "--summary", summary] + (rule.map { ["--rule", $0] } ?? [])
        guard harness.sut.run(words, table: .maintainer) == 0 else {
            throw KataError("record \(id) failed: \(harness.console.text)")
        }
        try fixture.git("checkout", "--quiet", "--", "Stages")
        try fixture.git("clean", "-fdq", "--", "Stages")
        try fixture.git("add", "--all")
        try fixture.commit("the entry \(id)")
    }

    /// A.swift as the working tree has it, with the entry's edits.
    private func laidOut(_ id: String) throws -> String? {
        try laidOutStage(id)["Stages/StageTwo/A.swift"].map { String(decoding: $0, as: UTF8.self) }
    }

    /// The stage as the working tree has it, with the entry's edits.
    private func laidOutStage(_ id: String) throws -> [String: Data] {
        let entry = try #require(try library().mistakes(of: 2).first { $0.id == id })
        let tree = FileTree(root: fixture.directory.url)
        return try KataTool.applying(
            entry.edits, to: tree.snapshot(of: ["Stages/StageTwo"]), reference: FolderReference(tree: tree),
            folders: ["Stages/StageTwo"])
    }

    private func library() throws -> KataLibrary {
        try KataLibrary(tree: FileTree(root: fixture.directory.url))
    }

    private func makeSUT() -> KataToolHarness {
        KataToolHarness(fixture: fixture)
    }
}
