import Foundation

extension String {
    /// Every match of `pattern`, a regular expression, in order, with line breaks folded to spaces.
    public func regexMatches(_ pattern: String) -> [String] {
        var found: [String] = []
        var searchRange = startIndex..<endIndex
        while let range = range(of: pattern, options: .regularExpression, range: searchRange) {
            found.append(self[range].split(separator: "\n").joined(separator: " "))
            let next = range.isEmpty ? index(after: range.upperBound) : range.upperBound
            guard next < endIndex else { break }
            searchRange = next..<endIndex
        }
        return found
    }

    /// Whether `pattern`, a regular expression, matches anywhere.
    public func hasMatch(_ pattern: String) -> Bool {
        range(of: pattern, options: .regularExpression) != nil
    }
}
