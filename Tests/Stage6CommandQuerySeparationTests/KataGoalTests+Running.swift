import Foundation
import KataTestSupport
import Stage6CommandQuerySeparation
import Testing

/// The kata's moves, numbered as its page numbers them (`KataMove`).
private typealias Move = KataMove.Kata6

/// The goal checks of kata 6 that run the stage's code: what the cache and the file store do when
/// they are asked. The checks that only read the sources are in KataGoalTests.swift, which does
/// not import the stage, so that an edit of the stage compiles only these again: kata-dev verify
/// compiles some 250 layouts of the stages.
extension KataGoalTests {
    @Test func test_load_answersTheSameWhenAskedTwice() {
        let store = InMemoryFeedStore()
        let expiredFeed = [LocalFeedImage(id: UUID(), description: nil, location: nil, imageURL: anyURL())]
        store.insert(expiredFeed, timestamp: fixedCurrentDate().minusFeedCacheMaxAge()) { _ in }
        let sut = LocalFeedLoader(store: store, currentDate: fixedCurrentDate)
        var answers = [[FeedImage]?]()
        var cached = [CachedFeed?]()

        sut.load { answers.append(try? $0.get()) }
        sut.load { answers.append(try? $0.get()) }
        store.retrieve { cached.append(try? $0.get()) }

        #expect(
            answers == [[], []] && cached.first??.feed == expiredFeed,
            """
            \(Move.loadDeletesNothing): load answers an expired cache with no images, twice, and leaves the \
            cache where it is: a query changes nothing. Removing it is removeInvalidCache's job.
            """)
    }

    @Test(arguments: StoreCommand.allCases)
    func test_storeFile_isReplacedWholeNeverWrittenInPlace(_ command: StoreCommand) throws {
        let storeURL = directory.url.appendingPathComponent("feed-store.json")
        let previousFile = directory.url.appendingPathComponent("previous-feed-store.json")
        let sut = CodableFeedStore(storeURL: storeURL)
        sut.insert([], timestamp: fixedCurrentDate()) { _ in }
        try FileManager.default.linkItem(at: storeURL, to: previousFile)
        let previousContent = try Data(contentsOf: previousFile)

        command.run(on: sut)

        #expect(
            try Data(contentsOf: storeURL) != previousContent,
            "\(Move.fileStore): \(command) changes the store's file.")
        let writer = sources.functions(of: "CodableFeedStore").first { $0.selector == command.selector }
        #expect(
            try Data(contentsOf: previousFile) == previousContent,
            """
            \(Move.fileStore): \(command) writes a whole new file and puts it in place (a write with \
            options: .atomic, or a temporary file moved over the old one); writing into the existing \
            file can leave half of it behind when the write fails.
            """,
            sourceLocation: writer.map { sources.sourceLocation(of: $0.location) } ?? #_sourceLocation)
    }

    @Test(arguments: StoreQuery.allCases)
    func test_storeFile_isLeftAsItWasByAQuery(_ query: StoreQuery) throws {
        let storeURL = directory.url.appendingPathComponent("feed-store.json")
        let previousFile = directory.url.appendingPathComponent("previous-feed-store.json")
        let sut = CodableFeedStore(storeURL: storeURL)
        let feed = [LocalFeedImage(id: UUID(), description: nil, location: nil, imageURL: anyURL())]
        sut.insert(feed, timestamp: fixedCurrentDate()) { _ in }
        sut.insert(Data("image".utf8), for: anyURL()) { _ in }
        try FileManager.default.linkItem(at: storeURL, to: previousFile)
        let previousContent = try Data(contentsOf: storeURL)

        query.run(on: sut)

        let reader = sources.functions(of: "CodableFeedStore").first { $0.selector == query.selector }
        let sameFile = try [storeURL, previousFile].map {
            try FileManager.default.attributesOfItem(atPath: $0.path)[.systemFileNumber].map { "\($0)" }
        }
        #expect(
            try Data(contentsOf: storeURL) == previousContent && sameFile[0] != nil
                && sameFile[0] == sameFile[1],
            """
            \(Move.fileStore): \(query) is a query, and leaves the store's file as it was: neither \
            written nor replaced. A query changes nothing.
            """,
            sourceLocation: reader.map { sources.sourceLocation(of: $0.location) } ?? #_sourceLocation)
    }
}

extension KataGoalTests.StoreCommand {
    @MainActor func run(on store: CodableFeedStore) {
        switch self {
        case .insertFeed:
            store.insert(
                [LocalFeedImage(id: UUID(), description: nil, location: nil, imageURL: anyURL())],
                timestamp: fixedCurrentDate()
            ) { _ in }
        case .insertImageData:
            store.insert(Data("image".utf8), for: anyURL()) { _ in }
        case .deleteCachedFeed:
            store.deleteCachedFeed { _ in }
        }
    }
}

extension KataGoalTests.StoreQuery {
    @MainActor func run(on store: CodableFeedStore) {
        switch self {
        case .retrieveFeed:
            store.retrieve { _ in }
        case .retrieveImageData:
            store.retrieve(dataForURL: anyURL()) { _ in }
        }
    }
}
