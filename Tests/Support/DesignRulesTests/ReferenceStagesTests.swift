import Foundation
import KataTestSupport
import SourceStructure
import Testing

/// The reader reads every reference stage whole: a place it could not read there would fail every
/// goal check of the kata.
@Suite struct ReferenceStagesTests {
    @Test(arguments: [
        "Stage1Singleton", "Stage2ProtocolExtraction", "Stage3DefaultArgumentInjection",
        "Stage4CompositionRoot",
        "Stage5NullObject", "Stage6CommandQuerySeparation", "Stage7ProductsGodClass",
        "Stage8ProductsComposition",
    ])
    func test_referenceStage_hasNoUnreadablePlace(_ stage: String) {
        let sources = SourceTree.stage(stage)

        #expect(!sources.files.isEmpty)
        #expect(sources.unreadable.map(\.description) == [])
    }
}
