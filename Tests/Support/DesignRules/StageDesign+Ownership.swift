import SourceStructure

/// Who keeps a collaborator alive: the type it was handed to. A type that holds what its `init`
/// took through `weak` or `unowned` storage, or captures it weakly in a closure made there, lets it
/// vanish under it unless its creator keeps it too, which no signature says.
extension StageDesign {
    /// Stored properties declared `weak` or `unowned` whose type is one an initializer of their
    /// type takes, and `[weak x]` or `[unowned x]` captures, inside an initializer, of one of its
    /// parameters. `[weak self]` captures no collaborator.
    public func injectedCollaboratorsNotOwned() -> [Occurrence] {
        let types = sources.types.filter { !$0.isExtension && $0.kind != .protocol }
        let properties = types.flatMap { type -> [Property] in
            let injected = Set(
                sources.functions(of: type.qualifiedName).filter { $0.kind == .initializer }
                    .flatMap(\.parameters).flatMap(\.type.names))
            return type.members.properties.filter { property in
                property.isStored && property.modifiers.contains(where: Self.isNonOwning)
                    && !injected.isDisjoint(with: property.type.names)
            }
        }
        let initializers = sources.allFunctions.filter { $0.kind == .initializer }
        return properties.map(Self.occurrence) + initializers.flatMap(weakCaptures)
    }

    /// `weak`, `unowned`, `unowned(safe)` and `unowned(unsafe)`.
    private static func isNonOwning(_ modifier: String) -> Bool {
        modifier == "weak" || modifier.hasPrefix("unowned")
    }

    /// The captures in `initializer`'s body that hold one of its parameters without owning it:
    /// `[weak client]`, `[unowned client]`, `[weak held = client]`.
    private func weakCaptures(in initializer: Function) -> [Occurrence] {
        guard let body = initializer.bodyRange,
            let file = sources.files.first(where: { $0.path == initializer.location.file })
        else { return [] }
        let parameters = Set(initializer.parameters.map(\.name))
        let code = file.code
        return body.compactMap { index -> Occurrence? in
            guard index > 0, ["[", ","].contains(code[index - 1].text), Self.isNonOwning(code[index].text)
            else { return nil }
            var next = index + 1
            var modifier = code[index].text
            if next + 2 < code.count, code[next].text == "(", code[next + 2].text == ")" {
                modifier += "(\(code[next + 1].text))"
                next += 3
            }
            guard next < code.count, code[next].isName else { return nil }
            var captured = code[next].text
            var text = "\(modifier) \(captured)"
            if next + 2 < code.count, code[next + 1].text == "=", code[next + 2].isName {
                captured = code[next + 2].text
                text += " = \(captured)"
            }
            guard parameters.contains(captured) else { return nil }
            return Occurrence(
                name: captured, text: "[\(text)]",
                location: code[index].location, scope: file.scope(at: index))
        }
    }
}
