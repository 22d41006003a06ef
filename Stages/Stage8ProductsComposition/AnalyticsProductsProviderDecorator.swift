public final class AnalyticsProductsProviderDecorator: ProductsProvider {
    private let decoratee: ProductsProvider
    private let analytics: Analytics
    private let eventToEmit: String

    public init(decoratee: ProductsProvider, analytics: Analytics, eventToEmit: String) {
        self.decoratee = decoratee
        self.analytics = analytics
        self.eventToEmit = eventToEmit
    }

    public func getAll() async throws -> [Product] {
        let products = try await decoratee.getAll()
        analytics.log(eventToEmit)
        return products
    }
}
