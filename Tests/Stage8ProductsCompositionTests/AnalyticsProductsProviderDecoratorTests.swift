import KataTestSupport
import Stage8ProductsComposition
import Testing

@Suite(.trackingMemoryLeaks)
struct AnalyticsProductsProviderDecoratorTests {
    @Test func test_getAll_deliversProductsAndEmitsTheEventOnceOnSuccess() async throws {
        let products = uniqueProducts()
        let (sut, analytics) = makeSUT(result: .success(products), eventToEmit: "an_event")

        let received = try await sut.getAll()

        #expect(received == products)
        #expect(analytics.events == ["an_event"])
    }

    @Test func test_getAll_forwardsErrorAndEmitsNothingOnFailure() async {
        let (sut, analytics) = makeSUT(result: .failure(anyNSError()), eventToEmit: "an_event")

        await #expect(throws: anyNSError()) { try await sut.getAll() }
        #expect(analytics.events == [])
    }

    // MARK: - Helpers

    private func makeSUT(
        result: Result<[Product], Error>,
        eventToEmit: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: AnalyticsProductsProviderDecorator, analytics: AnalyticsSpy) {
        let analytics = AnalyticsSpy()
        let sut = AnalyticsProductsProviderDecorator(
            decoratee: ProductsProviderSpy(result: result),
            analytics: analytics,
            eventToEmit: eventToEmit
        )
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(analytics, sourceLocation: sourceLocation)
        return (sut, analytics)
    }
}
