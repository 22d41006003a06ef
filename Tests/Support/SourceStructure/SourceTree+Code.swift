/// Queries over the code, the tokens the compiler reads, each answer with its file, line and
/// scope. None of them reads a comment or a string literal, and each reads the code inside a
/// string's interpolations.
extension SourceTree {
    /// Every `is T`, `as T`, `as? T` and `as! T`, in expressions and in patterns
    /// (`case is T`, `case let x as T`); `name` is the type cast to, as written.
    public func casts() -> [Occurrence] {
        search { file, index in
            let code = file.code
            let token = code[index]
            guard token.kind == .keyword, token.text == "is" || token.text == "as" else { return nil }
            var next = index + 1
            var keyword = token.text
            if token.text == "as", next < code.count, ["?", "!"].contains(code[next].text),
                !code[next].isPrecededBySpace
            {
                keyword += code[next].text
                next += 1
            }
            let type = Self.typeTokens(in: code, from: next)
            guard !type.isEmpty else { return nil }
            let typeText = TypeText(tokens: type)
            return Occurrence(
                name: typeText.bareName ?? typeText.description, text: "\(keyword) \(typeText)",
                location: token.location, scope: file.scope(at: index))
        }
    }

    /// Every place that creates an instance of one of `types`: `T(…)`, `T<…>(…)`, `T.init(…)`,
    /// `T.init` passed as a function, `Self(…)` inside `T`, and `.init(…)` where the declared type
    /// says that it is a `T` (a property, a parameter's default, a function's return).
    public func constructions(of types: Set<String>) -> [Occurrence] {
        var found = search { file, index in
            let code = file.code
            let token = code[index]
            guard token.kind == .identifier || token.text == "Self" else { return nil }
            let scope = file.scope(at: index)
            let name = token.text == "Self" ? (scope.types.last ?? "Self") : token.text
            guard types.contains(name), !Self.isDeclarationName(at: index, in: code) else { return nil }
            var next = index + 1
            if next < code.count, code[next].text.hasPrefix("<"), !code[next].isPrecededBySpace {
                next = Self.afterAngleGroup(in: code, from: next)
            }
            guard next < code.count else { return nil }
            let calls = code[next].text == "(" && !code[next].isPrecededBySpace
            let initializes = code[next].text == "." && next + 1 < code.count && code[next + 1].text == "init"
            guard calls || initializes else { return nil }
            return Occurrence(
                name: name, text: initializes ? "\(token.text).init" : "\(token.text)(…)",
                location: token.location,
                scope: scope)
        }
        found += implicitInitializers(of: types)
        return found.sorted { $0.location < $1.location }
    }

    /// `.init(…)` where a declaration names the type: `let session: URLSession = .init(…)`,
    /// `session: URLSession = .init(…)`, `func make() -> T { .init(…) }`.
    private func implicitInitializers(of types: Set<String>) -> [Occurrence] {
        var found: [Occurrence] = []
        for file in files {
            let properties =
                file.declarations.properties + Self.members(of: file.declarations.types, \.properties)
            for property in properties {
                guard let type = property.type.bareName, types.contains(type),
                    Self.startsWithImplicitInit(property.initialValue)
                else { continue }
                found.append(occurrence(type, at: property.initialValueRange.lowerBound, in: file))
            }
            let functions =
                file.declarations.functions + Self.members(of: file.declarations.types, \.functions)
            for function in functions {
                for parameter in function.parameters {
                    guard let type = parameter.type.bareName, types.contains(type),
                        Self.startsWithImplicitInit(parameter.defaultValue)
                    else { continue }
                    found.append(occurrence(type, at: parameter.defaultValueRange.lowerBound, in: file))
                }
                guard let type = function.returnType.bareName, types.contains(type),
                    let body = function.bodyRange
                else { continue }
                for index in body.dropLast()
                where file.code[index].text == "." && file.code[index + 1].text == "init" {
                    let before = index > body.lowerBound ? file.code[index - 1] : nil
                    if before == nil || before?.isWord("return") == true || before?.text == "{" {
                        found.append(occurrence(type, at: index, in: file))
                    }
                }
            }
        }
        return found
    }

    private func occurrence(_ type: String, at index: Int, in file: SourceFile) -> Occurrence {
        Occurrence(
            name: type, text: ".init(…)", location: file.code[index].location, scope: file.scope(at: index))
    }

    private static func startsWithImplicitInit(_ tokens: [Token]) -> Bool {
        tokens.count >= 2 && tokens[0].text == "." && tokens[1].text == "init"
    }

    private static func members<Member>(
        of types: [TypeDeclaration], _ keyPath: KeyPath<Declarations, [Member]>
    ) -> [Member] {
        types.flatMap { $0.members[keyPath: keyPath] + members(of: $0.members.types, keyPath) }
    }

    /// Every `.name` for a name in `names`: `URLSession.shared`, `.standard`, `ApiClient.instance`.
    /// `name` is the member; `text` shows what it was reached through, when written.
    public func memberReferences(named names: Set<String>) -> [Occurrence] {
        search { file, index in
            let code = file.code
            guard code[index].text == ".", code[index].kind == .punctuation, index + 1 < code.count,
                code[index + 1].isName, names.contains(code[index + 1].text)
            else { return nil }
            var base = ""
            var start = index
            // `NullFeedLoaderLogger\n    .shared` is one member access, as swift-format may wrap it.
            while start > 0,
                !code[start].isPrecededBySpace || (code[start].text == "." && file.startsLine(start)),
                code[start - 1].isName || code[start - 1].text == "."
            {
                start -= 1
            }
            if start < index { base = code[start..<index].map(\.text).joined() }
            return Occurrence(
                name: code[index + 1].text, text: base + "." + code[index + 1].text,
                location: code[start].location, scope: file.scope(at: index))
        }
    }

    /// Every use of one of `names` as a name in code, with its scope: a declaration's own name
    /// is not a use.
    public func references(to names: Set<String>) -> [Occurrence] {
        search { file, index in
            let token = file.code[index]
            guard token.kind == .identifier, names.contains(token.text),
                !Self.isDeclarationName(at: index, in: file.code)
            else { return nil }
            var text = token.text
            var next = index + 1
            while next + 1 < file.code.count, next < index + 5, file.code[next].text == ".",
                file.code[next + 1].isName
            {
                text += "." + file.code[next + 1].text
                next += 2
            }
            return Occurrence(
                name: token.text, text: text, location: token.location, scope: file.scope(at: index))
        }
    }

    /// Every call of a free function named in `names`, such as `print(…)` or `Swift.print(…)`,
    /// called or passed as a value (`write: print`).
    public func freeFunctionUses(_ names: Set<String>) -> [Occurrence] {
        search { file, index in
            let code = file.code
            let token = code[index]
            guard token.kind == .identifier, names.contains(token.text),
                !Self.isDeclarationName(at: index, in: code)
            else { return nil }
            if index > 0, code[index - 1].text == "." {
                guard index > 1, ["Swift", "Foundation"].contains(code[index - 2].text) else { return nil }
            }
            return Occurrence(
                name: token.text, text: token.text, location: token.location, scope: file.scope(at: index))
        }
    }

    /// Every place that compares one of `names` for identity or equality (`x === Null.shared`,
    /// `x == Null()`, `type(of: x) == Null.self`) or takes its metatype (`Null.self`, `Null.Type`):
    /// ways to ask what something is without a cast.
    public func comparisons(with names: Set<String>) -> [Occurrence] {
        let comparators: Set<String> = ["==", "!=", "===", "!==", "~="]
        return search { file, index in
            let code = file.code
            let token = code[index]
            guard token.kind == .identifier, names.contains(token.text),
                !Self.isDeclarationName(at: index, in: code)
            else { return nil }
            let scope = file.scope(at: index)
            // `where Self == T` constrains a declaration; it asks nothing at run time.
            guard scope.region != .declaration else { return nil }
            if index + 2 < code.count, code[index + 1].text == ".",
                ["self", "Type"].contains(code[index + 2].text)
            {
                return Occurrence(
                    name: token.text, text: "\(token.text).\(code[index + 2].text)", location: token.location,
                    scope: scope)
            }
            let boundaries: Set<String> = [
                ",", ";", "{", "}", "(", ")", "[", "]", "return", "=", "&&", "||", "?", ":",
            ]
            // The comparison's operands may stand on lines of their own: the scan ends where the
            // expression does, not at a line break.
            for step in [-1, 1] {
                var other = index + step
                while code.indices.contains(other),
                    file.isSameExpression(across: step < 0 ? other + 1 : other),
                    !boundaries.contains(code[other].text) || code[other].kind == .string
                {
                    if code[other].kind == .operator && comparators.contains(code[other].text) {
                        return Occurrence(
                            name: token.text, text: "\(code[other].text) \(token.text)…",
                            location: token.location,
                            scope: scope)
                    }
                    other += step
                }
            }
            return nil
        }
    }

    /// Whether the code at `location` is inside a `case` or `catch` pattern.
    public func isInPattern(_ location: Location) -> Bool {
        guard let file = files.first(where: { $0.path == location.file }),
            let index = file.code.firstIndex(where: { $0.location == location })
        else { return false }
        return file.isInPattern(at: index)
    }

    /// Every decision in the code: `if`, `guard`, `switch`, `while`, `catch`, a ternary `?:`,
    /// `??`, `&&` and `||`. `name` is the keyword or operator; `text` says what is decided: a
    /// keyword with its condition, up to its block (`if isEnabled`), an operator with its line.
    public func branches() -> [Occurrence] {
        search { file, index in
            let code = file.code
            let token = code[index]
            let name: String
            switch token.kind {
            case .keyword where ["if", "guard", "switch", "while", "catch"].contains(token.text):
                name = token.text
            case .operator where ["??", "&&", "||"].contains(token.text):
                name = token.text
            case .operator
            where token.text == "?" && token.isPrecededBySpace
                && index + 1 < code.count && code[index + 1].isPrecededBySpace:
                name = "?:"
            default:
                return nil
            }
            let isKeyword = token.kind == .keyword
            var first = index
            while !isKeyword, first > 0, code[first - 1].line == token.line { first -= 1 }
            var last = index
            while last + 1 < code.count, code[last + 1].line == token.line,
                !(isKeyword && code[last + 1].text == "{")
            {
                last += 1
            }
            return Occurrence(
                name: name, text: TypeText.text(of: code[first...last]), location: token.location,
                scope: file.scope(at: index))
        }
    }

    /// Every `if`, `guard`, `while`, `switch` and ternary, with what it depends on and what it
    /// decides whether to run.
    public func decisions() -> [Decision] {
        files.flatMap { file in
            file.code.indices.compactMap { Decision(in: file, at: $0) }
        }
    }

    /// How many lines hold code of `type`'s declaration and extensions: comments and blank lines
    /// do not count.
    public func codeLineCount(of type: String) -> Int {
        declarations(of: type).reduce(into: Set<Location>()) { $0.formUnion(codeLines(of: $1)) }.count
    }

    /// The lines of code of one declaration: a type's body, or one of its extensions.
    public func codeLineCount(of declaration: TypeDeclaration) -> Int {
        codeLines(of: declaration).count
    }

    /// How much code `type`'s declaration and extensions hold, in a measure no layout changes:
    /// their tokens (names, keywords, literals, operators, brackets), without the commas and
    /// semicolons formatters add and remove. A line of this repository's code holds about
    /// `tokensPerLine`.
    public func codeTokenCount(of type: String) -> Int {
        declarations(of: type).reduce(0) { $0 + codeTokenCount(of: $1) }
    }

    /// The same for one declaration: a type's body, or one of its extensions, without the types
    /// nested in it, which are types of their own (a namespace's members are not its code).
    public func codeTokenCount(of declaration: TypeDeclaration) -> Int {
        guard let file = files.first(where: { $0.path == declaration.location.file }) else { return 0 }
        let nested = declaration.members.types.map(\.range)
        return declaration.range.filter { index in
            file.code.indices.contains(index) && !nested.contains { $0.contains(index) }
        }.count {
            file.code[$0].kind != .punctuation || (file.code[$0].text != "," && file.code[$0].text != ";")
        }
    }

    /// The same for one function: a namespace's static member, measured on its own.
    public func codeTokenCount(of function: Function) -> Int {
        guard let file = files.first(where: { $0.path == function.location.file }) else { return 0 }
        return function.range.filter(file.code.indices.contains).count {
            file.code[$0].kind != .punctuation || (file.code[$0].text != "," && file.code[$0].text != ";")
        }
    }

    /// Whether a declaration is a namespace, not an object: it keeps no instance of anything (no
    /// stored instance property, no case) and has no instance method, only static members,
    /// nested types and typealiases. Its functions are pieces of their own.
    public func isNamespace(_ declaration: TypeDeclaration) -> Bool {
        let members = declaration.members
        return declaration.kind != .protocol && members.cases.isEmpty
            && members.properties.allSatisfy(\.isStatic)
            && members.functions.allSatisfy {
                $0.isStatic || $0.kind == .initializer && $0.modifiers.contains("private")
            }
    }

    public static let tokensPerLine = 7

    private func codeLines(of declaration: TypeDeclaration) -> Set<Location> {
        guard let file = files.first(where: { $0.path == declaration.location.file }) else { return [] }
        return Set(
            declaration.range.filter(file.code.indices.contains).map {
                Location(file: file.path, line: file.code[$0].line, column: 1)
            })
    }

    // MARK: - Reading types inside expressions

    /// The tokens of the type that starts at `start`: `Foo`, `Foo.Bar<Baz>`, `(any P)`, `[T]`.
    static func typeTokens(in code: [Token], from start: Int) -> [Token] {
        var index = start
        while index < code.count, code[index].isWord("any") || code[index].isWord("some") { index += 1 }
        guard index < code.count else { return [] }
        if code[index].text == "(" || code[index].text == "[" {
            let close = closingBracket(in: code, from: index)
            return Array(code[start...min(close, code.count - 1)])
        }
        guard code[index].isName else { return [] }
        index += 1
        while index < code.count {
            if code[index].text.hasPrefix("<"), !code[index].isPrecededBySpace {
                index = afterAngleGroup(in: code, from: index)
            } else if code[index].text == ".", index + 1 < code.count, code[index + 1].isName,
                code[index + 1].text != "self", code[index + 1].text != "init"
            {
                index += 2
            } else {
                break
            }
        }
        return Array(code[start..<index])
    }

    static func afterAngleGroup(in code: [Token], from start: Int) -> Int {
        var index = start
        var angles = 0
        repeat {
            angles += DeclarationReader.angleBalance(of: code[index])
            index += 1
        } while index < code.count && angles > 0
        return index
    }

    static func closingBracket(in code: [Token], from start: Int) -> Int {
        var depth = 0
        for index in start..<code.count {
            if ["(", "[", "{"].contains(code[index].text) { depth += 1 }
            if [")", "]", "}"].contains(code[index].text) { depth -= 1 }
            if depth == 0 { return index }
        }
        return code.count - 1
    }

    /// Whether the name at `index` is being declared (`class Foo`, `func foo`, `let foo`), not used.
    static func isDeclarationName(at index: Int, in code: [Token]) -> Bool {
        guard index > 0 else { return false }
        let previous = code[index - 1]
        return previous.kind == .keyword
            && [
                "class", "struct", "enum", "protocol", "extension", "func", "typealias", "associatedtype",
                "let", "var",
            ]
            .contains(previous.text)
            || previous.isWord("actor")
    }
}
