import KataKit

/// What `kata-dev verify` was asked for: which katas, and which parts (none named: all).
public struct VerifyRequest: Equatable, Sendable {
    public static let knownParts: Set = [
        "--moves", "--mistakes", "--variants", "--duplicates", "--guide", "--open", "--in-place",
        "--compile-intact", "--compile-all", "--write-outcomes",
    ]
    /// The words that say how to verify, not what: the rest, when none is given, is everything.
    public static let modifiers: Set = [
        "--in-place", "--compile-intact", "--compile-all", "--write-outcomes",
    ]

    public var katas: [Int] = []
    public var parts: Set<String> = []

    public init() {}

    public static func parse(_ words: [String]) throws -> VerifyRequest {
        var request = VerifyRequest()
        for word in words {
            if let kata = Int(word) {
                request.katas.append(kata)
            } else if knownParts.contains(word) {
                request.parts.insert(word)
            } else {
                throw ArgumentProblem("takes no \(word)")
            }
        }
        return request
    }
}
