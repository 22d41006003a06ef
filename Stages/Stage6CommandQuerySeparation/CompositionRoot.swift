import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The one place that names concrete types and wires them together. See Stages/Stage4CompositionRoot/README.md.
/// An app calls it once, at launch: `CompositionRoot.makeRemoteFeedLoader(url: feedURL, session: .shared)`.
public enum CompositionRoot {
    public static func makeRemoteFeedLoader(url: URL, session: URLSession) -> RemoteFeedLoader {
        RemoteFeedLoader(url: url, client: URLSessionHTTPClient(session: session))
    }

    /// The same loader, with the optional collaborators an app passes when it has them.
    public static func makeRemoteFeedLoader(
        url: URL,
        session: URLSession,
        tracker: AnalyticsTracker,
        logger: FeedLoaderLogger
    ) -> RemoteFeedLoader {
        RemoteFeedLoader(
            url: url,
            client: URLSessionHTTPClient(session: session),
            analytics: FeedLoadingAnalyticsTracker(tracker: tracker),
            logger: logger
        )
    }

    /// A remote feed that is saved to a file-backed cache each time it loads.
    public static func makeCachingFeedLoader(
        url: URL,
        session: URLSession,
        storeURL: URL,
        currentDate: @escaping () -> Date
    ) -> FeedLoader {
        FeedLoaderCacheDecorator(
            decoratee: makeRemoteFeedLoader(url: url, session: session),
            cache: makeLocalFeedLoader(storeURL: storeURL, currentDate: currentDate)
        )
    }

    /// The same file-backed cache on its own: the app loads from it when offline, and removes an
    /// invalid cache at a moment of its choosing (at launch, or when it goes to the background).
    public static func makeLocalFeedLoader(
        storeURL: URL,
        currentDate: @escaping () -> Date
    ) -> LocalFeedLoader {
        LocalFeedLoader(store: CodableFeedStore(storeURL: storeURL), currentDate: currentDate)
    }
}
