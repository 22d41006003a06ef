/// One Swift file of a stage, read as tokens and as declarations.
public struct SourceFile: Sendable {
    /// The path below the folder the stage was read from: `RemoteFeedLoader.swift`, or
    /// `Loading/RemoteFeedLoader.swift` for a file in a subfolder, which SwiftPM compiles too.
    public let path: String
    public let text: String
    /// Every token, comments and `#if` lines included.
    public let tokens: [Token]
    /// The tokens the compiler reads as code: no comments, no `#if` lines. Both sides of an `#if`
    /// are kept, since either may be what a platform compiles.
    public let code: [Token]
    /// What the file declares at its top level: types, extensions, global variables and functions.
    public let declarations: Declarations
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
        scopes = Scope.assign(to: code.count, from: declarations)
        partner = DeclarationReader.pairBrackets(code)
    }

    /// The scope of the code token at `index`.
    public func scope(at index: Int) -> Scope {
        scopes[index]
    }
}
