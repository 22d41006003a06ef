/// Reads declarations from a file's code tokens: what a type, an extension or the file's top level
/// declares, with each signature, and where each body starts and ends.
///
/// It reads declarations only. Function bodies, initial values and default values stay tokens;
/// the queries of `SourceTree` read those. Anything it does not recognise is skipped one token, or
/// one bracketed group, at a time, so that one odd line never hides the rest of a file.
struct DeclarationReader {
    private let tokens: [Token]
    /// For each opening bracket, the index of its closing one, and the other way round.
    private let partner: [Int: Int]
    private var index = 0
    /// The type or extension whose body is being read; nil at the top level.
    private var owner: String?
    /// The qualified name of the type whose body is being read, if any.
    private var ownerPath: String?
    /// The indices of tokens it skipped where a declaration should be, and of types it could not read.
    private(set) var skipped: [Int] = []

    init(tokens: [Token]) {
        self.tokens = tokens
        partner = Self.pairBrackets(tokens)
    }

    mutating func readFile() -> Declarations {
        readDeclarations(until: tokens.count)
    }

    // MARK: - A list of declarations

    private mutating func readDeclarations(until end: Int) -> Declarations {
        var declarations = Declarations()
        while index < end {
            let start = index
            let attributes = readAttributes(until: end)
            let modifiers = readModifiers(until: end)
            guard index < end else { break }
            let token = tokens[index]
            let word = token.isBackticked || token.kind == .string ? "" : token.text
            switch word {
            case "class", "struct", "enum", "protocol", "extension", "actor":
                // `actor` is a contextual word: a type only when a name follows it.
                let isType = word != "actor" || (index + 1 < end && tokens[index + 1].isName)
                if isType,
                    let type = readType(
                        start: start, attributes: attributes, modifiers: modifiers, until: end)
                {
                    declarations.types.append(type)
                } else {
                    skipped.append(start)
                    if !isType { skip() }
                }
            case "func", "init", "deinit", "subscript":
                declarations.functions.append(
                    readFunction(start: start, attributes: attributes, modifiers: modifiers, until: end))
            case "let", "var":
                declarations.properties += readProperties(
                    start: start, attributes: attributes, modifiers: modifiers, until: end)
            case "typealias", "associatedtype":
                declarations.typealiases.append(readTypealias(modifiers: modifiers, until: end))
            case "case":
                declarations.cases += readCases(until: end)
            case "import":
                skipLine(until: end)
            default:
                if index == start {
                    if tokens[index].text != ";" { skipped.append(index) }
                    skip()
                }
            }
        }
        index = end
        return declarations
    }

    private mutating func readAttributes(until end: Int) -> [String] {
        var attributes: [String] = []
        while index < end, tokens[index].kind == .attribute {
            attributes.append(tokens[index].text)
            index += 1
            if index < end, tokens[index].text == "(", !tokens[index].isPrecededBySpace {
                skip()
            }
        }
        return attributes
    }

    private mutating func readModifiers(until end: Int) -> [String] {
        var modifiers: [String] = []
        while index < end, isModifier(at: index, until: end) {
            var modifier = tokens[index].text
            index += 1
            // private(set), nonisolated(unsafe), unowned(safe)
            if index + 2 < end, tokens[index].text == "(", tokens[index + 2].text == ")" {
                modifier += "(" + tokens[index + 1].text + ")"
                index += 3
            }
            modifiers.append(modifier)
        }
        return modifiers
    }

    /// Whether the word at `position` modifies the declaration that follows, rather than being
    /// one (`class Foo`) or a name (`package`).
    private func isModifier(at position: Int, until end: Int) -> Bool {
        let token = tokens[position]
        guard !token.isBackticked, Keywords.modifiers.contains(token.text) else { return false }
        var next = position + 1
        if next + 2 < end, tokens[next].text == "(", tokens[next + 2].text == ")" { next += 3 }
        guard next < end else { return false }
        let following = tokens[next]
        if following.kind == .attribute { return true }
        return Keywords.modifiers.contains(following.text)
            || Keywords.declarationIntroducers.contains(following.text)
    }

    // MARK: - Types and extensions

    private mutating func readType(
        start: Int, attributes: [String], modifiers: [String], until end: Int
    ) -> TypeDeclaration? {
        let introducer = tokens[index]
        guard let kind = TypeDeclaration.Kind(rawValue: introducer.text) else { return nil }
        index += 1
        var name = ""
        var genericParameters: [GenericParameter] = []
        if kind == .extension {
            let nameStart = index
            if index < end, tokens[index].text == "[", let close = partner[index], close < end {
                // `extension [FeedImage]` and `extension [String: Int]`: the sugar for a collection.
                let inside = tokens[(index + 1)..<close]
                name = inside.contains { $0.text == ":" } ? "Dictionary" : "Array"
                index = close + 1
            } else {
                while index < end, tokens[index].isName || tokens[index].text == "." {
                    if tokens[index].isWord("where") { break }
                    index += 1
                }
                name = tokens[nameStart..<index].map(\.text).joined()
            }
            if index < end, tokens[index].text.hasPrefix("<") { _ = readAngleGroup(until: end) }
        } else {
            guard index < end, tokens[index].isName else { return nil }
            name = tokens[index].text
            index += 1
            if index < end, tokens[index].text.hasPrefix("<") {
                genericParameters = Self.genericParameters(in: readAngleGroup(until: end))
            }
        }
        var inheritance: [TypeText] = []
        if index < end, tokens[index].text == ":" {
            index += 1
            inheritance = readList(until: end) { $0.text == "{" || $0.isWord("where") }
        }
        if index < end, tokens[index].isWord("where") {
            index += 1
            let requirements = readList(until: end) { $0.text == "{" }
            genericParameters += requirements.compactMap(Self.requirement)
        }
        guard index < end, tokens[index].text == "{", let close = partner[index] else { return nil }
        let bodyStart = index + 1
        index = bodyStart
        let outer = owner
        let outerPath = ownerPath
        let qualifiedName = ownerPath.map { "\($0).\(name)" } ?? name
        owner = name
        ownerPath = qualifiedName
        let members = readDeclarations(until: close)
        owner = outer
        ownerPath = outerPath
        index = close + 1
        return TypeDeclaration(
            kind: kind, name: name, qualifiedName: qualifiedName, modifiers: modifiers,
            attributes: attributes,
            genericParameters: genericParameters, inheritance: inheritance, members: members,
            location: introducer.location, range: start..<index, bodyRange: bodyStart..<close)
    }

    /// Comma-separated types up to the token `stop` accepts, at no depth.
    private mutating func readList(until end: Int, stop: (Token) -> Bool) -> [TypeText] {
        var entries: [TypeText] = []
        var current: [Token] = []
        var angles = 0
        while index < end {
            let token = tokens[index]
            if angles == 0 && stop(token) { break }
            if angles == 0 && token.text == "," {
                entries.append(TypeText(tokens: current))
                current = []
                index += 1
                continue
            }
            angles += Self.angleBalance(of: token)
            if let close = partner[index], ["(", "["].contains(token.text) {
                current += tokens[index...close]
                index = close + 1
                continue
            }
            current.append(token)
            index += 1
        }
        if !current.isEmpty { entries.append(TypeText(tokens: current)) }
        return entries
    }

    // MARK: - Functions

    private mutating func readFunction(
        start: Int, attributes: [String], modifiers: [String], until end: Int
    ) -> Function {
        let introducer = tokens[index]
        index += 1
        let kind: Function.Kind
        var name = introducer.text
        switch introducer.text {
        case "init": kind = .initializer
        case "deinit": kind = .deinitializer
        case "subscript": kind = .subscript
        default:
            kind = .function
            if index < end, tokens[index].isName || tokens[index].kind == .operator {
                name = tokens[index].text
                index += 1
            }
        }
        var isFailable = false
        if kind == .initializer, index < end, ["?", "!"].contains(tokens[index].text),
            !tokens[index].isPrecededBySpace
        {
            isFailable = true
            index += 1
        }
        var genericParameters: [GenericParameter] = []
        if index < end, tokens[index].text.hasPrefix("<") {
            genericParameters = Self.genericParameters(in: readAngleGroup(until: end))
        }
        var parameters: [Parameter] = []
        if index < end, tokens[index].text == "(", let close = partner[index] {
            parameters = readParameters(from: index + 1, to: close)
            index = close + 1
        }
        var isAsync = false
        var isThrowing = false
        while index < end {
            let word = tokens[index]
            if word.isWord("async") || word.isWord("reasync") {
                isAsync = true
            } else if word.isWord("throws") || word.isWord("rethrows") {
                isThrowing = true
                if index + 1 < end, tokens[index + 1].text == "(", let close = partner[index + 1] {
                    index = close
                }
            } else {
                break
            }
            index += 1
        }
        var returnType = TypeText(tokens: [])
        if index < end, tokens[index].text == "->" {
            index += 1
            returnType = readType(until: end)
        }
        if index < end, tokens[index].isWord("where") {
            index += 1
            genericParameters += readList(until: end) { $0.text == "{" || Self.startsDeclaration($0) }
                .compactMap(Self.requirement)
        }
        var body: [Token]?
        var bodyRange: Range<Int>?
        if index < end, tokens[index].text == "{", let close = partner[index] {
            bodyRange = (index + 1)..<close
            body = Array(tokens[(index + 1)..<close])
            index = close + 1
        }
        return Function(
            owner: owner, kind: kind, name: name, modifiers: modifiers, attributes: attributes,
            genericParameters: genericParameters, parameters: parameters, isAsync: isAsync,
            isThrowing: isThrowing, isFailable: isFailable, returnType: returnType, body: body,
            location: introducer.location, range: start..<index, bodyRange: bodyRange)
    }

    /// The parameters between the parentheses at `start - 1` and `end`. A trailing comma, legal
    /// since Swift 6.1, ends the list like the parenthesis does.
    private func readParameters(from start: Int, to end: Int) -> [Parameter] {
        var parameters: [Parameter] = []
        var position = start
        while position < end {
            // Names, up to the colon.
            var names: [Token] = []
            while position < end, tokens[position].kind == .attribute { position += 1 }
            while position < end, tokens[position].text != ":", tokens[position].text != "," {
                if tokens[position].isName { names.append(tokens[position]) }
                position += 1
            }
            guard position < end, tokens[position].text == ":" else {
                position += 1
                continue
            }
            position += 1
            // The type, up to `=` or `,` at no depth.
            let typeStart = position
            var angles = 0
            while position < end {
                let token = tokens[position]
                if angles == 0 && (token.text == "=" || token.text == ",") { break }
                angles += Self.angleBalance(of: token)
                if let close = partner[position], ["(", "[", "{"].contains(token.text) {
                    position = close + 1
                } else {
                    position += 1
                }
            }
            let type = TypeText(tokens: Array(tokens[typeStart..<position]))
            // The default value, up to `,` at no depth.
            var defaultStart = position
            if position < end, tokens[position].text == "=" {
                position += 1
                defaultStart = position
                while position < end, tokens[position].text != "," {
                    if let close = partner[position], ["(", "[", "{"].contains(tokens[position].text) {
                        position = close + 1
                    } else {
                        position += 1
                    }
                }
            }
            let defaultRange = defaultStart..<max(defaultStart, position)
            if let last = names.last {
                let label = names.count > 1 ? names[0].text : last.text
                parameters.append(
                    Parameter(
                        label: label == "_" ? nil : label, name: last.text, type: type,
                        defaultValue: Array(tokens[defaultRange]), location: names[0].location,
                        defaultValueRange: defaultRange))
            }
            position += 1
        }
        return parameters
    }

    // MARK: - Properties

    private mutating func readProperties(
        start: Int, attributes: [String], modifiers: [String], until end: Int
    ) -> [Property] {
        let isLet = tokens[index].text == "let"
        index += 1
        var properties: [Property] = []
        var bindingStart = start
        while index < end {
            let nameToken = tokens[index]
            var name = nameToken.text
            if nameToken.text == "(", let close = partner[index] {
                name = TypeText.text(of: tokens[index...close])
                index = close + 1
            } else if nameToken.isName {
                index += 1
            } else {
                break
            }
            var type = TypeText(tokens: [])
            if index < end, tokens[index].text == ":" {
                index += 1
                type = readType(until: end)
            }
            var initialValueRange = index..<index
            if index < end, tokens[index].text == "=" {
                index += 1
                let valueStart = index
                skipExpression(until: end, stopAtComma: true)
                initialValueRange = valueStart..<index
            }
            var accessorsRange: Range<Int>?
            var isStored = true
            if index < end, tokens[index].text == "{", let close = partner[index] {
                accessorsRange = (index + 1)..<close
                let first = index + 1 < close ? tokens[index + 1] : nil
                isStored = first.map { $0.isWord("willSet") || $0.isWord("didSet") } ?? false
                index = close + 1
            }
            properties.append(
                Property(
                    owner: owner, isLet: isLet, name: name, modifiers: modifiers, attributes: attributes,
                    type: type,
                    initialValue: Array(tokens[initialValueRange]),
                    accessors: accessorsRange.map { Array(tokens[$0]) }, isStored: isStored,
                    location: nameToken.location, range: bindingStart..<index,
                    initialValueRange: initialValueRange, accessorsRange: accessorsRange))
            guard index < end, tokens[index].text == "," else { break }
            index += 1
            bindingStart = index
        }
        return properties
    }

    // MARK: - Typealiases and cases

    private mutating func readTypealias(modifiers: [String], until end: Int) -> Typealias {
        let isAssociatedType = tokens[index].text == "associatedtype"
        index += 1
        let nameToken = index < end ? tokens[index] : tokens[index - 1]
        index += 1
        if index < end, tokens[index].text.hasPrefix("<") { _ = readAngleGroup(until: end) }
        if isAssociatedType, index < end, tokens[index].text == ":" {
            index += 1
            _ = readType(until: end)
        }
        var type = TypeText(tokens: [])
        if index < end, tokens[index].text == "=" {
            index += 1
            type = readType(until: end)
        }
        if isAssociatedType, index < end, tokens[index].isWord("where") {
            index += 1
            _ = readList(until: end) { Self.startsDeclaration($0) || $0.text == "}" }
        }
        return Typealias(
            name: nameToken.text, modifiers: modifiers, type: type, isAssociatedType: isAssociatedType,
            location: nameToken.location)
    }

    private mutating func readCases(until end: Int) -> [EnumCase] {
        index += 1
        var cases: [EnumCase] = []
        while index < end, tokens[index].isName {
            cases.append(EnumCase(name: tokens[index].text, location: tokens[index].location))
            index += 1
            if index < end, tokens[index].text == "(", let close = partner[index] { index = close + 1 }
            if index < end, tokens[index].text == "=" {
                index += 1
                skipExpression(until: end, stopAtComma: true)
            }
            guard index < end, tokens[index].text == "," else { break }
            index += 1
        }
        return cases
    }

    // MARK: - Types and expressions, as spans of tokens

    /// A type, up to what cannot continue it: `=`, `{`, `,` or a closing bracket at no depth,
    /// `where`, or a new line that does not continue it.
    private mutating func readType(until end: Int) -> TypeText {
        let start = index
        var angles = 0
        while index < end {
            let token = tokens[index]
            if angles == 0 {
                if ["=", "{", ",", ")", "]", "}", ";"].contains(token.text) || token.isWord("where") {
                    break
                }
                if index > start, token.line > tokens[index - 1].line, !continuesType(at: index) { break }
            }
            angles += Self.angleBalance(of: token)
            if angles < 0 { break }
            if let close = partner[index], ["(", "["].contains(token.text) {
                index = close + 1
            } else {
                index += 1
            }
        }
        return TypeText(tokens: Array(tokens[start..<index]))
    }

    /// Whether the token at `position`, first on its line, continues the type on the line before.
    private func continuesType(at position: Int) -> Bool {
        let previous = tokens[position - 1].text
        let token = tokens[position].text
        return ["->", "&", ".", ":"].contains(previous) || ["->", "&", "."].contains(token)
            || tokens[position].isWord("throws") || tokens[position].isWord("async")
    }

    /// Skips an expression: up to a comma (if asked), a `;`, a closing bracket of the enclosing
    /// scope, a new line that starts a declaration, or an observer block `{ didSet … }`.
    private mutating func skipExpression(until end: Int, stopAtComma: Bool) {
        let start = index
        while index < end {
            let token = tokens[index]
            if stopAtComma && token.text == "," { break }
            if [";", ")", "]", "}"].contains(token.text) { break }
            if index > start, token.line > tokens[index - 1].line, Self.startsDeclaration(token) { break }
            if token.text == "{", index + 1 < end,
                tokens[index + 1].isWord("willSet") || tokens[index + 1].isWord("didSet")
            {
                break
            }
            if token.text == "{", index > start, !isTrailingClosure(at: index) { break }
            if let close = partner[index], ["(", "[", "{"].contains(token.text) {
                index = close + 1
            } else {
                index += 1
            }
        }
    }

    /// Whether the `{` at `position` continues the expression before it: a closure as a value or
    /// a trailing closure, rather than the accessor block of a computed property.
    private func isTrailingClosure(at position: Int) -> Bool {
        let previous = tokens[position - 1]
        return previous.kind == .operator || previous.text == "(" || previous.text == ","
            || previous.isName || previous.text == ")" || previous.text == "]"
    }

    /// Whether a declaration starts with this token: an attribute, a modifier or an introducer.
    private static func startsDeclaration(_ token: Token) -> Bool {
        guard !token.isBackticked, token.kind != .string else { return false }
        return token.kind == .attribute || token.kind == .poundKeyword
            || (Keywords.declarationIntroducers.contains(token.text) && token.text != "case")
            || [
                "public", "private", "fileprivate", "internal", "open", "static", "final", "override",
                "convenience", "required", "nonisolated", "lazy", "weak", "mutating",
            ].contains(token.text)
            || token.text == "case"
    }

    /// Skips the rest of the line.
    private mutating func skipLine(until end: Int) {
        let line = tokens[index].line
        while index < end, tokens[index].line == line { index += 1 }
    }

    /// Skips one token, or one bracketed group.
    private mutating func skip() {
        if let close = partner[index], ["(", "[", "{"].contains(tokens[index].text) {
            index = close + 1
        } else {
            index += 1
        }
    }

    /// The tokens of `<…>` starting at `index`, without the brackets; moves past them.
    private mutating func readAngleGroup(until end: Int) -> [Token] {
        let start = index
        var angles = 0
        repeat {
            angles += Self.angleBalance(of: tokens[index])
            index += 1
        } while index < end && angles > 0
        let inner = Array(tokens[start..<index])
        guard inner.count >= 2 else { return [] }
        return Array(inner.dropFirst().dropLast())
    }

    // MARK: - Helpers

    /// How many `<` a token opens, minus how many `>` it closes, for a token inside a type:
    /// `>>` closes two, `>?` one; `->` none.
    static func angleBalance(of token: Token) -> Int {
        guard token.kind == .operator, token.text != "->" else { return 0 }
        guard token.text.allSatisfy({ "<>?!".contains($0) }) else { return 0 }
        return token.text.filter { $0 == "<" }.count - token.text.filter { $0 == ">" }.count
    }

    /// `<Remote: ProductsProvider, Local>` as generic parameters.
    private static func genericParameters(in tokens: [Token]) -> [GenericParameter] {
        var parameters: [GenericParameter] = []
        var current: [Token] = []
        var depth = 0
        for token in tokens + [
            Token(
                kind: .punctuation, text: ",", location: Location(file: "", line: 0, column: 0),
                isPrecededBySpace: false)
        ] {
            depth += angleBalance(of: token)
            if token.text == "(" || token.text == "[" { depth += 1 }
            if token.text == ")" || token.text == "]" { depth -= 1 }
            if depth == 0 && token.text == "," {
                if let name = current.first, name.isName {
                    let colon = current.firstIndex { $0.text == ":" }
                    let constraint = colon.map {
                        TypeText(tokens: Array(current[(current.index(after: $0))...]))
                    }
                    parameters.append(GenericParameter(name: name.text, constraint: constraint))
                }
                current = []
            } else {
                current.append(token)
            }
        }
        return parameters
    }

    /// A `where` requirement such as `Remote: ProductsProvider`, or `Storage == MemoryStorage`, as
    /// a generic parameter's constraint.
    private static func requirement(_ text: TypeText) -> GenericParameter? {
        guard let colon = text.tokens.firstIndex(where: { $0.text == ":" || $0.text == "==" }), colon > 0
        else { return nil }
        let name = text.tokens[..<colon].map(\.text).joined()
        return GenericParameter(name: name, constraint: TypeText(tokens: Array(text.tokens[(colon + 1)...])))
    }

    /// The brackets `pairBrackets` left unpaired: an opener nothing closes, a closer that closes nothing.
    static func unpairedBrackets(_ tokens: [Token], partner: [Int: Int]) -> [Int] {
        tokens.indices.filter { index in
            tokens[index].kind == .punctuation && ["(", "[", "{", ")", "]", "}"].contains(tokens[index].text)
                && partner[index] == nil
        }
    }

    /// Pairs every `(`, `[` and `{` with its closing bracket. An unclosed one is left unpaired.
    static func pairBrackets(_ tokens: [Token]) -> [Int: Int] {
        var partner: [Int: Int] = [:]
        var open: [(index: Int, text: String)] = []
        let closing: [String: String] = [")": "(", "]": "[", "}": "{"]
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            if ["(", "[", "{"].contains(token.text) {
                open.append((index, token.text))
            } else if let opener = closing[token.text] {
                // A stray closer closes nothing; an unclosed opener inside is dropped.
                guard let match = open.lastIndex(where: { $0.text == opener }) else { continue }
                partner[open[match].index] = index
                partner[index] = open[match].index
                open.removeSubrange(match...)
            }
        }
        return partner
    }
}
