import KataKit

/// What `kata-dev record` was asked to write: which catalogue of which kata, under which id, and
/// the entry's fields.
public struct RecordRequest: Equatable, Sendable {
    public var kata = 0
    public var id = ""
    /// `mistakes`, `variants`, `open-mistakes` or `open-variants`.
    public var catalogue = ""
    public var summary = ""
    public var category: String?
    public var behaviourIntact = false
    public var rule: String?
    public var source: String?

    public init() {}

    public static func parse(_ words: [String]) throws -> RecordRequest {
        var request = RecordRequest()
        var kind: String?
        var open = false
        var positional: [String] = []
        var remaining = words[...]
        func value(after flag: String) throws -> String {
            guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                throw ArgumentProblem("needs a value after \(flag)")
            }
            return value
        }
        while let word = remaining.popFirst() {
            switch word {
            case "--mistake", "--variant": kind = word == "--mistake" ? "mistakes" : "variants"
            case "--open": open = true
            case "--summary": request.summary = try value(after: word)
            case "--category": request.category = try value(after: word)
            case "--rule": request.rule = try value(after: word)
            case "--source": request.source = try value(after: word)
            case "--behaviour-intact": request.behaviourIntact = true
            default:
                guard !word.hasPrefix("--") else { throw ArgumentProblem("takes no \(word)") }
                positional.append(word)
            }
        }
        guard positional.count == 2, let kata = Int(positional[0]) else {
            throw ArgumentProblem("takes a kata's number and the entry's id")
        }
        guard let kind else { throw ArgumentProblem("needs --mistake or --variant") }
        guard !request.summary.isEmpty else {
            throw ArgumentProblem("needs --summary \"what the entry does\"")
        }
        guard positional[1].allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }) else {
            throw ArgumentProblem("takes an id in lower case, digits and dashes, such as optional-analytics")
        }
        request.kata = kata
        request.id = positional[1]
        request.catalogue = (open ? "open-" : "") + kind
        return request
    }
}
