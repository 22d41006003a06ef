import KataTestSupport
import Testing

/// What kata 6 is for, read from the stage's sources: behaviour tests pass before and after it.
/// Each failure names the move of "Stage 6" in Katas.md that was missed.
@Suite struct KataGoalTests {
    let sources = StageSources("Stage6CommandQuerySeparation")

    @Test func test_localFeedLoader_isAFeedCacheAndAFeedLoader() {
        let conformances = sources.conformances(of: "LocalFeedLoader")

        #expect(conformances.contains("FeedCache"), "Kata 6, move 2: LocalFeedLoader saves as a FeedCache.")
        #expect(conformances.contains("FeedLoader"), "Kata 6, move 2: declare LocalFeedLoader: FeedLoader.")
    }

    @Test func test_load_isAQueryThatDeletesNothing() throws {
        let loads = sources.files(matching: #"\bLocalFeedLoader\b"#).compactMap {
            sources.body(after: #"\bfunc\s+load\s*\("#, in: $0)
        }
        let load = try #require(loads.first, "Kata 6, move 2: LocalFeedLoader has a load(completion:).")

        #expect(
            !load.hasMatch(#"\bdelete"#),
            "Kata 6, move 4: remove the deletions from load; asking must not change the answer."
        )
    }

    @Test func test_validateCache_isTheCommandRemoveInvalidCache() {
        #expect(!sources.contains(#"\bvalidateCache\b"#), "Kata 6, move 5: rename validateCache().")
        #expect(
            sources.contains(#"\bfunc\s+removeInvalidCache\s*\(\s*completion\s*:"#),
            "Kata 6, move 5: removeInvalidCache(completion:) says what it does and reports how it went."
        )
    }

    @Test func test_everyWriteToTheStoreFileIsAtomic() {
        let writes = sources.matches(of: #"\.write\s*\(\s*to\s*:[^)]*\)"#)
        let inPlace =
            writes.filter { !$0.contains("atomic") } + sources.matches(of: #"createFile\s*\(|FileHandle"#)

        #expect(
            !writes.isEmpty, "Kata 6, move 9: CodableFeedStore writes its file with Data.write(to:options:).")
        #expect(
            inPlace.isEmpty,
            """
            Kata 6, move 9: write the whole file atomically (options: .atomic), so that a failed write \
            leaves the previous cache readable. Writes in place: \(inPlace)
            """
        )
    }

    @Test(arguments: ["InMemoryFeedStore", "CodableFeedStore"])
    func test_store_isAFeedStoreAndAFeedImageDataStore(_ store: String) {
        let conformances = sources.conformances(of: store)

        #expect(
            conformances.isSuperset(of: ["FeedStore", "FeedImageDataStore"]),
            "Kata 6, moves 6 to 8: \(store) passes the store specs and the image-data specs."
        )
    }
}
