import SourceStructure

/// Command-query separation, read from the code: which of a type's methods a call reaches, and
/// what a method changes. A query changes nothing; a command changes something and answers only
/// whether it worked.
extension StageDesign {
    /// `roots`, the methods of `type` they call or pass on (`name(…)`, `self.name(…)`,
    /// `self?.name(…)`, `Result(catching: name)`), and the ones those call, at any depth.
    public func functions(reachableFrom roots: [Function], in type: String) -> [Function] {
        let all = sources.functions(of: type).filter { $0.kind == .function }
        let names = Set(all.map(\.name))
        var reached = roots
        var frontier = roots
        while let function = frontier.popLast() {
            let body = function.body ?? []
            let called = Set(
                body.indices.filter { index in
                    names.contains(body[index].text) && Self.isOwnMember(at: index, in: body)
                        && Self.isCalledOrPassed(at: index, in: body)
                }.map { body[$0].text })
            for candidate in all
            where called.contains(candidate.name)
                && !reached.contains(where: { $0.location == candidate.location })
            {
                reached.append(candidate)
                frontier.append(candidate)
            }
        }
        return reached
    }

    /// What `function`'s body changes, at each place: an assignment to a stored property of
    /// `type` or to a global variable (`x = …`, `self.x += …`, `self?.cache[url] = …`), one passed
    /// `inout` (`&x`), a mutating call on a stored `var` (`x.append(…)`), and a write to the file
    /// system (`data.write(to:)`, `FileManager.default.removeItem(at:)`, `rename(…)`). Locals and
    /// parameters are the function's own business.
    public func changes(in function: Function, of type: String) -> [Occurrence] {
        changes(in: function, of: type, depth: 0)
    }

    /// `changes(in:of:)`, and also a call on a stored object of the stage's own classes to one of
    /// its methods that changes that object: state kept in a helper the type holds is the type's.
    private func changes(in function: Function, of type: String, depth: Int) -> [Occurrence] {
        let body = function.body ?? []
        let stored = sources.properties(of: type).filter(\.isStored)
        let globals = sources.globalProperties.filter { $0.isStored && !$0.isLet }.map(\.name)
        let state = Set(stored.map(\.name) + globals)
        let variables = Set(stored.filter { !$0.isLet }.map(\.name) + globals)
        // Stored objects of the stage's own classes and actors, whose methods may change them.
        let heldObjects = Dictionary(
            stored.filter { !$0.isStatic }.compactMap { property -> (String, String)? in
                guard let written = property.type.bareName ?? property.initialValue.first?.text else {
                    return nil
                }
                // A type nested in this one is known by its qualified name.
                let held = [written, "\(type).\(written)"].first(where: isReferenceType)
                return held.flatMap { $0 == type ? nil : (property.name, $0) }
            }, uniquingKeysWith: { first, _ in first })
        // Only a `var` can be assigned or mutated, so only a local `var` (or a parameter) hides a
        // stored property of its name: after `if let cached { … }`, `cached = …` is the property.
        let locals = Set(
            function.parameters.map(\.name)
                + body.indices.dropLast().filter {
                    body[$0].kind == .keyword && body[$0].text == "var"
                }
                .map { body[$0 + 1].text })
        let scope = Scope(
            types: function.owner.map { [$0] } ?? [], member: function.name, region: .body,
            memberLocation: function.location)
        func property(at index: Int) -> String? {
            Self.property(of: body, at: index, in: type, locals: locals)
        }

        var found: [Occurrence] = []
        func record(_ text: String, at index: Int) {
            found.append(
                Occurrence(name: function.name, text: text, location: body[index].location, scope: scope))
        }
        for index in body.indices {
            let token = body[index]
            if token.kind == .operator, Self.isAssignment(token.text),
                let start = Self.chainStart(endingBefore: index, in: body),
                let name = property(at: start), state.contains(name)
            {
                record(TypeText.text(of: body[start..<index]) + " \(token.text) …", at: start)
            } else if token.kind == .operator, token.text == "&", index + 1 < body.count,
                let name = property(at: index + 1), state.contains(name)
            {
                record("&\(name)", at: index)
            } else if token.kind == .identifier, variables.contains(token.text),
                let call = Self.mutatingCall(after: index, in: body),
                let start = Self.chainStart(endingBefore: index + 1, in: body),
                property(at: start) == token.text
            {
                record("\(token.text).\(call)(…)", at: start)
            } else if token.kind == .identifier, index + 1 < body.count, body[index + 1].text == "(",
                index > 0 && body[index - 1].text == "."
                    ? Self.fileWritingMethods.contains(token.text)
                    : Self.fileWritingFunctions.contains(token.text)
            {
                // `data.write(…)`, quoted from its receiver when that is a chain of names.
                let start =
                    index > 0 && body[index - 1].text == "."
                    ? Self.chainStart(endingBefore: index - 1, in: body) : nil
                record(TypeText.text(of: body[(start ?? index)...index]) + "(…)", at: start ?? index)
            } else if depth < 3, token.kind == .identifier, let helper = heldObjects[token.text],
                index + 3 < body.count, body[index + 1].text == ".", body[index + 2].isName,
                body[index + 3].text == "(", property(at: index) == token.text,
                sources.functions(of: helper).contains(where: { method in
                    method.name == body[index + 2].text
                        && !changes(in: method, of: helper, depth: depth + 1).isEmpty
                })
            {
                record("\(token.text).\(body[index + 2].text)(…)", at: index)
            }
        }
        return found
    }

    /// The methods, on `FileManager`, `Data`, `String` or a file handle, that change a file.
    static let fileWritingMethods: Set<String> = [
        "write", "removeItem", "moveItem", "replaceItem", "replaceItemAt", "copyItem", "linkItem",
        "createFile", "createDirectory", "createSymbolicLink", "trashItem", "setAttributes", "truncate",
    ]

    /// The C library's functions that change a file, and a method of the type's own named `write`.
    static let fileWritingFunctions: Set<String> = [
        "write", "rename", "renameat", "unlink", "unlinkat", "remove", "truncate", "ftruncate", "fwrite",
        "fputs", "creat", "mkdir", "rmdir", "link", "symlink",
    ]

    /// The standard library's mutating methods of collections and values.
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeValue",
        "removeSubrange", "updateValue", "merge", "popFirst", "popLast", "sort", "reverse", "shuffle",
        "swapAt", "replaceSubrange", "formUnion", "formIntersection", "formSymmetricDifference", "subtract",
        "toggle",
    ]

    private static func isAssignment(_ text: String) -> Bool {
        text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }

    /// Whether the name at `index` is the type's own member: written bare, or after `self.`,
    /// `self?.` or `Self.`.
    private static func isOwnMember(at index: Int, in body: [Token]) -> Bool {
        guard index > 0, body[index - 1].text == "." else {
            return index == 0 || !body[index - 1].isWord("func")
        }
        var base = index - 2
        if base >= 0, ["?", "!"].contains(body[base].text) { base -= 1 }
        return base >= 0 && ["self", "Self"].contains(body[base].text)
    }

    /// Whether the name at `index` is called, `name(…)` or `name { … }`, or passed as a function:
    /// `map(self.name)`, or a labelled argument, `Result(catching: name)`. A bare `(name)` may be
    /// a local or a pattern's binding of the same name, and is not counted.
    private static func isCalledOrPassed(at index: Int, in body: [Token]) -> Bool {
        guard index + 1 < body.count else { return false }
        if body[index + 1].text == "(" && !body[index + 1].isPrecededBySpace || body[index + 1].text == "{" {
            return true
        }
        guard [")", ","].contains(body[index + 1].text), index > 0 else { return false }
        // After `.`, `isOwnMember` has seen `self` before it.
        return body[index - 1].text == "." || body[index - 1].text == ":"
    }

    /// The first token of the expression `a.b?[c].d` that ends right before `end`, if that
    /// expression is a chain of names, subscripts and optional marks rooted in a name.
    private static func chainStart(endingBefore end: Int, in body: [Token]) -> Int? {
        var index = end - 1
        var start: Int?
        while index >= 0 {
            let token = body[index]
            if token.text == "]" {
                var depth = 0
                var open = index
                while open >= 0 {
                    if body[open].text == "]" { depth += 1 }
                    if body[open].text == "[" { depth -= 1 }
                    if depth == 0 { break }
                    open -= 1
                }
                guard open > 0, !body[open].isPrecededBySpace else { return nil }
                index = open - 1
            } else if ["?", "!"].contains(token.text), !token.isPrecededBySpace {
                index -= 1
            } else if token.kind == .identifier || ["self", "Self", "super"].contains(token.text) {
                start = index
                guard index > 0, body[index - 1].text == "." else { return start }
                index -= 2
                // `.name` with nothing before it is an implicit member, such as a pattern's case.
                guard index >= 0,
                    body[index].kind == .identifier
                        || ["self", "Self", "super", "]", "?", "!"].contains(body[index].text)
                else { return nil }
            } else {
                return nil
            }
        }
        return start
    }

    /// The property of `type` a chain starting at `start` changes: `x` for `x…` unless `x` is a
    /// local, and `x` for `self.x…`, `self?.x…`, `Self.x…` or `Type.x…`.
    private static func property(
        of body: [Token], at start: Int, in type: String, locals: Set<String>
    ) -> String? {
        let root = body[start]
        if ["self", "Self", type].contains(root.text) {
            var next = start + 1
            if next < body.count, ["?", "!"].contains(body[next].text) { next += 1 }
            guard next + 1 < body.count, body[next].text == ".", body[next + 1].kind == .identifier else {
                return nil
            }
            return body[next + 1].text
        }
        guard root.kind == .identifier, !locals.contains(root.text) else { return nil }
        return root.text
    }

    /// `.append` in `x.append(…)` or `x?.append(…)`, for the name at `index`.
    private static func mutatingCall(after index: Int, in body: [Token]) -> String? {
        var next = index + 1
        if next < body.count, ["?", "!"].contains(body[next].text) { next += 1 }
        guard next + 2 < body.count, body[next].text == ".", mutatingMethods.contains(body[next + 1].text),
            body[next + 2].text == "("
        else { return nil }
        return body[next + 1].text
    }
}

extension StageDesign {
    /// The methods callers can call, outside the root, that both change something (a stored
    /// property, a global or a file, in their own code or in the type's methods they call) and
    /// answer with data: a query with a side effect, or a command that hands back what it changed.
    /// Which method is which is read from its signature, never from its name.
    public func queriesWithSideEffects() -> [Occurrence] {
        sources.declaredTypeNames.subtracting(rootTypes).subtracting(sources.protocols.map(\.name))
            .sorted()
            .flatMap { type in
                sources.functions(of: type).filter { function in
                    function.kind == .function
                        && !function.modifiers.contains { $0 == "private" || $0 == "fileprivate" }
                        && !reportsOnlyHowItWent(function)
                        && (functions(reachableFrom: [function], in: type).contains {
                            !changes(in: $0, of: type).isEmpty
                        } || answersWhatOnlyItsCommandsMade(function, in: type))
                }
                .map { Self.occurrence(of: $0, in: type) }
            }
    }

    /// Whether `function` asks its collaborators only for commands (a store's `insert`, whose
    /// completion says only how it went) and still answers with data: what it answers is its own
    /// making, a command that hands back what it did. A method that answers what a query of a
    /// collaborator read (a Decorator's `load` that also saves) is judged by the other rules.
    private func answersWhatOnlyItsCommandsMade(_ function: Function, in type: String) -> Bool {
        let calls = collaboratorCalls(in: function, of: type)
        return calls.contains { $0.isCommand } && !calls.contains { $0.isQuery }
    }

    /// The calls `function` makes on the type's stored collaborators of the stage's protocols,
    /// each a command (its completion says only how it went), a query (it answers data), or
    /// neither (a notification such as `track(event)`, which answers nothing at all).
    private func collaboratorCalls(
        in function: Function, of type: String
    ) -> [(name: String, isCommand: Bool, isQuery: Bool)] {
        let body = function.body ?? []
        let held = Dictionary(
            sources.properties(of: type).filter { $0.isStored && !$0.isStatic }.compactMap { property in
                property.type.bareName.map { (property.name, $0) }
            }, uniquingKeysWith: { first, _ in first })
        return body.indices.dropLast(2).compactMap { index in
            guard body[index].kind == .identifier, let role = held[body[index].text],
                body[index + 1].text == ".", body[index + 2].isName,
                index == 0 || body[index - 1].text != "." || (index > 1 && body[index - 2].text == "self"),
                let requirement = sources.functions(of: role).first(where: { $0.name == body[index + 2].text }
                )
            else { return nil }
            let hasCompletion = requirement.parameters.contains { $0.type.functionInput != nil }
            let reportsOnly = reportsOnlyHowItWent(requirement)
            return (requirement.name, hasCompletion && reportsOnly, !reportsOnly)
        }
    }

    /// `function`'s declaration in `type`, as a finding quotes it: its selector and what it returns.
    public static func occurrence(of function: Function, in type: String) -> Occurrence {
        Occurrence(
            name: function.name,
            text: "func \(function.selector)"
                + (function.returnType.isEmpty ? "" : " -> \(function.returnType)"),
            location: function.location,
            scope: Scope(types: [type], member: function.name, region: .declaration))
    }

    /// Where a method callers can call answers with data read from a collaborator and, on its way,
    /// asks that same collaborator for a command (`store.retrieve`, then `store.deleteCachedFeed`):
    /// a query that changes what it reads, so asking twice answers differently. A query that
    /// commands another collaborator, as a Decorator that saves what it loaded, is not one.
    /// Queries and commands are the stage's protocols' requirements, told apart by signature.
    public func queriesCommandingWhatTheyRead() -> [Occurrence] {
        let requirements = sources.protocols.flatMap { sources.functions(of: $0.name) }
        let commands = Set(requirements.filter(reportsOnlyHowItWent).map(\.name))
        let queries = Set(requirements.filter { !reportsOnlyHowItWent($0) }.map(\.name))
        return sources.declaredTypeNames.subtracting(rootTypes).sorted().flatMap { type in
            sources.functions(of: type).filter { function in
                function.kind == .function
                    && !function.modifiers.contains { $0 == "private" || $0 == "fileprivate" }
                    && !reportsOnlyHowItWent(function)
            }
            .flatMap { query -> [Occurrence] in
                let reachable = functions(reachableFrom: [query], in: type).map(\.location)
                let asked = sources.memberReferences(named: commands.union(queries)).filter { reference in
                    reference.scope.isInside(type)
                        && reachable.contains { $0 == reference.scope.memberLocation }
                }
                let read = Set(asked.filter { queries.contains($0.name) }.map(Self.receiver))
                return asked.filter { commands.contains($0.name) && read.contains(Self.receiver(of: $0)) }
            }
        }
    }

    /// `store` for `store.retrieve`, `self.store.retrieve` and `self?.store.retrieve`.
    private static func receiver(of reference: Occurrence) -> String {
        var parts = reference.text.replacingOccurrences(of: "?", with: "").split(separator: ".").map(
            String.init)
        parts.removeLast()
        if parts.first == "self" { parts.removeFirst() }
        return parts.joined(separator: ".")
    }

    /// Whether `function` answers only whether it worked: it returns nothing, and each closure it
    /// is given takes a `Result` of `Void`, an optional error, or nothing.
    public func reportsOnlyHowItWent(_ function: Function) -> Bool {
        let returnType = sources.resolve(function.returnType, in: function.owner)
        guard returnType.isEmpty || ["Void", "()"].contains(returnType.description) else { return false }
        return function.parameters.compactMap(\.type.functionInput).allSatisfy { input in
            let resolved = sources.resolve(input, in: function.owner)
            let text = resolved.description
            if text.isEmpty || ["Void", "()", "Error?", "(any Error)?", "Swift.Error?"].contains(text) {
                return true
            }
            guard ["Result", "Swift.Result"].contains(where: { text.hasPrefix($0 + "<") }) else {
                return false
            }
            return ["Void", "()"].contains(resolved.genericArguments.first?.description ?? "")
        }
    }
}
