/// What `kata compare` was asked for: the designs (files `kata share` wrote, folders of them, or
/// pairs' kata branches), which page, and whether the reference is left out, for a review that
/// shows the room's designs before the reference.
public struct CompareRequest: Equatable, Sendable {
    public var designs: [String] = []
    public var page = 1
    public var everyPage = false
    public var withoutReference = false

    public init() {}

    /// `DESIGN… [--without-reference] [--page K|--all]`.
    public static func parse(_ words: [String]) throws -> CompareRequest {
        var request = CompareRequest()
        var remaining = words[...]
        while let word = remaining.popFirst() {
            switch word {
            case "--all": request.everyPage = true
            case "--without-reference": request.withoutReference = true
            case "--page":
                guard let value = remaining.popFirst().flatMap(Int.init), value > 0 else {
                    throw ArgumentProblem("needs a page number after --page")
                }
                request.page = value
            default:
                guard !word.hasPrefix("-") else { throw ArgumentProblem("takes no \(word)") }
                request.designs.append(word)
            }
        }
        guard !request.designs.isEmpty else {
            throw ArgumentProblem(
                "needs the designs to compare: the files swift run kata share wrote, or a folder of them")
        }
        return request
    }
}
