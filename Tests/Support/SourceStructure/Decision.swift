/// One decision in the code: an `if`, `guard`, `while`, `switch` or ternary `?:`, with the tokens
/// it depends on and the tokens it decides whether to run. A rule about flags asks both: what is
/// this decided on, and what does it guard?
public struct Decision: Sendable {
    /// The keyword, or `?:` for a ternary, where it is.
    public let branch: Occurrence
    /// What it is decided on: an `if`'s conditions, a `switch`'s subject, a ternary's left side.
    public let condition: [Token]
    /// What it runs or skips: the blocks of an `if` and its `else`s, a `switch`'s cases, the rest
    /// of the block after a `guard`, the two sides of a ternary.
    public let controlled: [Token]

    /// The decision that starts at the code token `index` of `file`, if one does.
    init?(in file: SourceFile, at index: Int) {
        let code = file.code
        let token = code[index]
        let isTernary =
            token.kind == .operator && token.text == "?" && token.isPrecededBySpace
            && index + 1 < code.count && code[index + 1].isPrecededBySpace
        guard
            isTernary || (token.kind == .keyword && ["if", "guard", "while", "switch"].contains(token.text))
        else {
            return nil
        }
        let name = isTernary ? "?:" : token.text
        branch = Occurrence(name: name, text: name, location: token.location, scope: file.scope(at: index))
        if isTernary {
            (condition, controlled) = Self.ternary(in: file, at: index)
            return
        }
        // The condition runs to the first `{` (or a guard's `else`) outside brackets.
        var open = index + 1
        while open < code.count {
            let text = code[open].text
            if text == "{" || (token.text == "guard" && text == "else") { break }
            if let close = file.partner[open], text == "(" || text == "[" {
                open = close + 1
            } else {
                open += 1
            }
        }
        condition = Array(code[(index + 1)..<min(open, code.count)])
        guard open < code.count else {
            controlled = []
            return
        }
        if token.text == "guard" {
            // What a guard protects is the rest of the block it is in.
            var elseBlock = open + 1
            while elseBlock < code.count, code[elseBlock].text != "{" { elseBlock += 1 }
            let after = (file.partner[elseBlock] ?? elseBlock) + 1
            var end = after
            while end < code.count, code[end].text != "}" || (file.partner[end] ?? code.count) > end {
                end =
                    code[end].text == "{" || code[end].text == "(" || code[end].text == "["
                    ? (file.partner[end] ?? end) + 1 : end + 1
            }
            controlled = after < end ? Array(code[after..<end]) : []
            return
        }
        // An if's block, and the blocks of its else-ifs and else.
        var close = file.partner[open] ?? code.count - 1
        while close + 1 < code.count, code[close + 1].text == "else" {
            var next = close + 2
            while next < code.count, code[next].text != "{" { next += 1 }
            guard next < code.count, let end = file.partner[next] else { break }
            close = end
        }
        controlled = open + 1 <= close ? Array(code[(open + 1)..<min(close, code.count)]) : []
    }

    /// A ternary's left side, back to what starts its expression, and its two sides, up to what
    /// ends it. A line break ends it only where the compiler would end the expression: swift-format
    /// puts `?` and `:` at the start of their own lines.
    private static func ternary(in file: SourceFile, at index: Int) -> ([Token], [Token]) {
        let code = file.code
        let starts: Set<String> = ["=", "return", "(", "{", ",", ";", "[", "in", ":", "throw"]
        var start = index
        while start > 0, file.isSameExpression(across: start), !starts.contains(code[start - 1].text) {
            start =
                code[start - 1].text == ")" || code[start - 1].text == "]"
                ? (file.partner[start - 1] ?? start - 1) : start - 1
        }
        var end = index + 1
        while end < code.count, end == index + 1 || file.isSameExpression(across: end),
            ![")", "]", "}", ",", ";"].contains(code[end].text)
        {
            end =
                code[end].text == "(" || code[end].text == "[" || code[end].text == "{"
                ? (file.partner[end] ?? end) + 1 : end + 1
        }
        return (Array(code[start..<index]), Array(code[(index + 1)..<min(end, code.count)]))
    }
}
