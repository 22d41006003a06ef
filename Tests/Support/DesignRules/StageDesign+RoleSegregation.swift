import SourceStructure

/// Roles kept apart: a protocol that inherits another of the stage's protocols makes every client of
/// the one depend on the other's requirements too, and every implementation of the one implement
/// both. A type that plays two roles conforms to both; a client that needs both names both
/// (`A & B`).
extension StageDesign {
    /// Each protocol of the stage that inherits another protocol the stage declares. Inheriting
    /// what the language or the platform gives (`AnyObject`, `Sendable`, `Error`) is no second
    /// role.
    public func protocolsInheritingRoles() -> [Occurrence] {
        let roles = Set(sources.protocols.map(\.name))
        return sources.protocols.filter { !$0.isExtension }.flatMap { declaration in
            declaration.inheritedNames.filter { roles.contains($0) && $0 != declaration.name }.map { role in
                Occurrence(
                    name: declaration.qualifiedName, text: "protocol \(declaration.qualifiedName): \(role)",
                    location: declaration.location,
                    scope: Scope(types: [declaration.qualifiedName], member: nil, region: .declaration))
            }
        }
    }
}
