import SourceStructure

/// Where an abstraction is declared. A protocol that stands in a file beside the one type
/// implementing it reads as that type's, and its consumer depends, by the file it must open, on an
/// implementation; but where a file holds what is a conversation, not a reason to reject a design,
/// so this is a question for the review (`reviewNotes()`), never a verdict.
extension StageDesign {
    /// Protocols declared in a file that also declares one type conforming to them, while a consumer
    /// (a property or parameter of the protocol's type, or a generic constrained to it) lives in
    /// another file. A conformance added by an extension, such as `extension URLSession:
    /// HTTPSession`, declares no implementation there: the type lives elsewhere.
    public func abstractionsBesideAnImplementation() -> [Occurrence] {
        sources.protocols.compactMap { declaration in
            let name = declaration.qualifiedName
            let file = declaration.location.file
            let implementations = sources.types.filter { type in
                !type.isExtension && type.kind != .protocol && type.location.file == file
                    && sources.conformances(of: type.qualifiedName).contains(declaration.name)
            }
            // A file of the protocol with several of its implementations, such as a family of
            // small adapters, reads as the protocol's, not as one implementation's.
            guard implementations.count == 1, let implementation = implementations.first,
                consumerFiles(of: declaration.name).contains(where: { $0 != file })
            else { return nil }
            return Occurrence(
                name: name,
                text:
                    "protocol \(name) beside \(implementation.kind) \(implementation.qualifiedName) in \(file)",
                location: declaration.location,
                scope: Scope(types: [name], member: nil, region: .declaration))
        }
    }

    /// The files that hold a property, a parameter or a generic constraint of `protocolName`'s
    /// type, outside the protocol itself.
    private func consumerFiles(of protocolName: String) -> Set<String> {
        let properties = sources.allProperties.filter {
            $0.owner != protocolName && $0.type.names.contains(protocolName)
        }
        .map(\.location.file)
        let functions = sources.allFunctions.filter { function in
            function.owner != protocolName
                && (function.parameters.contains { $0.type.names.contains(protocolName) }
                    || function.genericParameters.contains {
                        $0.constraint?.names.contains(protocolName) ?? false
                    })
        }
        .map(\.location.file)
        let generics = sources.types.filter { type in
            type.genericParameters.contains { $0.constraint?.names.contains(protocolName) ?? false }
        }
        .map(\.location.file)
        return Set(properties + functions + generics)
    }
}
