/// Where an expression starts and ends, by the syntax rather than by the line: swift-format and
/// editors move a ternary's `?` and `:`, a comparison's operator or a `.member` to the next line.
extension SourceFile {
    /// Whether a line break comes right before the code token at `index`.
    func startsLine(_ index: Int) -> Bool {
        index > 0 && code[index].line > code[index - 1].line
    }

    /// Whether the code token at `index`, first on its line, carries on the expression of the line
    /// before, as the compiler reads it: the line starts with an infix operator, a `.member` or a
    /// ternary's `:`, a cast's `as` or `is`, or the line before ends with an infix operator, `=`, `.`, `,` or an open bracket.
    func continuesExpression(at index: Int) -> Bool {
        guard index > 0 else { return false }
        let token = code[index]
        let previous = code[index - 1]
        if token.text == "." || token.text == ":" || token.isWord("as") || token.isWord("is") { return true }
        if token.kind == .operator, isInfix(index) { return true }
        if previous.kind == .operator, isInfix(index - 1) { return true }
        return [".", ",", "(", "[", ":"].contains(previous.text) && previous.kind == .punctuation
    }

    /// Whether the operator at `index` is infix: spaced on both sides, or on neither.
    func isInfix(_ index: Int) -> Bool {
        let before = code[index].isPrecededBySpace
        let after = index + 1 < code.count ? code[index + 1].isPrecededBySpace : true
        return before == after
    }

    /// Whether the line break before `index`, if any, is inside one expression.
    func isSameExpression(across index: Int) -> Bool {
        !startsLine(index) || continuesExpression(at: index)
    }

    /// Whether the code token at `index` is inside a pattern: after a `case` or `catch` of the
    /// same statement, before the `:`, `=`, `in` or `{` that ends the pattern.
    public func isInPattern(at index: Int) -> Bool {
        var position = index - 1
        var nesting = 0
        while position >= 0 {
            if nesting == 0, !isSameExpression(across: position + 1) { return false }
            let token = code[position]
            if token.kind == .punctuation, [")", "]"].contains(token.text), let open = partner[position] {
                position = open - 1
                continue
            }
            if token.kind == .punctuation, ["(", "["].contains(token.text) {
                nesting += 1
            } else if token.isWord("case") || token.isWord("catch") {
                return true
            } else if token.kind == .punctuation, ["{", "}", ";"].contains(token.text) {
                return false
            } else if token.kind == .punctuation, token.text == ":", nesting == 0 {
                return false
            } else if token.text == "=" || token.isWord("in") || token.isWord("return") {
                return false
            }
            position -= 1
        }
        return false
    }
}
