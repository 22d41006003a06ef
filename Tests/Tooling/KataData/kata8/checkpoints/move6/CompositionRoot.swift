import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Kata 8 after move 6: the composition for everyone. Move 10 adds the other variants.
public struct CompositionRoot {
    private let url: URL
    private let urlSession: URLSession
    private let userDefaults: UserDefaults
    private let reachability: ReachabilityProvider
    private let analytics: Analytics

    public init(
        url: URL,
        urlSession: URLSession,
        userDefaults: UserDefaults,
        reachability: ReachabilityProvider,
        analytics: Analytics
    ) {
        self.url = url
        self.urlSession = urlSession
        self.userDefaults = userDefaults
        self.reachability = reachability
        self.analytics = analytics
    }

    /// The app as it ships: the shared instances of the platform and the SDKs, named here only.
    public static func live(url: URL) -> CompositionRoot {
        CompositionRoot(
            url: url,
            urlSession: .shared,
            userDefaults: .standard,
            reachability: NetworkReachability.shared,
            analytics: VendorAnalytics.shared
        )
    }

    /// Everyone: the network while reachable, saved for when it is not, and an event for each.
    public func makeGetAllProductsUseCaseForEveryone() -> GetAllProductsUseCase {
        let userDefaultsProvider = UserDefaultsProductsProvider(userDefaults: userDefaults)
        let remoteProvider = CachingProductsProviderDecorator(
            remote: AnalyticsProductsProviderDecorator(
                decoratee: URLSessionProductsProvider(urlSession: urlSession, url: url),
                analytics: analytics,
                eventToEmit: "products_network_hit"
            ),
            cache: userDefaultsProvider
        )
        let localProvider = AnalyticsProductsProviderDecorator(
            decoratee: userDefaultsProvider,
            analytics: analytics,
            eventToEmit: "products_cache_hit"
        )
        let strategy = ReachabilityProductsProviderStrategy(
            remote: remoteProvider,
            local: localProvider,
            reachability: reachability
        )
        return GetAllProductsUseCase(productsProvider: strategy)
    }
}
