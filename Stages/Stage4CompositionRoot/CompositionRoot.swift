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
}
