/// A type as written in a declaration: `HTTPClient`, `(any FeedLoadingAnalytics)?`,
/// `@escaping @MainActor (Result) -> Void`. It is not resolved: a goal check asks what it names.
public struct TypeText: Sendable, Hashable, CustomStringConvertible {
    public let tokens: [Token]

    public init(tokens: [Token]) {
        self.tokens = tokens
    }

    /// The type as written, with one space wherever the source had any.
    public var description: String {
        Self.text(of: tokens)
    }

    public var isEmpty: Bool { tokens.isEmpty }

    /// The type names it mentions, in order: `Swift.Result<Void, Error>` mentions `Swift`,
    /// `Result`, `Void` and `Error`.
    public var names: [String] {
        tokens.filter { $0.kind == .identifier || $0.text == "Any" || $0.text == "Self" }.map(\.text)
    }

    /// Whether the type itself may be absent: `T?`, `T!`, `Optional<T>`, `(any T)?`.
    public var isOptional: Bool {
        let stripped = Self.strippingDecorations(tokens)
        guard let last = stripped.last else { return false }
        if last.kind == .operator && (last.text.hasSuffix("?") || last.text.hasSuffix("!")) {
            return true
        }
        return stripped.first?.text == "Optional" && stripped.dropFirst().first?.text.hasPrefix("<") == true
    }

    /// Whether it is a function type, such as `@escaping (Result) -> Void`.
    public var isFunction: Bool {
        var depth = 0
        for token in tokens {
            if ["(", "["].contains(token.text) { depth += 1 }
            if [")", "]"].contains(token.text) { depth -= 1 }
            if depth == 0 && token.text == "->" { return true }
        }
        return false
    }

    /// For a function type such as `@escaping (Result) -> Void`, what it takes: `Result`; for a
    /// function of several parameters, all of them as written. Nil for any other type.
    public var functionInput: TypeText? {
        let stripped = Self.strippingDecorations(tokens)
        guard isFunction, stripped.first?.text == "(" else { return nil }
        var depth = 0
        for (offset, token) in stripped.enumerated() {
            if token.text == "(" || token.text == "[" { depth += 1 }
            if token.text == ")" || token.text == "]" { depth -= 1 }
            if depth == 0 { return TypeText(tokens: Array(stripped[1..<offset])) }
        }
        return nil
    }

    /// The generic arguments of the outermost type, split at their commas: `Void` and `Error`
    /// for `Swift.Result<Void, Error>`.
    public var genericArguments: [TypeText] {
        let stripped = Self.strippingDecorations(tokens)
        guard let open = stripped.firstIndex(where: { $0.text == "<" }) else { return [] }
        var arguments: [TypeText] = []
        var current: [Token] = []
        var depth = 0
        for token in stripped[(open + 1)...] {
            let balance = DeclarationReader.angleBalance(of: token)
            if ["(", "["].contains(token.text) { depth += 1 }
            if [")", "]"].contains(token.text) { depth -= 1 }
            if depth == 0 && balance < 0 {
                arguments.append(TypeText(tokens: current))
                return arguments
            }
            depth += balance
            if depth == 0 && token.text == "," {
                arguments.append(TypeText(tokens: current))
                current = []
            } else {
                current.append(token)
            }
        }
        return arguments
    }

    /// The type without its optionality, attributes and enclosing parentheses: `(URL) -> Void` for
    /// `(@escaping (URL) -> Void)?`, `any HTTPClient` for `(any HTTPClient)!`, `T` for `Optional<T>`.
    public var nonOptional: TypeText {
        var stripped = Self.strippingDecorations(tokens)
        while let last = stripped.last, last.kind == .operator,
            last.text.allSatisfy({ $0 == "?" || $0 == "!" })
        {
            stripped.removeLast()
            stripped = Self.strippingDecorations(stripped)
        }
        if stripped.first?.text == "Optional", stripped.count >= 4, stripped[1].text == "<" {
            stripped = Self.strippingDecorations(Array(stripped[2..<(stripped.count - 1)]))
        }
        return TypeText(tokens: stripped)
    }

    /// The one type it names once `any`, `some`, attributes, `inout`, parentheses and optionality
    /// are taken away, with a module prefix dropped: `HTTPClient` for `(any HTTPClient)?` and for
    /// `Stage4CompositionRoot.HTTPClient`; nil for a function, tuple, collection or composition.
    public var bareName: String? {
        var stripped = Self.strippingDecorations(tokens)
        while let last = stripped.last, last.kind == .operator,
            last.text.allSatisfy({ $0 == "?" || $0 == "!" })
        {
            stripped.removeLast()
            stripped = Self.strippingDecorations(stripped)
        }
        if stripped.first?.text == "Optional", stripped.count >= 4, stripped[1].text == "<" {
            stripped = Self.strippingDecorations(Array(stripped[2..<(stripped.count - 1)]))
        }
        let names = stripped.filter { $0.text != "." }
        guard !names.isEmpty, names.allSatisfy({ $0.isName }) else { return nil }
        let dots = stripped.filter { $0.text == "." }.count
        guard dots == names.count - 1 else { return nil }
        return names.last?.text
    }

    /// The tokens without leading attributes, `any`, `some`, `inout`, `sending`, and without the
    /// parentheses around the whole.
    static func strippingDecorations(_ tokens: [Token]) -> [Token] {
        var tokens = tokens[...]
        var changed = true
        while changed {
            changed = false
            while let first = tokens.first,
                first.kind == .attribute
                    || ["any", "some", "inout", "sending", "borrowing", "consuming"]
                        .contains(first.text) && first.kind != .string
            {
                tokens = tokens.dropFirst()
                changed = true
            }
            if tokens.first?.text == "(", tokens.last?.text == ")", Self.closes(tokens) {
                tokens = tokens.dropFirst().dropLast()
                changed = true
            }
        }
        return Array(tokens)
    }

    /// Whether the first token's parenthesis is closed by the last one.
    private static func closes(_ tokens: ArraySlice<Token>) -> Bool {
        var depth = 0
        for (offset, token) in tokens.enumerated() {
            if token.text == "(" { depth += 1 }
            if token.text == ")" { depth -= 1 }
            if depth == 0 { return offset == tokens.count - 1 }
        }
        return false
    }

    /// Tokens joined as written, with one space where the source had whitespace.
    public static func text(of tokens: some Collection<Token>) -> String {
        var text = ""
        for (offset, token) in tokens.enumerated() {
            if offset > 0 && token.isPrecededBySpace { text += " " }
            text += token.text
        }
        return text
    }
}
