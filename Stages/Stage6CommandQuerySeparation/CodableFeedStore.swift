import Foundation

/// A feed cache in one JSON file.
///
/// Every write replaces the whole file atomically, so a write that fails leaves the previous cache
/// readable. A file that cannot be decoded is reported as an error, never as an empty cache, and
/// the next insertion replaces it; a file that cannot be read is never replaced. The store is confined to the main actor, so its calls never
/// overlap; see Stages/Stage6CommandQuerySeparation/README.md.
public final class CodableFeedStore: FeedStore, FeedImageDataStore {
    private struct Document: Codable {
        var cache: Cache?
        var imageData = [URL: Data]()
    }

    private struct Cache: Codable {
        let feed: [CodableFeedImage]
        let timestamp: Date
    }

    private struct CodableFeedImage: Codable {
        let id: UUID
        let description: String?
        let location: String?
        let url: URL

        init(_ image: LocalFeedImage) {
            id = image.id
            description = image.description
            location = image.location
            url = image.imageURL
        }

        var local: LocalFeedImage {
            LocalFeedImage(id: id, description: description, location: location, imageURL: url)
        }
    }

    private let storeURL: URL

    public init(storeURL: URL) {
        self.storeURL = storeURL
    }

    public func deleteCachedFeed(completion: @escaping (FeedStore.DeletionResult) -> Void) {
        completion(
            Result {
                if case let .success(document) = Result(catching: readDocument), document?.cache == nil {
                    return
                }
                var document = try documentToReplace()
                document.cache = nil
                try write(document)
            }
        )
    }

    public func insert(
        _ feed: [LocalFeedImage],
        timestamp: Date,
        completion: @escaping (FeedStore.InsertionResult) -> Void
    ) {
        completion(
            Result {
                var document = try documentToReplace()
                document.cache = Cache(feed: feed.map(CodableFeedImage.init), timestamp: timestamp)
                try write(document)
            }
        )
    }

    public func retrieve(completion: @escaping (FeedStore.RetrievalResult) -> Void) {
        completion(
            Result {
                try readDocument()?.cache.map { cache in
                    CachedFeed(feed: cache.feed.map(\.local), timestamp: cache.timestamp)
                }
            }
        )
    }

    public func insert(
        _ data: Data, for url: URL, completion: @escaping (FeedImageDataStore.InsertionResult) -> Void
    ) {
        completion(
            Result {
                var document = try documentToReplace()
                document.imageData[url] = data
                try write(document)
            }
        )
    }

    public func retrieve(
        dataForURL url: URL, completion: @escaping (FeedImageDataStore.RetrievalResult) -> Void
    ) {
        completion(Result { try readDocument()?.imageData[url] })
    }

    // MARK: - The file

    /// nil when there is no file yet; an error when there is one that cannot be read or decoded.
    private func readDocument() throws -> Document? {
        try readData().map { try JSONDecoder().decode(Document.self, from: $0) }
    }

    /// nil when there is no file yet; an error when there is one that cannot be read.
    private func readData() throws -> Data? {
        do {
            return try Data(contentsOf: storeURL)
        } catch CocoaError.fileReadNoSuchFile {
            return nil
        }
    }

    /// What a write starts from: the current document, or an empty one in place of a file that is
    /// missing or cannot be decoded, so that a corrupt cache never blocks the next write. A file that
    /// cannot be read is an error: it may hold a valid cache and image data, and replacing it would lose them.
    private func documentToReplace() throws -> Document {
        guard let data = try readData() else { return Document() }
        return (try? JSONDecoder().decode(Document.self, from: data)) ?? Document()
    }

    private func write(_ document: Document) throws {
        let data = try JSONEncoder().encode(document)
        try data.write(to: storeURL, options: .atomic)
    }
}
