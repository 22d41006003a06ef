import SourceStructure

/// The rules of composing a graph rather than building one by inheritance or by lookup: a part
/// holds its collaborators by the abstraction they implement, adds to another part by wrapping it,
/// and is handed what it needs instead of asking a container for it.
extension StageDesign {
    /// Classes of the stage that inherit from another class of the stage: a behaviour added by
    /// subclassing is welded to that one base, where a Decorator wraps any part of its protocol.
    public func subclassedParts() -> [Occurrence] {
        let classes = Set(sources.types.filter { $0.kind == .class }.map(\.name))
        return sources.types.compactMap { type in
            guard type.kind == .class, let superclass = type.inheritedNames.first,
                classes.contains(superclass)
            else { return nil }
            return Occurrence(
                name: type.name, text: "class \(type.name): \(superclass)", location: type.location,
                scope: Scope(types: [type.name], member: nil, region: .declaration))
        }
    }

    /// Collaborators held as one of the stage's concrete parts where an abstraction would do: the
    /// holder is welded to that one implementation and cannot be handed another, a double or a
    /// further Decorator. A protocol, a generic, a closure or a struct of closures is an
    /// abstraction; so is a Null Object, which is one implementation on purpose.
    public func concreteCollaboratorsHeld() -> [Occurrence] {
        // A part's own internals, which only it builds and nobody else sees, are how it works.
        let internals = internalParts(
            among: sources.constructions(of: composedTypes.union(platformCollaborators)))
        return allCollaborators.compactMap { collaborator in
            guard case .concrete(let type) = collaborator.form, type != collaborator.owner,
                !nullObjects.contains(type), !internals.contains(type)
            else { return nil }
            return Self.occurrence(of: collaborator.property)
        }
    }

    /// Service locators: a function whose result is its own generic parameter, with no value of
    /// that type handed in (`resolve<T>(_: T.Type) -> T`). A part that asks one for what it needs
    /// hides its dependencies, and a missing registration fails only when it runs.
    public func serviceLocators() -> [Occurrence] {
        sources.allFunctions.compactMap { function in
            guard let result = function.returnType.bareName,
                function.genericParameters.contains(where: { $0.name == result }),
                !function.parameters.contains(where: { $0.type.bareName == result })
            else { return nil }
            return Occurrence(
                name: function.name, text: "func \(function.name)<\(result)>(…) -> \(result)",
                location: function.location, scope: Scope.parameter(of: function))
        }
    }
}
