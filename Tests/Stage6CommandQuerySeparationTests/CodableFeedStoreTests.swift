import Foundation
import KataTestSupport
import Stage6CommandQuerySeparation
import Testing

@Suite(.trackingMemoryLeaks)
struct CodableFeedStoreTests {
    /// A fresh directory for every test, removed when the test ends.
    private let directory = TemporaryDirectory()

    private var storeURL: URL {
        directory.url.appendingPathComponent("feed-store.json")
    }

    /// A location no store can write to, even as root: its parent is a regular file.
    private var unwritableStoreURL: URL {
        get throws {
            let file = directory.url.appendingPathComponent("a-file")
            try Data().write(to: file)
            return file.appendingPathComponent("feed-store.json")
        }
    }

    /// A file that is there but cannot be read, even as root: a symbolic link that points to itself.
    private var unreadableStoreURL: URL {
        get throws {
            try FileManager.default.createSymbolicLink(at: storeURL, withDestinationURL: storeURL)
            return storeURL
        }
    }

    @Test(arguments: FeedStoreSpec.allCases)
    func test_feedStoreSpecs(_ spec: FeedStoreSpec) {
        spec.assert(on: makeSUT())
    }

    @Test(arguments: FailableRetrieveFeedStoreSpec.allCases)
    func test_failableRetrieveSpecs(_ spec: FailableRetrieveFeedStoreSpec) throws {
        try Data("invalid data".utf8).write(to: storeURL)

        spec.assert(on: makeSUT())
    }

    @Test(arguments: FailableInsertFeedStoreSpec.allCases)
    func test_failableInsertSpecs(_ spec: FailableInsertFeedStoreSpec) throws {
        spec.assert(on: makeSUT(storeURL: try unwritableStoreURL))
    }

    @Test(arguments: FailableDeleteFeedStoreSpec.allCases)
    func test_failableDeleteSpecs(_ spec: FailableDeleteFeedStoreSpec) throws {
        spec.assert(on: makeSUT(storeURL: try unwritableStoreURL))
    }

    @Test(arguments: FeedImageDataStoreSpec.allCases)
    func test_feedImageDataStoreSpecs(_ spec: FeedImageDataStoreSpec) {
        spec.assert(on: makeSUT())
    }

    @Test func test_retrieve_deliversFailureOnTruncatedFile() throws {
        let sut = makeSUT()
        insert(uniqueCache(), to: sut)
        let written = try Data(contentsOf: storeURL)
        try written.prefix(written.count / 2).write(to: storeURL)

        expect(sut, toRetrieve: .failure)
    }

    @Test func test_insert_replacesCorruptCache() throws {
        try Data("invalid data".utf8).write(to: storeURL)
        let sut = makeSUT()
        let cache = uniqueCache()

        let insertionError = insert(cache, to: sut)

        #expect(insertionError == nil)
        expect(sut, toRetrieve: .found(cache))
    }

    @Test func test_insert_keepsPreviousCacheWhenTheNewOneCannotBeWritten() {
        let sut = makeSUT()
        let previousCache = uniqueCache()
        insert(previousCache, to: sut)

        let unencodable = CachedFeed(
            feed: uniqueImageFeed().local, timestamp: Date(timeIntervalSinceReferenceDate: .infinity))
        let insertionError = insert(unencodable, to: sut)

        #expect(insertionError != nil)
        expect(sut, toRetrieve: .found(previousCache))
    }

    @Test func test_insert_deliversErrorAndKeepsAFileThatCannotBeRead() throws {
        let sut = makeSUT(storeURL: try unreadableStoreURL)
        let cache = uniqueCache()

        let insertionError = insert(cache, to: sut)

        #expect(insertionError != nil)
        #expect(try isStillTheUnreadableFile())
    }

    @Test func test_delete_emptiesCorruptCache() throws {
        try Data("invalid data".utf8).write(to: storeURL)
        let sut = makeSUT()

        let deletionError = deleteCache(from: sut)

        #expect(deletionError == nil)
        expect(sut, toRetrieve: .empty)
    }

    @Test func test_delete_deliversErrorAndKeepsAFileThatCannotBeRead() throws {
        let sut = makeSUT(storeURL: try unreadableStoreURL)

        let deletionError = deleteCache(from: sut)

        #expect(deletionError != nil)
        #expect(try isStillTheUnreadableFile())
    }

    /// The store is confined to the main actor and does its I/O before it completes, so its side
    /// effects happen in the order they were asked for, and each completes before the next starts.
    @Test func test_storeSideEffects_runSerially() {
        let sut = makeSUT()
        var completedOperationsInOrder = [String]()

        sut.insert(uniqueImageFeed().local, timestamp: fixedCurrentDate()) { _ in
            completedOperationsInOrder.append("insert")
        }
        sut.deleteCachedFeed { _ in completedOperationsInOrder.append("delete") }
        sut.insert(uniqueImageFeed().local, timestamp: fixedCurrentDate()) { _ in
            completedOperationsInOrder.append("insert again")
        }

        #expect(completedOperationsInOrder == ["insert", "delete", "insert again"])
    }

    @Test func test_insertImageData_deliversErrorOnInsertionError() throws {
        let sut = makeSUT(storeURL: try unwritableStoreURL)

        let insertionError = insert(anyData(), for: anyURL(), into: sut)

        #expect(insertionError != nil)
    }

    @Test func test_insertImageData_deliversErrorAndKeepsAFileThatCannotBeRead() throws {
        let sut = makeSUT(storeURL: try unreadableStoreURL)

        let insertionError = insert(anyData(), for: anyURL(), into: sut)

        #expect(insertionError != nil)
        #expect(try isStillTheUnreadableFile())
    }

    @Test func test_retrieveImageData_deliversFailureOnRetrievalError() throws {
        try Data("invalid data".utf8).write(to: storeURL)

        expect(makeSUT(), toRetrieve: .failure, for: anyURL())
    }

    @Test func test_imageData_survivesFeedDeletion() {
        let sut = makeSUT()
        let url = URL(string: "https://a-url.com")!
        insert(anyData(), for: url, into: sut)
        insert(uniqueCache(), to: sut)

        deleteCache(from: sut)

        expect(sut, toRetrieve: .found(anyData()), for: url)
    }

    // MARK: - Helpers

    private func makeSUT(
        storeURL: URL? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> CodableFeedStore {
        let sut = CodableFeedStore(storeURL: storeURL ?? self.storeURL)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return sut
    }

    private func isStillTheUnreadableFile() throws -> Bool {
        try FileManager.default.destinationOfSymbolicLink(atPath: storeURL.path) == storeURL.path
    }
}
