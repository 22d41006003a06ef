import KataTestSupport
import Testing

/// What kata 7 is for: tests, and no change to the god class. In practice mode this compares the
/// workbench copy with the god class as given. See "Stage 7" in Katas.md.
@Suite struct KataGoalTests {
    let sources = StageSources("Stage7ProductsGodClass")

    @Test func test_practiceMode_testsTheCodeYouMeantToTest() {
        #expect(sources.forgottenWorkbench == nil, "\(sources.forgottenWorkbench ?? "")")
    }

    @Test func test_godClass_isUnchangedByCharacterization() {
        let reference = StageSources("Stage7ProductsGodClass", reference: true)
        let changed = Set(sources.files.keys).union(reference.files.keys).filter {
            sources.files[$0] != reference.files[$0]
        }

        #expect(
            changed.isEmpty,
            """
            Kata 7 writes tests, not production code: \(changed.sorted()) in \(sources.folder) \
            differ from the god class as given. That is expected only while you break it on \
            purpose (move 5); otherwise you are fixing a surprise while characterizing it.
            """
        )
    }
}
