/// One Swift file of a stage, read as tokens and as declarations.
public struct SourceFile: Sendable {
    /// The path below the folder the stage was read from: `RemoteFeedLoader.swift`, or
    /// `Loading/RemoteFeedLoader.swift` for a file in a subfolder, which SwiftPM compiles too.
    public let path: String
    public let text: String
    /// Every token, comments and `#if` lines included.
    public let tokens: [Token]
    /// The tokens the compiler reads as code: no comments, no `#if` lines. Both sides of an `#if`
    /// are kept, since either may be what a platform compiles; each token's scope says which
    /// conditions it is compiled under.
    public let code: [Token]
    /// What the file declares at its top level: types, extensions, global variables and functions.
    public let declarations: Declarations
    /// What the reader could not read: a rule that depends on the file fails there.
    public let unreadable: [UnreadablePlace]
    /// For each token of `code`, the declarations it is inside, outermost first.
    let scopes: [Scope]
    /// For each opening bracket of `code`, the index of its closing one, and the other way round.
    let partner: [Int: Int]

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        tokens = Tokenizer.tokens(of: text, file: path)
        code = tokens.filter { $0.kind != .comment && $0.kind != .directive }
        var reader = DeclarationReader(tokens: code)
        declarations = reader.readFile()
        partner = DeclarationReader.pairBrackets(code)
        let (conditions, unbalancedDirectives) = Self.conditions(of: tokens, codeCount: code.count)
        scopes = zip(Scope.assign(to: code.count, from: declarations), conditions).map {
            $0.compiled(under: $1)
        }
        let code = code
        unreadable =
            DeclarationReader.unpairedBrackets(code, partner: partner).map {
                UnreadablePlace(
                    location: code[$0].location,
                    reason: "a `\(code[$0].text)` with no bracket to pair it with")
            }
            + reader.skipped.map {
                UnreadablePlace(
                    location: code[$0].location, reason: "a declaration starting `\(code[$0].text)`")
            }
            + unbalancedDirectives.map {
                UnreadablePlace(location: $0.location, reason: "an unbalanced `\($0.text)`")
            }
    }

    /// The scope of the code token at `index`.
    public func scope(at index: Int) -> Scope {
        scopes[index]
    }

    /// For each code token, the `#if` conditions it is compiled under, outermost first: `DEBUG`
    /// inside `#if DEBUG`, `!(DEBUG)` in its `#else`. Also the directives that open or close nothing.
    private static func conditions(of tokens: [Token], codeCount: Int) -> ([[String]], [Token]) {
        var conditions: [[String]] = []
        conditions.reserveCapacity(codeCount)
        // For each open `#if`, the conditions of its branches so far.
        var open: [(directive: Token, branches: [String], current: String)] = []
        var unbalanced: [Token] = []
        for token in tokens {
            switch token.kind {
            case .comment:
                continue
            case .directive:
                let words = token.text.split(separator: " ", maxSplits: 1).map(String.init)
                let condition =
                    words.count > 1
                    ? String(
                        words[1].drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }
                            .reversed()) : ""
                switch words.first {
                case "#if":
                    open.append((directive: token, branches: [condition], current: condition))
                case "#elseif" where !open.isEmpty:
                    let earlier = open[open.count - 1].branches.map { "!(\($0))" }.joined(separator: " && ")
                    open[open.count - 1].current = "\(earlier) && \(condition)"
                    open[open.count - 1].branches.append(condition)
                case "#else" where !open.isEmpty:
                    open[open.count - 1].current = open[open.count - 1].branches.map { "!(\($0))" }.joined(
                        separator: " && ")
                case "#endif" where !open.isEmpty:
                    open.removeLast()
                default:
                    unbalanced.append(token)
                }
            default:
                conditions.append(open.map(\.current))
            }
        }
        return (conditions, unbalanced + open.map(\.directive))
    }
}
