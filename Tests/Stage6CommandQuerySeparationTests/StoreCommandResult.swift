import Testing

/// The error of a store command that completed exactly once, nil for a success. A store that never
/// completes, or completes twice, fails the test instead of passing for one that reported no error.
func theOnlyError(
    in results: [Result<Void, Error>], of command: String, sourceLocation: SourceLocation
) -> Error? {
    #expect(results.count == 1, "Expected the \(command) to complete once", sourceLocation: sourceLocation)
    guard case let .failure(error) = results.first else { return nil }
    return error
}
