/// Where something is in a stage: the file's path below the stage's folder, and a line and column
/// counted from 1, as the compiler reports them.
public struct Location: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's path relative to the folder the sources were read from, such as
    /// `RemoteFeedLoader.swift` or `Loading/RemoteFeedLoader.swift`.
    public let file: String
    public let line: Int
    public let column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line`, the form a reader clicks on.
    public var description: String {
        "\(file):\(line)"
    }

    public static func < (lhs: Location, rhs: Location) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
