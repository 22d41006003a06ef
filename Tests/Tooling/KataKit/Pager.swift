/// Splits long output into screens of 50 lines, the size a room can read on a projector.
public struct Pager: Sendable {
    public static let pageSize = 50
    public let lines: [String]

    public init(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        self.lines = lines
    }

    public var pageCount: Int { max(1, (lines.count + Self.pageSize - 1) / Self.pageSize) }

    /// Page `number`, counted from 1, clamped to the pages there are.
    public func page(_ number: Int) -> [String] {
        let start = (min(max(number, 1), pageCount) - 1) * Self.pageSize
        return Array(lines[min(start, lines.count)..<min(start + Self.pageSize, lines.count)])
    }
}
