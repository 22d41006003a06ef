import Foundation
import KataKit
import Testing

/// Every learner command, whole, as the learner reads it: one scenario each on the fixture's kata 2,
/// kept in `Transcripts/` and compared word for word (`Transcript`).
@Suite(.whereTheToolRuns) struct TranscriptTests {
    /// Held by the suite, so that its folder lives as long as the test.
    let fixture: KataRepositoryFixture

    init() throws {
        fixture = try KataRepositoryFixture(open: true)
    }

    @Test func test_help() throws {
        var transcript = Transcript("help", KataToolHarness(fixture: fixture))

        transcript.run("help")
        transcript.run("hlep")

        try transcript.expectKept()
    }

    @Test func test_status_andList() throws {
        var transcript = Transcript("status-and-list", KataToolHarness(fixture: fixture))

        transcript.run()
        transcript.run("list")
        transcript.run("start", "2")
        transcript.run()
        transcript.run("list")

        try transcript.expectKept()
    }

    @Test func test_start() throws {
        var transcript = Transcript(
            "start", KataToolHarness(fixture: fixture, checks: CheckStub([.green, .red])))

        transcript.run("start", "9")
        transcript.run("start", "2")
        transcript.run("start", "2")
        transcript.run("start", "2", "--opne")

        try transcript.expectKept()
    }

    @Test func test_nextCheckHintAndCatchUp() throws {
        let harness = KataToolHarness(
            fixture: fixture, checks: CheckStub([.green, .red, .red, .green, .green]))
        var transcript = Transcript("next-check-hint-catch-up", harness)

        transcript.run("start", "2")
        transcript.run("next")
        transcript.run("check")
        transcript.run("hint")
        transcript.run("hint")
        transcript.run("catch-up")
        transcript.run("next")

        try transcript.expectKept()
    }

    @Test func test_watch() throws {
        let harness = KataToolHarness(fixture: fixture, checks: CheckStub([.green, .red]))
        var transcript = Transcript("watch", harness)

        transcript.run("start", "2")
        transcript.run("next")
        transcript.run("watch")

        try transcript.expectKept()
    }

    @Test func test_done() throws {
        let harness = KataToolHarness(fixture: fixture, checks: CheckStub([.green, .green, .green, .green]))
        var transcript = Transcript("done", harness)

        transcript.run("start", "2")
        transcript.run("next")
        transcript.run("catch-up")
        transcript.run("done")

        try transcript.expectKept()
    }

    @Test func test_done_inOpenMode() throws {
        let harness = KataToolHarness(fixture: fixture, checks: CheckStub([.red]))
        var transcript = Transcript("done-open", harness)

        transcript.run("start", "2", "--open")
        try fixture.write("struct A { let b: Bee }\n", to: "Stages/StageTwo/A.swift")
        transcript.note("the learner writes Stages/StageTwo/A.swift")
        transcript.run("done")

        try transcript.expectKept()
    }

    @Test func test_shareAndCompare() throws {
        let harness = KataToolHarness(fixture: fixture, checks: CheckStub([.red]))
        var transcript = Transcript("share-compare", harness)

        transcript.run("share", "pair 1")
        transcript.run("start", "2", "--open")
        try fixture.write("struct A { let b: Bee }\n", to: "Stages/StageTwo/A.swift")
        try fixture.write("// a test of pair 1's own\n", to: "Tests/StageTwoTests/ATests.swift")
        transcript.note("pair 1 writes Stages/StageTwo/A.swift, and a test of its own")
        transcript.run("share", "pair 1")
        try fixture.write("struct A { let make: () -> Bee }\n", to: "Stages/StageTwo/A.swift")
        transcript.note("the same clone stands in for pair 2, who holds a closure")
        transcript.run("share", "pair 2")
        transcript.run("compare")
        transcript.run("compare", "nowhere.json")
        transcript.run("compare", ".kata/share")
        transcript.run("compare", ".kata/share", "--without-reference")
        transcript.run("compare", ".kata/share", "--page", "2")

        try transcript.expectKept()
    }

    @Test func test_diff() throws {
        let harness = KataToolHarness(fixture: fixture, checks: CheckStub([.green, .green, .green]))
        var transcript = Transcript("diff", harness)

        transcript.run("start", "2")
        transcript.run("next")
        transcript.run("catch-up")
        transcript.run("diff")
        transcript.run("diff", "reference", "--files")

        try transcript.expectKept()
    }

    @Test func test_reset() throws {
        let harness = KataToolHarness(fixture: fixture, checks: CheckStub([.green, .green]))
        var transcript = Transcript("reset", harness)

        transcript.run("start", "2")
        transcript.run("next")
        try fixture.write("struct B { let mine = true }\n", to: "Stages/StageTwo/B.swift")
        transcript.note("the learner writes Stages/StageTwo/B.swift")
        transcript.run("reset")
        transcript.run("reset", "--yes")

        try transcript.expectKept()
    }

    @Test func test_doctor() throws {
        var transcript = Transcript("doctor", KataToolHarness(fixture: fixture, checks: CheckStub([.green])))

        transcript.run("doctor")

        try transcript.expectKept()
    }
}
