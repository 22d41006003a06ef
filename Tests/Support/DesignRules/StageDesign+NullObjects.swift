import SourceStructure

/// The rules of optional collaborators: always there, a Null Object where a caller has none, and
/// a Null Object that nobody needs to recognise because it does nothing.
extension StageDesign {
    /// Stored properties, parameters and return values whose type is one of the stage's protocols
    /// made optional, and a part's collaborators of any form held optional (a closure, a part):
    /// every use of them asks "is it there?", the branch a Null Object removes. The root's own
    /// helpers may take what they default, as its parameters may.
    public func optionalCollaborators() -> [Occurrence] {
        optionalCollaboratorsAnywhere().filter { !isInRoot($0.scope) }
    }

    private func optionalCollaboratorsAnywhere() -> [Occurrence] {
        let protocols = Set(sources.protocols.map(\.name))
        func isOptionalCollaborator(_ type: TypeText) -> Bool {
            type.isOptional && protocols.contains(type.bareName ?? "")
        }
        let held = Set(allCollaborators.filter(\.isOptional).map(\.property.location))
        let properties = sources.allProperties.filter { property in
            property.isStored && (isOptionalCollaborator(property.type) || held.contains(property.location))
        }
        .map(Self.occurrence)
        let functions = sources.allFunctions
        let parameters = functions.flatMap { function in
            function.parameters.filter { parameter in
                isOptionalCollaborator(parameter.type)
                    || (function.kind == .initializer && parameter.type.isOptional
                        && form(of: parameter.type, in: function.owner) == .closure)
            }.map { parameter in
                Occurrence(
                    name: parameter.name, text: "\(parameter.name): \(parameter.type)",
                    location: parameter.location,
                    scope: .parameter(of: function))
            }
        }
        let results = functions.filter { isOptionalCollaborator($0.returnType) }.map { function in
            Occurrence(
                name: function.name, text: "func \(function.selector) -> \(function.returnType)",
                location: function.location, scope: .parameter(of: function))
        }
        return properties + parameters + results
    }

    /// The stage's types that implement one of its protocols and do nothing: no stored state, and
    /// methods that at most call back the closures they are given. Null Objects, whatever their name.
    public var doNothingImplementations: Set<String> {
        let protocols = Set(sources.protocols.map(\.name))
        let candidates = sources.declaredTypeNames.filter { type in
            !sources.conformances(of: type).isDisjoint(with: protocols)
                && sources.declarations(of: type).allSatisfy { $0.kind != .protocol }
        }
        return candidates.filter { type in
            !sources.functions(of: type).filter(Self.isInstanceMethod).isEmpty && effects(of: [type]).isEmpty
        }
    }

    /// What the given Null Objects do: each name a method body uses other than its own parameters
    /// (a call, a print, a property), and each piece of state they keep.
    public func effects(of types: Set<String>) -> [Occurrence] {
        types.sorted().flatMap { type -> [Occurrence] in
            let state = sources.properties(of: type).filter { $0.isStored && !$0.isStatic }.map(
                Self.occurrence)
            let actions = sources.functions(of: type).filter(Self.isInstanceMethod).flatMap { function in
                let allowed = Set(function.parameters.map(\.name)).union(["success", "Void"]).union(
                    nullObjects)
                return (function.body ?? []).filter { $0.kind == .identifier && !allowed.contains($0.text) }
                    .prefix(1).map {
                        Occurrence(
                            name: $0.text, text: "\(function.selector) uses \($0.text)",
                            location: $0.location,
                            scope: Scope(types: [type], member: function.name, region: .body))
                    }
            }
            return state + actions
        }
    }

    private static func isInstanceMethod(_ function: Function) -> Bool {
        (function.kind == .function || function.kind == .subscript) && !function.isStatic
    }

    /// Decisions, in a type that holds one of the `optional` collaborators, taken on that
    /// collaborator, or on a stored `Bool` to decide whether to call it: a flag beside the Null
    /// Object brings back the question it removed. Also a requirement of an optional
    /// collaborator's protocol that answers a `Bool`.
    public func flags(beside optional: Set<String>) -> [Occurrence] {
        var found: [Occurrence] = []
        let decisions = sources.decisions()
        for type in sources.declaredTypeNames.sorted() {
            let stored = sources.properties(of: type).filter { $0.isStored && !$0.isStatic }
            let collaborators = Set(stored.filter { optional.contains($0.type.bareName ?? "") }.map(\.name))
            guard !collaborators.isEmpty else { continue }
            let flags = Set(
                stored.filter { property in
                    property.type.bareName == "Bool"
                        || (property.type.isEmpty
                            && ["true", "false"].contains(property.initialValue.first?.text ?? ""))
                }.map(\.name))
            func mentions(_ names: Set<String>, _ tokens: [Token]) -> Bool {
                tokens.contains { $0.kind == .identifier && names.contains($0.text) }
            }
            for decision in decisions where decision.branch.scope.isInside(type) {
                let asksTheCollaborator = mentions(collaborators, decision.condition)
                let flagGuardsIt =
                    mentions(flags, decision.condition) && mentions(collaborators, decision.controlled)
                guard asksTheCollaborator || flagGuardsIt else { continue }
                found.append(
                    Occurrence(
                        name: decision.branch.name,
                        text:
                            "\(decision.branch.name == "?:" ? "" : decision.branch.name + " ")\(TypeText.text(of: decision.condition))",
                        location: decision.branch.location, scope: decision.branch.scope))
            }
        }
        for requirement in optional.flatMap({ sources.properties(of: $0) })
        where requirement.type.bareName == "Bool" {
            found.append(Self.occurrence(of: requirement))
        }
        return found
    }
}
