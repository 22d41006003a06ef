import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The one place that knows the concrete types and composes them. Each variant is a different
/// composition of the same small types; none of them needed an `if` in a shared class.
/// See Stages/Stage8ProductsComposition/README.md.
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

    /// Regular users: the network only, with its event; no cache, so no reachability check either.
    public func makeGetAllProductsUseCaseForRegularUsers() -> GetAllProductsUseCase {
        let remoteProvider = AnalyticsProductsProviderDecorator(
            decoratee: URLSessionProductsProvider(urlSession: urlSession, url: url),
            analytics: analytics,
            eventToEmit: "products_network_hit"
        )
        return GetAllProductsUseCase(productsProvider: remoteProvider)
    }

    /// Users who opted out of analytics: the same chain without the analytics decorator.
    public func makeGetAllProductsUseCaseForUsersOptedOutOfAnalytics() -> GetAllProductsUseCase {
        let remoteProvider = URLSessionProductsProvider(urlSession: urlSession, url: url)
        return GetAllProductsUseCase(productsProvider: remoteProvider)
    }

    /// The A/B test, as in the polymorphism article: users in "test_group" load the public products, everyone
    /// else loads them as the signed-in user, with `token`.
    public func makeGetAllProductsUseCaseForABTest(
        abTest: ABTestProvider, token: String
    ) -> GetAllProductsUseCase {
        let publicProvider = URLSessionProductsProvider(urlSession: urlSession, url: url)
        let privateProvider = URLSessionProductsProvider(
            urlSession: AuthenticatedURLSession(urlSession: urlSession, token: token),
            url: url
        )
        let abTestProvider = ABTestProductsProviderStrategy(
            a: publicProvider,
            b: privateProvider,
            abTest: abTest
        )
        return GetAllProductsUseCase(productsProvider: abTestProvider)
    }
}
