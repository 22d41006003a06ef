/// A test that recorded an issue, where it recorded it.
public struct TestFailure: Equatable, Sendable {
    public let test: String
    public let message: String
    public let path: String?
    public let line: Int?

    public init(test: String, message: String, path: String?, line: Int?) {
        self.test = test
        self.message = message
        self.path = path
        self.line = line
    }
}
