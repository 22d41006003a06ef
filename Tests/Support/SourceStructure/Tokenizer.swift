/// Cuts Swift source into tokens, the way the compiler's lexer does for everything a goal check
/// reads: comments (nested ones included) never become code, string literals never become code,
/// and the code inside a string's `\(…)` does.
///
/// It does not type-check and it never fails: text it does not understand becomes punctuation, so
/// that a learner's half-written file still yields every declaration around the mistake.
public struct Tokenizer {
    private let scalars: [Unicode.Scalar]
    private let file: String
    private var index = 0
    private var line = 1
    private var column = 1
    private var sawSpace = true
    private var tokens: [Token] = []

    /// The tokens of `text`, each located in `file`.
    public static func tokens(of text: String, file: String) -> [Token] {
        var tokenizer = Tokenizer(scalars: Array(text.unicodeScalars), file: file)
        tokenizer.lex(insideInterpolation: false)
        return tokenizer.tokens
    }

    private init(scalars: [Unicode.Scalar], file: String) {
        self.scalars = scalars
        self.file = file
    }

    // MARK: - The main loop

    /// Lexes until the end of the text, or, inside an interpolation, until the `)` that closes it.
    private mutating func lex(insideInterpolation: Bool) {
        var parentheses = 0
        while let scalar = peek() {
            if insideInterpolation && scalar == ")" && parentheses == 0 { return }
            switch scalar {
            case " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\0":
                advance()
                sawSpace = true
            case "/" where peek(1) == "/":
                lexLineComment()
            case "/" where peek(1) == "*":
                lexBlockComment()
            case "\"":
                lexString(hashes: 0)
            case "#":
                lexPound()
            case "@":
                lexAttribute()
            case "`":
                lexBacktickedIdentifier()
            case "0"..."9":
                lexNumber()
            case "." where peek(1) == ".":
                lexOperator()
            case _ where Self.operatorHeads.contains(scalar):
                lexOperator()
            case _ where Self.isIdentifierHead(scalar):
                lexIdentifier()
            default:
                if scalar == "(" { parentheses += 1 }
                if scalar == ")" { parentheses -= 1 }
                let start = position()
                advance()
                emit(.punctuation, String(scalar), at: start)
            }
        }
    }

    // MARK: - Comments

    private mutating func lexLineComment() {
        let start = position()
        var text = String.UnicodeScalarView()
        while let scalar = peek(), scalar != "\n" {
            text.append(scalar)
            advance()
        }
        emit(.comment, String(text), at: start)
        sawSpace = true
    }

    private mutating func lexBlockComment() {
        let start = position()
        var text = String.UnicodeScalarView()
        var depth = 0
        while let scalar = peek() {
            if scalar == "/" && peek(1) == "*" {
                depth += 1
                text.append(contentsOf: ["/", "*"])
                advance(2)
            } else if scalar == "*" && peek(1) == "/" {
                depth -= 1
                text.append(contentsOf: ["*", "/"])
                advance(2)
                if depth == 0 { break }
            } else {
                text.append(scalar)
                advance()
            }
        }
        emit(.comment, String(text), at: start)
        sawSpace = true
    }

    // MARK: - String literals

    /// A string literal that starts here, after `hashes` `#`s have been read as part of it.
    private mutating func lexString(hashes: Int, start given: Location? = nil, prefix: String = "") {
        let start = given ?? position()
        let multiline = peek(0) == "\"" && peek(1) == "\"" && peek(2) == "\""
        let quotes = multiline ? 3 : 1
        var text = String.UnicodeScalarView(prefix.unicodeScalars)
        var segmentStart = start
        for _ in 0..<quotes {
            text.append("\"")
            advance()
        }
        while let scalar = peek() {
            if scalar == "\\" && (0..<hashes).allSatisfy({ peek(1 + $0) == "#" }) {
                let escape = 1 + hashes
                if peek(escape) == "(" {
                    // An interpolation: the segment so far, then the code as tokens of its own.
                    emit(.string, String(text), at: segmentStart)
                    advance(escape)
                    let open = position()
                    advance()
                    emit(.punctuation, "(", at: open)
                    sawSpace = false
                    lex(insideInterpolation: true)
                    let close = position()
                    if peek() == ")" {
                        advance()
                        emit(.punctuation, ")", at: close)
                    }
                    text = String.UnicodeScalarView()
                    segmentStart = position()
                    continue
                }
                for offset in 0...escape where peek(offset) != nil {
                    text.append(peek(offset)!)
                }
                advance(escape + 1)
                continue
            }
            let closes =
                (0..<quotes).allSatisfy { peek($0) == "\"" }
                && (0..<hashes).allSatisfy { peek(quotes + $0) == "#" }
            if closes {
                for _ in 0..<(quotes + hashes) {
                    text.append(peek()!)
                    advance()
                }
                break
            }
            if scalar == "\n" && !multiline { break }
            text.append(scalar)
            advance()
        }
        emit(.string, String(text), at: segmentStart)
    }

    // MARK: - #

    private mutating func lexPound() {
        let start = position()
        var hashes = 0
        while peek(hashes) == "#" { hashes += 1 }
        if peek(hashes) == "\"" {
            advance(hashes)
            lexString(hashes: hashes, start: start, prefix: String(repeating: "#", count: hashes))
            return
        }
        if peek(hashes) == "/" {
            lexRegex(hashes: hashes)
            return
        }
        guard hashes == 1, let head = peek(1), Self.isIdentifierHead(head) else {
            advance()
            emit(.punctuation, "#", at: start)
            return
        }
        var name = String.UnicodeScalarView()
        var offset = 1
        while let scalar = peek(offset), Self.isIdentifierBody(scalar) {
            name.append(scalar)
            offset += 1
        }
        if ["if", "elseif", "else", "endif"].contains(String(name)) {
            // The whole line: its condition is not code a rule should read.
            var text = String.UnicodeScalarView()
            while let scalar = peek(), scalar != "\n" {
                if scalar == "/" && (peek(1) == "/" || peek(1) == "*") { break }
                text.append(scalar)
                advance()
            }
            emit(.directive, String(text), at: start)
            sawSpace = true
        } else {
            advance(offset)
            emit(.poundKeyword, "#" + String(name), at: start)
        }
    }

    /// `#/…/#`: a regex literal is text to the goal checks, like a string.
    private mutating func lexRegex(hashes: Int) {
        let start = position()
        var text = String.UnicodeScalarView()
        for _ in 0..<(hashes + 1) {
            text.append(peek()!)
            advance()
        }
        while let scalar = peek() {
            if scalar == "/" && (0..<hashes).allSatisfy({ peek(1 + $0) == "#" }) {
                for _ in 0..<(hashes + 1) {
                    text.append(peek()!)
                    advance()
                }
                break
            }
            if scalar == "\\", let next = peek(1) {
                text.append(contentsOf: [scalar, next])
                advance(2)
                continue
            }
            text.append(scalar)
            advance()
        }
        emit(.string, String(text), at: start)
    }

    // MARK: - Names, numbers, operators

    private mutating func lexAttribute() {
        let start = position()
        guard let head = peek(1), Self.isIdentifierHead(head) else {
            advance()
            emit(.punctuation, "@", at: start)
            return
        }
        var text = String.UnicodeScalarView(["@"])
        advance()
        while let scalar = peek(), Self.isIdentifierBody(scalar) {
            text.append(scalar)
            advance()
        }
        emit(.attribute, String(text), at: start)
    }

    private mutating func lexBacktickedIdentifier() {
        let start = position()
        advance()
        var text = String.UnicodeScalarView()
        while let scalar = peek(), scalar != "`", scalar != "\n" {
            text.append(scalar)
            advance()
        }
        if peek() == "`" { advance() }
        emit(.identifier, String(text), at: start, backticked: true)
    }

    private mutating func lexIdentifier() {
        let start = position()
        var text = String.UnicodeScalarView()
        while let scalar = peek(), Self.isIdentifierBody(scalar) {
            text.append(scalar)
            advance()
        }
        let word = String(text)
        emit(Keywords.reserved.contains(word) ? .keyword : .identifier, word, at: start)
    }

    private mutating func lexNumber() {
        let start = position()
        var text = String.UnicodeScalarView()
        let hexadecimal = peek() == "0" && (peek(1) == "x" || peek(1) == "X")
        while let scalar = peek() {
            let exponent: Set<Unicode.Scalar> = hexadecimal ? ["p", "P"] : ["e", "E"]
            if Self.isIdentifierBody(scalar) {
                text.append(scalar)
                advance()
                if exponent.contains(scalar), let sign = peek(), sign == "-" || sign == "+" {
                    text.append(sign)
                    advance()
                }
            } else if scalar == ".", let next = peek(1), ("0"..."9").contains(next) {
                text.append(scalar)
                advance()
            } else {
                break
            }
        }
        emit(.number, String(text), at: start)
    }

    private mutating func lexOperator() {
        let start = position()
        var text = String.UnicodeScalarView()
        let dotted = peek() == "."
        while let scalar = peek() {
            let continues = Self.operatorHeads.contains(scalar) || (dotted && scalar == ".")
            // A comment may follow an operator with no space: `a+/* why */b`.
            let opensComment = scalar == "/" && (peek(1) == "/" || peek(1) == "*") && !text.isEmpty
            guard continues, !opensComment else { break }
            text.append(scalar)
            advance()
        }
        emit(.operator, String(text), at: start)
    }

    // MARK: - Characters

    private static let operatorHeads: Set<Unicode.Scalar> = [
        "/", "=", "-", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~", "?",
    ]

    private static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "$" || scalar.properties.isXIDStart
    }

    private static func isIdentifierBody(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "$" || scalar.properties.isXIDContinue
    }

    // MARK: - Position

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < scalars.count {
            if scalars[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
    }

    private func position() -> Location {
        Location(file: file, line: line, column: column)
    }

    private mutating func emit(
        _ kind: Token.Kind, _ text: String, at start: Location, backticked: Bool = false
    ) {
        tokens.append(
            Token(
                kind: kind, text: text, location: start, isPrecededBySpace: sawSpace, isBackticked: backticked
            ))
        sawSpace = false
    }
}
