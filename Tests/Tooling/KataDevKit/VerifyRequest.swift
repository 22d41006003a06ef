import KataKit

/// What `kata-dev verify` was asked for: which katas, which parts (none named: all), and how
/// many workers.
public struct VerifyRequest: Equatable, Sendable {
    public static let knownParts: Set = [
        "--moves", "--mistakes", "--variants", "--guide", "--open", "--in-place",
    ]

    public var katas: [Int] = []
    public var parts: Set<String> = []
    public var jobs = 1

    public init() {}

    public static func parse(_ words: [String]) throws -> VerifyRequest {
        var request = VerifyRequest()
        var remaining = words[...]
        while let word = remaining.popFirst() {
            if word == "--jobs" {
                guard let value = remaining.popFirst().flatMap(Int.init), value > 0 else {
                    throw ArgumentProblem("needs a number of workers after --jobs")
                }
                request.jobs = value
            } else if let kata = Int(word) {
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
