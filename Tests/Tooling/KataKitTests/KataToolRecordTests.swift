import Foundation
import KataKit
import Testing

@Suite(.whereTheToolRuns) struct KataToolRecordTests {
    let fixture: KataRepositoryFixture

    init() throws {
        fixture = try KataRepositoryFixture()
    }

    @Test func test_record_writesTheWorkingTreesChangeAsAnEntryThatAppliesToTheReference() throws {
        let harness = makeSUT()
        try fixture.write("struct A { static var b = B() }\n", to: "Stages/StageTwo/A.swift")
        try fixture.write("struct C {}\n", to: "Stages/StageTwo/C.swift")

        let status = harness.sut.run(
            [
                "record", "2", "shared-b", "--mistake", "--summary", "B is shared", "--rule",
                "no-shared-state",
                "--source", "outside", "--behaviour-intact",
            ], table: .maintainer)

        #expect(status == 0)
        let entry = try #require(try library().mistakes(of: 2).first { $0.id == "shared-b" })
        #expect(entry.summary == "B is shared")
        #expect(entry.rule == "no-shared-state")
        #expect(entry.source == "outside")
        #expect(entry.behaviourIntact)
        try fixture.git("checkout", "--quiet", "--", "Stages")
        try fixture.git("clean", "-fdq", "--", "Stages")
        try OperationApplier(tree: tree, reference: FolderReference(tree: tree)).apply(entry.edits)
        #expect(fixture.text("Stages/StageTwo/A.swift") == "struct A { static var b = B() }\n")
        #expect(fixture.text("Stages/StageTwo/C.swift") == "struct C {}\n")
    }

    @Test func test_record_behaviourIntact_whenABehaviourTestFails_refusesAndWritesNothing() throws {
        var report = EventStreamReport()
        report.failedTests = ["StageTwoTests.ATests/test_a()/ATests.swift:3:6"]
        let harness = KataToolHarness(
            fixture: fixture,
            checks: CheckStub(outcomes: [CheckOutcome(verdict: .testsFailed, report: report)]))
        try fixture.write("struct A {}\n", to: "Stages/StageTwo/A.swift")

        let status = harness.sut.run(
            ["record", "2", "a-loses-b", "--mistake", "--summary", "A loses B", "--behaviour-intact"],
            table: .maintainer)

        #expect(status == 1)
        #expect(
            harness.console.text.contains(
                "but behaviour tests fail: StageTwoTests.ATests/test_a()/ATests.swift:3:6: record it without --behaviour-intact"
            ))
        #expect(try library().mistakes(of: 2).isEmpty)
        #expect(fixture.text("Stages/StageTwo/A.swift") == "struct A {}\n")
    }

    @Test func test_record_behaviourIntact_whenNoCheckFails_writesItAndSaysVerifyWillCallItMissed() throws {
        let harness = KataToolHarness(fixture: fixture, checks: CheckStub([.green]))
        try fixture.write("struct A { let b: B }  // a comment\n", to: "Stages/StageTwo/A.swift")

        let status = harness.sut.run(
            ["record", "2", "a-commented", "--mistake", "--summary", "A commented", "--behaviour-intact"],
            table: .maintainer)

        #expect(status == 0)
        #expect(try library().mistakes(of: 2).map(\.id) == ["a-commented"])
        #expect(harness.console.text.contains("No check fails on it yet: verify will call it MISSED"))
        #expect(
            harness.console.text.contains(
                "Then: swift run kata-dev verify 2 --mistakes --write-outcomes judges it and records its outcome"
            ))
    }

    @Test func test_record_withNothingChanged_refusesAndWritesNothing() throws {
        let harness = makeSUT()

        let status = harness.sut.run(
            ["record", "2", "nothing", "--variant", "--summary", "none"], table: .maintainer)

        #expect(status == 1)
        #expect(harness.console.text.contains("edit the stage first"))
        #expect(try library().variants(of: 2).isEmpty)
    }

    @Test func test_record_overAnEntryThatExists_refusesAndKeepsIt() throws {
        let harness = makeSUT()
        try fixture.write("struct A {}\n", to: "Stages/StageTwo/A.swift")
        #expect(
            harness.sut.run(["record", "2", "same", "--mistake", "--summary", "first"], table: .maintainer)
                == 0)

        let status = harness.sut.run(
            ["record", "2", "same", "--mistake", "--summary", "second"], table: .maintainer)

        #expect(status == 1)
        #expect(try library().mistakes(of: 2).map(\.summary) == ["first"])
    }

    @Test(arguments: [
        ["2", "an-id", "--summary", "s"],
        ["2", "an-id", "--mistake"],
        ["2", "An Id", "--mistake", "--summary", "s"],
        ["two", "an-id", "--mistake", "--summary", "s"],
    ])
    func test_record_withoutWhatAnEntryNeeds_answersWithItsUsage(_ words: [String]) {
        let harness = makeSUT()

        #expect(harness.sut.run(["record"] + words, table: .maintainer) == 2)
        #expect(harness.console.text.contains("swift run kata-dev record N ID"))
    }

    @Test func test_catalogueEntry_withAFieldItDoesNotKnow_isRefusedByName() {
        let text = "Summary: s\nRul: typo\n\n--- a/F\n+++ b/F\n@@ -1 +1 @@\n-a\n+b\n"

        #expect(
            throws: KataError.failed(
                "the catalogue entry e has a field Rul: the fields are Summary, Category, Behaviour-Intact, Rule, Source"
            )
        ) {
            try CatalogueEntry(id: "e", diff: text)
        }
    }

    // MARK: - Helpers

    private var tree: FileTree { FileTree(root: fixture.directory.url) }

    private func library() throws -> KataLibrary {
        try KataLibrary(tree: tree)
    }

    private func makeSUT() -> KataToolHarness {
        KataToolHarness(fixture: fixture)
    }
}
