import Testing

extension Array {
    /// The request a test asks a spy to complete, or nil when the code under test never made it.
    /// The test then fails with an issue instead of trapping: a trap would end every stage's tests.
    public func request(
        at index: Int, of kind: String, sourceLocation: SourceLocation
    ) -> Element? {
        guard indices.contains(index) else {
            Issue.record(
                "No \(kind) request at index \(index): there were \(count).", sourceLocation: sourceLocation)
            return nil
        }
        return self[index]
    }
}
