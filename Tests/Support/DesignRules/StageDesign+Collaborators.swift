import SourceStructure

/// How a type holds its collaborators, and what a protocol leaves to the types that implement it.
extension StageDesign {
    /// Requirements of the stage's protocols that an extension of the protocol implements: every
    /// implementation then inherits a body it never chose, a no-op or the network, and one that
    /// forgets the method still compiles.
    public func requirementsImplementedByProtocolExtensions() -> [Occurrence] {
        sources.protocols.flatMap { declaration -> [Occurrence] in
            let functions = Set(declaration.members.functions.map(\.selector))
            let properties = Set(declaration.members.properties.map(\.name))
            let extensions = sources.declarations(of: declaration.name).filter(\.isExtension)
            return extensions.flatMap { protocolExtension in
                protocolExtension.members.functions.filter { functions.contains($0.selector) }.map {
                    function in
                    Occurrence(
                        name: function.name,
                        text: "extension \(declaration.name) { func \(function.selector) }",
                        location: function.location, scope: .parameter(of: function))
                }
                    + protocolExtension.members.properties.filter { properties.contains($0.name) }.map(
                        Self.occurrence)
            }
        }
    }

    /// The stored instance `var`s of `types`, `lazy` ones included: what each instance keeps from
    /// one call to the next, and can change after `init`.
    public func mutableState(of types: [String]) -> [Occurrence] {
        types.flatMap { type in
            sources.properties(of: type).filter { $0.isStored && !$0.isStatic && !$0.isLet }.map(
                Self.occurrence)
        }
    }

    /// Stored instance properties outside the root that hold a collaborator and that any module
    /// can read: the type publishes what it depends on, and callers reach past it. A collaborator
    /// in any form counts, and any of the stage's protocols held by any type, since in kata 2 the
    /// loader still picks its client itself. A value that only carries parts out of the root
    /// (no method of its own) publishes nothing it depends on.
    public func publishedCollaborators() -> [Occurrence] {
        let protocols = Set(sources.protocols.map(\.name))
        let held = Set(allCollaborators.map(\.property.location))
        return sources.allProperties.filter { property in
            property.isStored && !property.isStatic && !isRootType(property.owner)
                && ["public", "open"].contains(property.accessLevel)
                && (held.contains(property.location)
                    || (protocols.union(platformCollaborators).contains { holds($0, property) }
                        && property.owner.map { parts.contains($0) } == true))
        }
        .map(Self.occurrence)
    }

    /// Where a protocol's requirements name the platform's implementation types, `URLSession` and
    /// its tasks, or `UserDefaults`: an abstraction shaped after one implementation, which no
    /// other client or test double can meet without faking it.
    public func protocolsNamingPlatformTypes() -> [Occurrence] {
        func isPlatformImplementation(_ name: String) -> Bool {
            platformCollaborators.contains(name) || name.hasPrefix("URLSession")
        }
        return sources.protocols.flatMap { declaration -> [Occurrence] in
            let functions = declaration.members.functions.filter { function in
                (function.parameters.flatMap(\.type.names) + function.returnType.names).contains(
                    where: isPlatformImplementation)
            }
            .map { function in
                Occurrence(
                    name: function.name,
                    text: "func \(function.selector)"
                        + (function.returnType.isEmpty ? "" : " -> \(function.returnType)"),
                    location: function.location, scope: .parameter(of: function))
            }
            return functions
                + declaration.members.properties.filter {
                    $0.type.names.contains(where: isPlatformImplementation)
                }
                .map(Self.occurrence)
        }
    }
}
