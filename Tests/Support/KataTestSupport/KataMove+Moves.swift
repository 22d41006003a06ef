// Written by `swift run kata-dev pages` from each kata's moves.json: edit the data, not this file.

extension KataMove {
    /// Kata 2's moves, by the ids its moves.json gives them.
    public enum Kata2 {
        /// The contract, test first.
        public static let contract = KataMove(kata: 2, number: 1)
        /// The loader holds an `HTTPClient`.
        public static let loaderHoldsAClient = KataMove(kata: 2, number: 2)
    }

    /// Kata 3's moves, by the ids its moves.json gives them.
    public enum Kata3 {
        /// A client parameter, with the singleton as its default.
        public static let defaultedClient = KataMove(kata: 3, number: 1)
        /// A spy of the HTTP client.
        public static let clientSpy = KataMove(kata: 3, number: 2)
        /// makeSUT and expect, on the spy.
        public static let makeSUTAndExpect = KataMove(kata: 3, number: 3)
        /// The loader's tests, moved onto the spy.
        public static let testsOnTheSpy = KataMove(kata: 3, number: 4)
        /// The tests stage 1 could not have.
        public static let newTests = KataMove(kata: 3, number: 5)
        /// One test on the default path.
        public static let defaultPath = KataMove(kata: 3, number: 6)
    }

    /// Kata 4's moves, by the ids its moves.json gives them.
    public enum Kata4 {
        /// An adapter that is handed its session.
        public static let sessionAdapter = KataMove(kata: 4, number: 1)
        /// No default, and one place that wires the graph.
        public static let compositionRoot = KataMove(kata: 4, number: 2)
        /// Delete the singleton.
        public static let deleteTheSingleton = KataMove(kata: 4, number: 3)
    }

    /// Kata 5's moves, by the ids its moves.json gives them.
    public enum Kata5 {
        /// Analytics, and its Null Object.
        public static let analytics = KataMove(kata: 5, number: 1)
        /// The analytics an app uses.
        public static let appAnalytics = KataMove(kata: 5, number: 2)
        /// Logging, the same way.
        public static let logging = KataMove(kata: 5, number: 3)
        /// Wire them where the app has them.
        public static let wiring = KataMove(kata: 5, number: 4)
        /// An image load that can always be cancelled.
        public static let cancellableImageLoad = KataMove(kata: 5, number: 5)
        /// A loader that returns a task, never nil.
        public static let taskNeverNil = KataMove(kata: 5, number: 6)
        /// A cache that may not be there.
        public static let optionalCache = KataMove(kata: 5, number: 7)
        /// The first cache, as it was written in a hurry.
        public static let firstCache = KataMove(kata: 5, number: 8)
    }

    /// Kata 6's moves, by the ids its moves.json gives them.
    public enum Kata6 {
        /// Rename to the cache's vocabulary.
        public static let cacheVocabulary = KataMove(kata: 6, number: 1)
        /// One extension per use case.
        public static let useCaseExtensions = KataMove(kata: 6, number: 2)
        /// Say what a query may do.
        public static let queryContract = KataMove(kata: 6, number: 3)
        /// Remove the deletions from `load`.
        public static let loadDeletesNothing = KataMove(kata: 6, number: 4)
        /// A command that says what it does and reports how it went.
        public static let commandReports = KataMove(kata: 6, number: 5)
        /// The store specs, written once, and a store in memory.
        public static let storeSpecs = KataMove(kata: 6, number: 6)
        /// The image data gets a store of its own.
        public static let imageDataStore = KataMove(kata: 6, number: 7)
        /// Its specs, and the store in memory keeps image data.
        public static let imageDataSpecs = KataMove(kata: 6, number: 8)
        /// A store in a file.
        public static let fileStore = KataMove(kata: 6, number: 9)
        /// Wire the cache in `CompositionRoot`.
        public static let wireTheCache = KataMove(kata: 6, number: 10)
    }

    /// Kata 7's moves, by the ids its moves.json gives them.
    public enum Kata7 {
        /// List the inputs the class reads and the effects it has.
        public static let inputsAndEffects = KataMove(kata: 7, number: 1)
        /// Reach every input through a seam of the test's own.
        public static let seams = KataMove(kata: 7, number: 2)
        /// Write one row.
        public static let firstRow = KataMove(kata: 7, number: 3)
        /// Add rows until each branch of `getAll()` has run with each kind of cache.
        public static let everyBranch = KataMove(kata: 7, number: 4)
        /// Check that your tests can fail.
        public static let testsCanFail = KataMove(kata: 7, number: 5)
        /// Run yours against the catalogue, then compare.
        public static let againstTheCatalogue = KataMove(kata: 7, number: 6)
    }

    /// Kata 8's moves, by the ids its moves.json gives them.
    public enum Kata8 {
        /// Name the abstraction for what it is.
        public static let abstraction = KataMove(kata: 8, number: 1)
        /// The network, on its own.
        public static let network = KataMove(kata: 8, number: 2)
        /// The cache, on its own.
        public static let cache = KataMove(kata: 8, number: 3)
        /// The two Decorators.
        public static let decorators = KataMove(kata: 8, number: 4)
        /// The Strategy.
        public static let strategy = KataMove(kata: 8, number: 5)
        /// Compose, and let the table judge.
        public static let compose = KataMove(kata: 8, number: 6)
        /// Delete the god class.
        public static let deleteTheGodClass = KataMove(kata: 8, number: 7)
        /// A second Strategy, for the A/B test.
        public static let abTestStrategy = KataMove(kata: 8, number: 8)
        /// A Decorator of the session.
        public static let sessionDecorator = KataMove(kata: 8, number: 9)
        /// The other variants.
        public static let otherVariants = KataMove(kata: 8, number: 10)
    }
}
