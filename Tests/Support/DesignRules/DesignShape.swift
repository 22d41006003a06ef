import SourceStructure

/// The design as it is, whatever its names: which of the stage's types are the parts of the graph,
/// what each part holds that it did not make, and which code composes them. `StageDesign` works
/// it out once; the rules ask it.
///
/// A part is a type that does work: it implements one of the stage's protocols, or holds a
/// collaborator in any form (a protocol, a closure, a generic, another part, a platform object),
/// or is a struct of closures (a protocol witness). A type with no method that holds parts only
/// to hand them out (a value the root returns its graph in) is no part, and nor is an error or a
/// value of data. The root is the type the kata's contract names, with the types and free
/// functions that only it calls to compose; in a kata whose contract names none, it is every
/// composer: a type or free function that builds parts, implements no role, holds no collaborator
/// but the platform's, and that no part calls.
struct DesignShape: Sendable {
    let sources: SourceTree
    /// The protocols the stage declares.
    let protocols: Set<String>
    /// The platform's objects and the stage's stand-ins for them: what a part may be handed.
    let platformTypes: Set<String>
    let parts: Set<String>
    let rootTypes: Set<String>
    /// Free functions that compose: in the root, by the rules above.
    let rootFunctions: Set<String>

    init(sources: SourceTree, namedRoot: String?, platformTypes: Set<String>) {
        self.sources = sources
        self.platformTypes = platformTypes
        let protocols = Set(sources.protocols.map(\.name))
        self.protocols = protocols
        let candidates = Self.candidates(in: sources, excluding: namedRoot)
        let parts = Self.parts(
            among: candidates, sources: sources, protocols: protocols, platform: platformTypes)
        var shape = (types: Set(namedRoot.map { [$0] } ?? []), functions: Set<String>())
        let built = Self.constructionSites(of: parts, in: sources)
        let composers = Self.composers(
            among: candidates, parts: parts, built: built, sources: sources, protocols: protocols,
            platform: platformTypes)
        let freeComposers = Set(
            sources.globalFunctions.filter { Self.constructs(in: $0, built: built, sources: sources) }.map(
                \.name))
        if namedRoot != nil {
            // Helpers count as the root only while nothing but the root calls them.
            var changed = true
            while changed {
                changed = false
                for helper in composers.union(freeComposers).subtracting(shape.types.union(shape.functions)) {
                    let uses = sources.references(to: [helper])
                    guard !uses.isEmpty,
                        uses.allSatisfy({ Self.isInside(shape, $0.scope) || $0.scope.isInside(helper) })
                    else { continue }
                    if freeComposers.contains(helper) {
                        shape.functions.insert(helper)
                    } else {
                        shape.types.insert(helper)
                    }
                    changed = true
                }
            }
        } else {
            let usedByParts = Set(
                sources.references(to: composers.union(freeComposers)).filter { use in
                    parts.contains { use.scope.isInside($0) }
                }.map(\.name))
            shape.types.formUnion(composers.subtracting(usedByParts))
            shape.functions.formUnion(freeComposers.subtracting(usedByParts))
        }
        rootTypes = shape.types
        rootFunctions = shape.functions
        self.parts = parts.subtracting(rootTypes)
    }

    /// Whether a scope is in the root: inside one of its types, or in one of its free functions.
    func isInRoot(_ scope: Scope) -> Bool {
        Self.isInside((rootTypes, rootFunctions), scope)
    }

    private static func isInside(_ root: (types: Set<String>, functions: Set<String>), _ scope: Scope) -> Bool
    {
        root.types.contains { scope.isInside($0) }
            || (scope.types.isEmpty && scope.member.map(root.functions.contains) == true)
    }

    // MARK: - Collaborators

    /// What each stored instance property of `type` holds, when it holds a collaborator. A
    /// witness's closures are its requirements, the abstraction itself, not what it holds.
    func collaborators(of type: String) -> [Collaborator] {
        guard !Self.isWitness(type, sources: sources) else { return [] }
        return sources.properties(of: type).filter { $0.isStored && !$0.isStatic }.compactMap { property in
            Self.form(
                of: property, in: type, sources: sources, protocols: protocols, platform: platformTypes,
                parts: parts
            )
            .map { Collaborator(owner: type, property: property, form: $0) }
        }
    }

    /// The form a value of `type` takes as a collaborator of `owner`, nil for data or configuration:
    /// a URL, a string, a date, a list of items.
    static func form(
        of type: TypeText, in owner: String?, sources: SourceTree, protocols: Set<String>,
        platform: Set<String>, parts: Set<String>
    ) -> Collaborator.Form? {
        let written = sources.resolve(type.nonOptional, in: owner).nonOptional
        if written.isFunction { return .closure }
        guard let name = written.bareName else {
            // A list of parts behind a role, such as `[any ProductsProvider]`, is that role.
            let names = written.names
            return names.first(where: protocols.contains).map { .abstraction($0) }
        }
        if protocols.contains(name) { return .abstraction(name) }
        // The type's own generic parameters first: an extension's `where Storage == Memory`
        // narrows one, and is read as its constraint only where the declaration says nothing.
        if let owner,
            let generic =
                (sources.declarations(of: owner).filter { !$0.isExtension }
                + sources.declarations(of: owner).filter(\.isExtension))
                .flatMap(\.genericParameters).first(where: { $0.name == name })
        {
            return .generic(name, constraint: generic.constraint?.bareName)
        }
        if platform.contains(name) { return .platform(name) }
        if parts.contains(name) {
            return isWitness(name, sources: sources) ? .witness(name) : .concrete(name)
        }
        return nil
    }

    /// The form of what a stored property holds: by its type when written, else by what its
    /// initial value makes or names (`URLSession.shared`, `SomePart(…)`, a closure).
    static func form(
        of property: Property, in owner: String, sources: SourceTree, protocols: Set<String>,
        platform: Set<String>, parts: Set<String>
    ) -> Collaborator.Form? {
        if !property.type.isEmpty {
            return form(
                of: property.type, in: owner, sources: sources, protocols: protocols, platform: platform,
                parts: parts)
        }
        let value = property.initialValue
        guard let first = value.first else { return nil }
        if first.text == "{" {
            // `{ … }()` runs at once and holds its result; `{ … }` alone holds a closure.
            return value.last?.text == ")" ? nil : .closure
        }
        guard first.kind == .identifier else { return nil }
        if platform.contains(first.text) { return .platform(first.text) }
        if parts.contains(first.text) {
            return isWitness(first.text, sources: sources) ? .witness(first.text) : .concrete(first.text)
        }
        return nil
    }

    /// A struct of the stage whose stored instance properties are all closures, or witnesses
    /// themselves: a protocol witness, an abstraction made of functions.
    static func isWitness(_ type: String, sources: SourceTree, seen: Set<String> = []) -> Bool {
        let declarations = sources.declarations(of: type)
        guard declarations.contains(where: { $0.kind == .struct }), !seen.contains(type) else { return false }
        let stored = sources.properties(of: type).filter { $0.isStored && !$0.isStatic }
        return !stored.isEmpty
            && stored.allSatisfy { property in
                let held = sources.resolve(property.type.nonOptional, in: type).nonOptional
                return held.isFunction
                    || held.bareName.map { isWitness($0, sources: sources, seen: seen.union([type])) } == true
            }
    }

    // MARK: - Finding the parts and the root

    /// The stage's own types that could be parts: not a protocol, not an error, not the named root.
    private static func candidates(in sources: SourceTree, excluding root: String?) -> [String] {
        sources.types.filter { !$0.isExtension && $0.kind != .protocol }.map(\.qualifiedName)
            .filter { type in
                type != root
                    && !sources.conformances(of: type).contains { ["Error", "LocalizedError"].contains($0) }
            }
            .sorted()
    }

    /// The candidates that do work, found until nothing changes, since a type that holds a part is
    /// a part too.
    private static func parts(
        among candidates: [String], sources: SourceTree, protocols: Set<String>, platform: Set<String>
    ) -> Set<String> {
        var parts: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for type in candidates where !parts.contains(type) {
                let implementsARole = !sources.conformances(of: type).isDisjoint(with: protocols)
                let holdsOne = sources.properties(of: type).contains { property in
                    property.isStored && !property.isStatic
                        && form(
                            of: property, in: type, sources: sources, protocols: protocols,
                            platform: platform,
                            parts: parts) != nil
                }
                guard
                    implementsARole || isWitness(type, sources: sources)
                        || (holdsOne && !isRecord(type, sources: sources))
                else { continue }
                parts.insert(type)
                changed = true
            }
        }
        return parts
    }

    /// A value type with no method that shows everything it stores: data, or a graph the root
    /// hands out. A part keeps what it holds to itself.
    private static func isRecord(_ type: String, sources: SourceTree) -> Bool {
        let properties = sources.properties(of: type).filter { !$0.isStatic }
        return sources.declarations(of: type).contains { $0.kind == .struct || $0.kind == .enum }
            && !sources.functions(of: type).contains { $0.kind != .initializer }
            && !properties.contains { !$0.isStored }
            && properties.allSatisfy { !["private", "fileprivate"].contains($0.accessLevel) }
    }

    /// Candidates that build parts and do no other work: they implement no role and hold nothing
    /// but the platform's objects and values.
    private static func composers(
        among candidates: [String], parts: Set<String>, built: [String: [Location]], sources: SourceTree,
        protocols: Set<String>, platform: Set<String>
    ) -> Set<String> {
        Set(
            candidates.filter { type in
                sources.conformances(of: type).isDisjoint(with: protocols)
                    && !isWitness(type, sources: sources)
                    && sources.properties(of: type).filter { $0.isStored && !$0.isStatic }.allSatisfy {
                        property in
                        switch form(
                            of: property, in: type, sources: sources, protocols: protocols,
                            platform: platform,
                            parts: parts)
                        {
                        case nil, .platform: true
                        default: false
                        }
                    }
                    && sources.functions(of: type).contains {
                        constructs(in: $0, built: built, sources: sources)
                    }
            })
    }

    /// Where `parts` are built, by file.
    private static func constructionSites(
        of parts: Set<String>, in sources: SourceTree
    ) -> [String: [Location]] {
        Dictionary(grouping: sources.constructions(of: parts).map(\.location), by: \.file)
    }

    /// Whether `function`'s body builds a part, one of the places in `built`.
    private static func constructs(
        in function: Function, built: [String: [Location]], sources: SourceTree
    ) -> Bool {
        guard let body = function.bodyRange, !body.isEmpty,
            let file = sources.files.first(where: { $0.path == function.location.file }),
            let sites = built[file.path]
        else { return false }
        let first = file.code[body.lowerBound].location
        let last = file.code[body.upperBound - 1].location
        return sites.contains { first <= $0 && $0 <= last }
    }
}
