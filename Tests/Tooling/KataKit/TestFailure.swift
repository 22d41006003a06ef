/// A test that recorded an issue, where it recorded it.
public struct TestFailure: Codable, Equatable, Sendable {
    public let test: String
    public let message: String
    public let path: String?
    public let line: Int?
    /// What the test said about the failure, beside the expectation: a goal check's lesson.
    public let details: String?
    /// The arguments of the failing row, for a parameterized test: `offline, corrupt cache`.
    public let row: String?

    public init(
        test: String, message: String, path: String?, line: Int?, details: String? = nil, row: String? = nil
    ) {
        self.test = test
        self.message = message
        self.path = path
        self.line = line
        self.details = details
        self.row = row
    }
}
