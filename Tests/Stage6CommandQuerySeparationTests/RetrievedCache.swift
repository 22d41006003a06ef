import Stage6CommandQuerySeparation

/// What a retrieval delivered, in a form tests can compare.
enum RetrievedCache: Equatable {
    case empty
    case found(CachedFeed)
    case failure
}
