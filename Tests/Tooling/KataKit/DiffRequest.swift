/// What `kata diff` was asked for: against what, which folders or file, and which page or the
/// list of files.
public struct DiffRequest: Equatable, Sendable {
    public enum Against: String, Sendable { case start, reference }
    public enum Scope: Equatable, Sendable { case all, code, tests, file(String) }

    public var against = Against.start
    public var scope = Scope.all
    public var page = 1
    public var everyPage = false
    public var files = false

    public init() {}

    /// `[reference|start] [code|tests|FILE] [--files] [--page K|--all]`.
    public static func parse(_ words: [String]) throws -> DiffRequest {
        var request = DiffRequest()
        var remaining = words[...]
        while let word = remaining.popFirst() {
            switch word {
            case "reference", "start": request.against = Against(rawValue: word) ?? .start
            case "code": request.scope = .code
            case "tests": request.scope = .tests
            case "--all": request.everyPage = true
            case "--files": request.files = true
            case "--page":
                guard let value = remaining.popFirst().flatMap(Int.init), value > 0 else {
                    throw ArgumentProblem("needs a page number after --page")
                }
                request.page = value
            default:
                guard !word.hasPrefix("-") else { throw ArgumentProblem("takes no \(word)") }
                request.scope = .file(word)
            }
        }
        return request
    }
}
