import KataTestSupport
import Stage6CommandQuerySeparation
import Testing

@Suite(.trackingMemoryLeaks)
struct InMemoryFeedStoreTests {
    @Test(arguments: FeedStoreSpec.allCases)
    func test_feedStoreSpecs(_ spec: FeedStoreSpec) {
        spec.assert(on: makeSUT())
    }

    // MARK: - Helpers

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> InMemoryFeedStore {
        let sut = InMemoryFeedStore()
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return sut
    }
}
