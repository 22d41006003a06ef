import SourceStructure

/// The dependency-injection rules the katas share, read from a stage's declarations and code:
/// who constructs what, who names a global, who asks a collaborator what it is. Each answer is a
/// list of the places at fault; the goal checks of each kata pick the rules it teaches and say
/// the lesson in its own words.
///
/// Nothing here depends on a property's name, on `class` or `struct`, or on which file holds a
/// declaration: the collaborators are found from the parameters the stage's types take.
public struct StageDesign: Sendable {
    public let sources: SourceTree
    /// The type that wires the graph, and its extensions.
    public let root: String
    /// The stage's Null Objects: they may be named wherever a collaborator is optional.
    public let nullObjects: Set<String>
    /// Stage types that stand in for the platform or a vendor's SDK, and keep their shared instance.
    public let platformStandIns: Set<String>
    /// The platform's types whose instances are collaborators, handed in rather than made.
    public let platformCollaborators: Set<String>

    public init(
        sources: SourceTree, root: String = "CompositionRoot", nullObjects: Set<String> = [],
        platformStandIns: Set<String> = [],
        platformCollaborators: Set<String> = ["URLSession", "UserDefaults"]
    ) {
        self.sources = sources
        self.root = root
        self.nullObjects = nullObjects
        self.platformStandIns = platformStandIns
        self.platformCollaborators = platformCollaborators
        collaboratorProtocols = Self.collaboratorProtocols(in: sources, root: root)
        composedTypes = Self.composedTypes(
            in: sources, root: root, protocols: collaboratorProtocols,
            platformCollaborators: platformCollaborators)
    }

    // MARK: - Who the collaborators are

    /// The protocols the stage declares that a function or initializer outside the root takes as
    /// a parameter: what a type depends on.
    public let collaboratorProtocols: Set<String>

    private static func collaboratorProtocols(in sources: SourceTree, root: String) -> Set<String> {
        let protocols = Set(sources.protocols.map(\.name))
        let parameterTypes = sources.allFunctions.filter { $0.owner != root }
            .flatMap(\.parameters).compactMap(\.type.bareName)
        return protocols.intersection(parameterTypes)
    }

    /// The stage's types that implement a collaborator protocol, and the types that are handed a
    /// collaborator in `init`: the parts of the graph only the root should make.
    public let composedTypes: Set<String>

    private static func composedTypes(
        in sources: SourceTree, root: String, protocols: Set<String>, platformCollaborators: Set<String>
    ) -> Set<String> {
        let implementations = protocols.flatMap { sources.conformers(of: $0) }
        let dependencyTypes = protocols.union(platformCollaborators)
        let dependents = sources.types.filter { type in
            !type.isExtension && type.name != root
                && sources.functions(of: type.qualifiedName).contains { function in
                    function.kind == .initializer
                        && function.parameters.contains { dependencyTypes.contains($0.type.bareName ?? "") }
                }
        }
        return Set(implementations).union(dependents.map(\.qualifiedName)).subtracting([root])
    }

    /// Whether a scope is inside the root or one of its extensions.
    public func isInRoot(_ scope: Scope) -> Bool {
        scope.isInside(root)
    }

    // MARK: - Rules

    /// Casts to one of the stage's own types that is not an error: `is`, `as?`, `as!`, and `as`
    /// in a `case` or `catch` pattern. A plain `as` that upcasts to a protocol decides nothing.
    /// A nested type is known by its qualified name, so `as? Error` inside `RemoteFeedLoader` is
    /// its own error type, and elsewhere the standard library's.
    public func typeChecks() -> [Occurrence] {
        let declared = sources.types.filter { !$0.isExtension }.map(\.qualifiedName)
        let errors = Set(declared.filter { sources.conformances(of: $0).contains("Error") })
        let ownTypes = Set(declared).subtracting(errors)
        let protocols = Set(sources.protocols.map(\.qualifiedName))
        return sources.casts().filter { cast in
            guard let type = resolve(cast), ownTypes.contains(type) else { return false }
            if cast.text.hasPrefix("as ") {
                return !protocols.contains(type) || sources.isInPattern(cast.location)
            }
            return true
        }
    }

    /// The qualified name of the stage's type a cast names, if it names one: as written
    /// (`RemoteFeedLoader.Error`), nested in a type the cast is inside, or at the top level.
    private func resolve(_ cast: Occurrence) -> String? {
        let written =
            cast.text.split(separator: " ").last.map {
                String($0.filter { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
            } ?? cast.name
        let candidates = sources.declaredTypeNames.filter {
            $0 == cast.name || $0.hasSuffix(".\(cast.name)")
        }
        if let exact = candidates.first(where: { written == $0 || written.hasSuffix(".\($0)") }),
            exact.contains(".")
        {
            return exact
        }
        var path = cast.scope.types
        while !path.isEmpty {
            let nested = (path + [cast.name]).joined(separator: ".")
            if candidates.contains(nested) { return nested }
            path.removeLast()
        }
        return candidates.contains(cast.name) ? cast.name : nil
    }

    /// Global and static stored properties that hold shared state: any `var`, and any `let` that
    /// holds a collaborator, the root, a platform global, or an instance of its own type. The root may keep the app's shared
    /// instances in static properties, but not itself (its static `var`s are `staticStateInRoot`'s);
    /// a Null Object and a platform stand-in keep their one shared instance.
    public func sharedState() -> [Occurrence] {
        let collaborators = composedTypes.union(collaboratorProtocols).union(platformCollaborators)
        let shared =
            sources.globalProperties.filter(\.isStored)
            + sources.allProperties.filter { $0.isStatic && $0.isStored && $0.owner != nil }
        return shared.compactMap { property in
            let holdsRoot = holds(root, property)
            if property.owner == root && !holdsRoot { return nil }
            if let owner = property.owner, property.isLet,
                nullObjects.contains(owner) || platformStandIns.contains(owner),
                holds(owner, property) || property.initialValue.first?.text == "Self"
            {
                return nil
            }
            // A static property that holds its own class's instance is a singleton, whatever it
            // holds; a value type's own static `let` is a constant, and one that implements a
            // collaborator is caught as a collaborator.
            let isSingleton =
                property.owner.map { owner in
                    holds(owner, property) && isReferenceType(owner)
                } ?? false
            guard
                !property.isLet || holdsRoot || collaborators.contains(where: { holds($0, property) })
                    || namesAGlobal(property.initialValue) || isSingleton
            else { return nil }
            return Self.occurrence(of: property)
        }
    }

    /// The root's static stored `var`s, `sharedState`'s exception aside: a cache or a counter kept
    /// there is shared by every graph the root builds, and outlives them all.
    public func staticStateInRoot() -> [Occurrence] {
        sources.properties(of: root).filter { $0.isStatic && $0.isStored && !$0.isLet }.map(Self.occurrence)
    }

    /// Whether `type` is a class or an actor of the stage, whose one shared instance is shared state.
    func isReferenceType(_ type: String) -> Bool {
        sources.declarations(of: type).contains { $0.kind == .class || $0.kind == .actor }
    }

    /// Whether a property's type or initial value names `type`.
    func holds(_ type: String, _ property: Property) -> Bool {
        property.type.names.contains(type)
            || property.initialValue.contains { $0.kind == .identifier && $0.text == type }
            || (property.type.names.contains("Self") && property.owner == type)
            || (property.initialValue.first?.text == "Self" && property.owner == type)
    }

    private func namesAGlobal(_ tokens: [Token]) -> Bool {
        tokens.indices.dropLast().contains {
            tokens[$0].text == "." && Self.globals.contains(tokens[$0 + 1].text)
        }
    }

    /// The names by which the platform and the stages' singletons are reached.
    public static let globals: Set<String> = ["shared", "standard", "instance"]

    /// Constructions of the graph's parts (`composedTypes`) and of the platform's collaborators
    /// outside the root, at any depth: in a default value, a convenience `init`, a factory, a
    /// static property. A Null Object may be made anywhere; a platform stand-in makes its own.
    public func constructionsOutsideRoot() -> [Occurrence] {
        let types = composedTypes.union(platformCollaborators).subtracting(nullObjects)
        let functions = Dictionary(
            sources.allFunctions.map { ($0.location, $0) }, uniquingKeysWith: { first, _ in first })
        return sources.constructions(of: types).filter { construction in
            guard !isInRoot(construction.scope),
                !(platformStandIns.contains(construction.name)
                    && construction.scope.isInside(construction.name))
            else { return false }
            // A collaborator's method may make what it returns, such as the task wrapping a
            // transport task; a static or global function that does is a factory.
            let function = construction.scope.memberLocation.flatMap { functions[$0] }
            let returned = function.flatMap { $0.isStatic || $0.owner == nil ? nil : $0.returnType.bareName }
            return !(returned.map { sources.conformances(of: construction.name).contains($0) } ?? false)
        }
    }

    /// Parameters outside the root whose type is a dependency and that have a default value. A
    /// parameter whose protocol is in `optional` may default to one of the Null Objects.
    public func dependencyDefaults(optional: Set<String> = []) -> [Occurrence] {
        let dependencies = collaboratorProtocols.union(composedTypes).union(platformCollaborators)
        return sources.allFunctions.filter { $0.owner != root }.flatMap { function in
            function.parameters.compactMap { parameter -> Occurrence? in
                guard parameter.hasDefault, let type = parameter.type.bareName, dependencies.contains(type)
                else {
                    return nil
                }
                let namesNullObject =
                    parameter.defaultValue.contains { nullObjects.contains($0.text) }
                    || implicitMemberNamesNullObject(parameter.defaultValue, of: type)
                if optional.contains(type) && namesNullObject { return nil }
                return Occurrence(
                    name: parameter.name,
                    text:
                        "\(parameter.name): \(parameter.type) = \(TypeText.text(of: parameter.defaultValue))",
                    location: parameter.location, scope: Scope.parameter(of: function))
            }
        }
    }

    /// Whether a default such as `.none` or `.silent` is a static member, declared in an
    /// extension of `type`, whose declaration names one of the Null Objects.
    private func implicitMemberNamesNullObject(_ value: [Token], of type: String) -> Bool {
        guard value.count >= 2, value[0].text == ".", value[1].isName else { return false }
        let member = value[1].text
        let declarations = sources.declarations(of: type).filter(\.isExtension)
        var tokens: [Token] = []
        for property in declarations.flatMap(\.members.properties) where property.name == member {
            tokens += property.type.tokens + property.initialValue + (property.accessors ?? [])
        }
        for function in declarations.flatMap(\.members.functions) where function.name == member {
            tokens += function.returnType.tokens + (function.body ?? [])
        }
        return tokens.contains { nullObjects.contains($0.text) }
    }

    /// Static requirements of the stage's protocols: a protocol that asks its conformers for a
    /// shared instance or a factory hands out a default by another road.
    public func staticRequirements() -> [Occurrence] {
        sources.protocols.flatMap { type in
            type.members.properties.filter(\.isStatic).map(Self.occurrence)
                + type.members.functions.filter(\.isStatic).map { function in
                    Occurrence(
                        name: function.name, text: "static func \(function.selector)",
                        location: function.location,
                        scope: Scope.parameter(of: function))
                }
        }
    }

    /// `.shared`, `.standard` and `.instance` outside the root; a Null Object's shared instance
    /// is not a global a caller depends on.
    public func globalsNamedOutsideRoot() -> [Occurrence] {
        let nullObjectMembers = Set(
            sources.allProperties.filter { !$0.type.names.filter(nullObjects.contains).isEmpty }.map(
                \.location)
                + sources.allFunctions.filter { !$0.returnType.names.filter(nullObjects.contains).isEmpty }
                .map(\.location))
        return sources.memberReferences(named: Self.globals).filter { reference in
            let base = reference.text.split(separator: ".").dropLast().last.map(String.init) ?? ""
            // `.shared` inside a member declared as a Null Object is that Null Object's.
            let inNullObjectMember = reference.scope.memberLocation.map(nullObjectMembers.contains) ?? false
            return !isInRoot(reference.scope) && !nullObjects.contains(base) && !inNullObjectMember
        }
    }

    /// Uses of the root outside it: a type that calls the root turns it into a service locator.
    public func rootReachedFromOutside() -> [Occurrence] {
        sources.references(to: [root]).filter { !isInRoot($0.scope) }
    }

    // MARK: - Helpers

    /// A stored property as a finding: its declaration, short, where it is.
    public static func occurrence(of property: Property) -> Occurrence {
        let keyword = property.isLet ? "let" : "var"
        let shown: Set = ["public", "open", "static", "class", "lazy"]
        let modifiers = property.modifiers.filter(shown.contains)
        let value = property.initialValue.isEmpty ? "" : " = " + TypeText.text(of: property.initialValue)
        let type = property.type.isEmpty ? "" : ": \(property.type)"
        return Occurrence(
            name: property.name,
            text: (modifiers + [keyword]).joined(separator: " ") + " \(property.name)\(type)\(value)",
            location: property.location,
            scope: Scope(
                types: property.owner.map { [$0] } ?? [], member: property.name, region: .declaration))
    }
}

extension Scope {
    /// The scope of a function's signature.
    public static func parameter(of function: Function) -> Scope {
        Scope(types: function.owner.map { [$0] } ?? [], member: function.name, region: .declaration)
    }
}
