/// One token of Swift source, as the compiler's lexer would cut it, with where it starts.
///
/// Comments and `#if` lines are tokens too, so that nothing is lost; `SourceFile.code` leaves them
/// out, so that a rule never reads prose or a condition as code.
public struct Token: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// A name, backticked or not; `text` is the name without backticks.
        case identifier
        /// A reserved word such as `class`, `let`, `if`, `is`, `as`, `self`. Contextual words
        /// (`actor`, `convenience`, `async`, `get`) are identifiers, as they are to the compiler.
        case keyword
        case number
        /// A string literal, or one of its segments when it holds interpolations: the code inside
        /// `\(…)` is tokens of its own, between a `(` and a `)` of kind `.punctuation`.
        case string
        /// `//…` or `/*…*/`, nested block comments included.
        case comment
        /// `@escaping`, `@MainActor`; its arguments, if any, are the tokens that follow.
        case attribute
        /// A whole `#if`, `#elseif`, `#else` or `#endif` line.
        case directive
        /// `#available`, `#selector`, `#filePath` and the expansions of freestanding macros.
        case poundKeyword
        case `operator`
        /// `( ) [ ] { } , : ; . \` and anything the lexer does not know.
        case punctuation
    }

    public let kind: Kind
    public let text: String
    public let location: Location
    /// Whether whitespace, a line break or a comment comes right before it: what tells a postfix
    /// `?` from a ternary one, and an attribute's arguments from the parentheses after it.
    public let isPrecededBySpace: Bool
    /// Whether the identifier was written in backticks, which makes a keyword a plain name.
    public let isBackticked: Bool

    public init(
        kind: Kind, text: String, location: Location, isPrecededBySpace: Bool, isBackticked: Bool = false
    ) {
        self.kind = kind
        self.text = text
        self.location = location
        self.isPrecededBySpace = isPrecededBySpace
        self.isBackticked = isBackticked
    }

    public var line: Int { location.line }

    /// Whether this is the keyword or contextual word `word`, not a backticked name.
    public func isWord(_ word: String) -> Bool {
        (kind == .keyword || kind == .identifier) && !isBackticked && text == word
    }

    /// Whether this is an identifier or keyword, such as a label can be.
    public var isName: Bool {
        kind == .identifier || kind == .keyword
    }

    public var description: String {
        text
    }
}
