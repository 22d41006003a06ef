import Foundation

public protocol FeedImageDataStore {
    typealias InsertionResult = Swift.Result<Void, Error>
    typealias RetrievalResult = Swift.Result<Data?, Error>

    /// Command: stores the data, replacing any data stored for the same URL.
    func insert(_ data: Data, for url: URL, completion: @escaping (InsertionResult) -> Void)

    /// Query: answers with the data stored for the URL, or nil, and changes nothing.
    func retrieve(dataForURL url: URL, completion: @escaping (RetrievalResult) -> Void)
}
