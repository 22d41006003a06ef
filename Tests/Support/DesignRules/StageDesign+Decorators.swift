import SourceStructure

/// Decorators and strategies, recognised by their shape rather than their names: a type that
/// implements one of the stage's protocols and holds one of the same (a decorator) or several (a
/// strategy), as a stored property or through a generic parameter.
extension StageDesign {
    /// The types that hold exactly one collaborator of the protocol they implement.
    public var decorators: Set<String> {
        Set(wrappers.filter { $0.value == 1 }.keys)
    }

    /// The types that hold two or more collaborators of the protocol they implement.
    public var strategies: Set<String> {
        Set(wrappers.filter { $0.value > 1 }.keys)
    }

    /// For each type that holds collaborators of a protocol it implements, how many it holds.
    private var wrappers: [String: Int] {
        let protocols = Set(sources.protocols.map(\.name))
        var found: [String: Int] = [:]
        for type in sources.declaredTypeNames where !rootTypes.contains(type) {
            let implemented = sources.conformances(of: type).intersection(protocols)
            guard !implemented.isEmpty else { continue }
            let generics = sources.declarations(of: type).flatMap(\.genericParameters)
            let held = sources.properties(of: type).filter { $0.isStored && !$0.isStatic }.filter {
                property in
                let name = property.type.bareName ?? ""
                let constraint = generics.first { $0.name == name }?.constraint?.bareName ?? ""
                return implemented.contains(name) || implemented.contains(constraint)
            }
            if !held.isEmpty { found[type] = held.count }
        }
        return found
    }

    /// Stored `var`s of `types`, `lazy` ones included: state kept from one call to the next,
    /// such as a choice made once or a hidden cache.
    public func keptState(in types: Set<String>) -> [Occurrence] {
        types.sorted().flatMap { type in
            sources.properties(of: type).filter { $0.isStored && !$0.isLet }.map(Self.occurrence)
        }
    }

    /// Stored properties of `types` whose type is one of the platform's collaborators: a
    /// decorator or strategy that talks to `UserDefaults` or `URLSession` itself does the job of
    /// the provider it should go through.
    public func platformCollaboratorsHeld(by types: Set<String>) -> [Occurrence] {
        types.sorted().flatMap { type in
            sources.properties(of: type).filter { property in
                property.isStored && platformCollaborators.contains(property.type.bareName ?? "")
            }.map(Self.occurrence)
        }
    }
}
