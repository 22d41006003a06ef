import SourceStructure

/// The dependency-injection rules the katas share, read from a stage's declarations and code:
/// who constructs what, who names a global, who asks a collaborator what it is. Each answer is a
/// list of the places at fault; the goal checks of each kata pick the rules it teaches and say
/// the lesson in its own words.
///
/// Nothing here depends on a property's name, on `class` or `struct`, or on which file holds a
/// declaration: the parts and their collaborators are found from what each type does and holds
/// (`DesignShape`), in whatever form, and the root from what the kata's contract names.
public struct StageDesign: Sendable {
    public let sources: SourceTree
    /// The type the kata's contract names as the root, if it names one: `CompositionRoot`.
    public let root: String?
    /// The stage's Null Objects: they may be named wherever a collaborator is optional.
    public let nullObjects: Set<String>
    /// Stage types that stand in for the platform or a vendor's SDK, and keep their shared instance.
    public let platformStandIns: Set<String>
    /// The platform's types whose instances are collaborators, handed in rather than made or
    /// reached for.
    public let platformCollaborators: Set<String>
    let shape: DesignShape

    /// - Parameter root: the root's type, as the contract names it; nil where the contract names
    ///   none, and the root is whatever composes the parts.
    public init(
        sources: SourceTree, root: String? = "CompositionRoot", nullObjects: Set<String> = [],
        platformStandIns: Set<String> = [],
        platformCollaborators: Set<String> = ["URLSession", "UserDefaults"]
    ) {
        self.sources = sources
        self.root = root
        self.nullObjects = nullObjects
        self.platformStandIns = platformStandIns
        self.platformCollaborators = platformCollaborators
        shape = DesignShape(
            sources: sources, namedRoot: root,
            platformTypes: platformCollaborators.union(platformStandIns).union(Self.platformObjects))
        collaboratorProtocols = Self.collaboratorProtocols(in: sources, rootTypes: shape.rootTypes)
        composedTypes = shape.parts
    }

    /// The platform's objects a part may be handed, besides the collaborators a kata names.
    static let platformObjects: Set<String> = [
        "URLSession", "UserDefaults", "FileManager", "NotificationCenter", "ProcessInfo", "Bundle",
    ]

    // MARK: - Who the collaborators are

    /// The root's types: the one the contract names and the types only it calls to compose, or,
    /// where the contract names none, every type that composes parts and nothing else.
    public var rootTypes: Set<String> { shape.rootTypes }

    /// The parts of the graph: the stage's types that do work, whatever their names.
    public var parts: Set<String> { shape.parts }

    /// What `type` holds that it did not make, in any form.
    public func collaborators(of type: String) -> [Collaborator] {
        shape.collaborators(of: type)
    }

    /// Every part's collaborators.
    public var allCollaborators: [Collaborator] {
        parts.sorted().flatMap(collaborators(of:))
    }

    /// The form a value of `type` would take as a collaborator of `owner`; nil for data.
    public func form(of type: TypeText, in owner: String?) -> Collaborator.Form? {
        DesignShape.form(
            of: type, in: owner, sources: sources, protocols: shape.protocols, platform: shape.platformTypes,
            parts: shape.parts)
    }

    /// The protocols the stage declares that a function or initializer outside the root takes as
    /// a parameter: what a type depends on.
    public let collaboratorProtocols: Set<String>

    private static func collaboratorProtocols(in sources: SourceTree, rootTypes: Set<String>) -> Set<String> {
        let protocols = Set(sources.protocols.map(\.name))
        let parameterTypes = sources.allFunctions.filter { !rootTypes.contains($0.owner ?? "") }
            .flatMap(\.parameters).compactMap(\.type.bareName)
        return protocols.intersection(parameterTypes)
    }

    /// The parts of the graph only the root should make: `parts`, under the name the rules have
    /// long used.
    public let composedTypes: Set<String>

    /// Whether a scope is inside the root: one of its types or their extensions, or one of the
    /// free functions it composes with.
    public func isInRoot(_ scope: Scope) -> Bool {
        shape.isInRoot(scope)
    }

    /// Whether a declaration's owner is one of the root's types.
    func isRootType(_ owner: String?) -> Bool {
        owner.map(rootTypes.contains) ?? false
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
            let holdsRoot = rootTypes.contains { holds($0, property) }
            if isRootType(property.owner) && !holdsRoot { return nil }
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
    /// there is shared by every graph the root builds, and outlives them all. And its static `let`s
    /// that hold a part (built there, or by one of its factories): one graph shared by every
    /// caller, the singleton again. A `let` that names a platform global, or holds a value (a URL),
    /// keeps nothing of the graph.
    public func staticStateInRoot() -> [Occurrence] {
        rootTypes.sorted().flatMap { root in
            sources.properties(of: root).filter { property in
                property.isStatic && property.isStored && (!property.isLet || holdsAPart(property, in: root))
            }
        }
        .map(Self.occurrence)
    }

    /// Whether a stored property holds one of the parts: by its type, by a construction in its
    /// value, or by the factory its value calls.
    private func holdsAPart(_ property: Property, in owner: String) -> Bool {
        func isPart(_ type: TypeText) -> Bool {
            switch form(of: type, in: owner) {
            case nil, .platform: false
            default: true
            }
        }
        if !property.type.isEmpty { return isPart(property.type) }
        guard let file = sources.files.first(where: { $0.path == property.location.file }) else {
            return false
        }
        let value = property.initialValueRange
        let built = sources.constructions(of: composedTypes).contains { construction in
            construction.location.file == file.path
                && file.code.indices.contains(value.lowerBound)
                && value.contains(file.code.firstIndex { $0.location == construction.location } ?? -1)
        }
        let called = property.initialValue.filter { $0.kind == .identifier }.contains { name in
            (sources.functions(of: owner) + sources.globalFunctions).contains {
                $0.name == name.text && isPart($0.returnType)
            }
        }
        return built || called
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
    /// static property. A Null Object may be made anywhere, and a type may make itself (a named
    /// initializer such as `static func live(session:) -> Self`): what it is handed there, or
    /// a shared instance it keeps, the other rules judge.
    public func constructionsOutsideRoot() -> [Occurrence] {
        let types = composedTypes.union(platformCollaborators).subtracting(nullObjects)
        let functions = Dictionary(
            sources.allFunctions.map { ($0.location, $0) }, uniquingKeysWith: { first, _ in first })
        let constructions = sources.constructions(of: types)
        let internals = internalParts(among: constructions)
        return constructions.filter { construction in
            guard !isInRoot(construction.scope), !construction.scope.isInside(construction.name),
                !internals.contains(construction.name), !isMadeByItsSpecialization(construction)
            else { return false }
            // A collaborator's method may make what it returns, such as the task wrapping a
            // transport task; a static or global function that does is a factory.
            let function = construction.scope.memberLocation.flatMap { functions[$0] }
            let returned = function.flatMap { $0.isStatic || $0.owner == nil ? nil : $0.returnType.bareName }
            return !(returned.map { sources.conformances(of: construction.name).contains($0) } ?? false)
        }
    }

    /// Whether a construction is in an extension of a generic type narrowed to what it builds:
    /// `extension Store where Storage == Memory { init() { self.init(storage: Memory()) } }`, the
    /// in-memory store making itself.
    private func isMadeByItsSpecialization(_ construction: Occurrence) -> Bool {
        guard let file = sources.files.first(where: { $0.path == construction.location.file }),
            let index = file.code.firstIndex(where: { $0.location == construction.location })
        else { return false }
        return sources.types.contains { type in
            type.isExtension && type.location.file == file.path && type.range.contains(index)
                && type.genericParameters.contains { $0.constraint?.bareName == construction.name }
        }
    }

    /// Parts that are another part's own decomposition: no other module sees them, one part alone
    /// builds them, and they hold no platform object of their own, so they are how that part does
    /// its job from what it was handed (a facade's use cases), not a collaborator it picks. A
    /// client that holds `URLSession`, built inside a loader, is the loader picking its network.
    func internalParts(among constructions: [Occurrence]) -> Set<String> {
        let builders = Dictionary(grouping: constructions, by: \.name).mapValues { found in
            Set(found.map { construction in parts.first { construction.scope.isInside($0) } ?? "" })
        }
        return Set(
            builders.compactMap { part, builders -> String? in
                guard builders.count == 1, let builder = builders.first, !builder.isEmpty, builder != part,
                    parts.contains(part),
                    !sources.declarations(of: part).contains(where: {
                        $0.modifiers.contains("public") || $0.modifiers.contains("open")
                    }),
                    !collaborators(of: part).contains(where: {
                        if case .platform = $0.form { return true }
                        return false
                    })
                else { return nil }
                return part
            })
    }

    /// Parameters outside the root whose type is a dependency and that have a default value: a
    /// protocol, a part, a platform object or a generic, in any function; a closure or a location
    /// (`URL`), in what builds a part (an initializer, a static function), where it is the part's
    /// collaborator or where it lives rather than a completion handler. `= nil` is a default too. A
    /// parameter whose protocol is in `optional` may default to one of the Null Objects.
    public func dependencyDefaults(optional: Set<String> = []) -> [Occurrence] {
        let dependencies = collaboratorProtocols.union(composedTypes).union(platformCollaborators)
        return sources.allFunctions.filter { !isRootType($0.owner) && !isInRoot(.parameter(of: $0)) }.flatMap
        {
            function in
            let builds = function.kind == .initializer || function.isStatic
            let generics = Set(function.genericParameters.map(\.name))
            return function.parameters.compactMap { parameter -> Occurrence? in
                guard parameter.hasDefault else { return nil }
                let type = parameter.type.bareName ?? ""
                let isDependency: Bool
                switch form(of: parameter.type, in: function.owner) {
                // A closure's default is judged by what it names (a global, a part it makes);
                // only `= nil` leaves the part without one.
                case .closure: isDependency = builds && parameter.type.isOptional
                case .some: isDependency = true
                case nil:
                    isDependency =
                        dependencies.contains(type) || generics.contains(type) || (builds && type == "URL")
                }
                guard isDependency else { return nil }
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

    /// `.shared`, `.standard` and `.instance` outside the root, and the platform's other globals
    /// (`platformGlobalsOutsideRoot`); a Null Object's shared instance is not a global a caller
    /// depends on.
    public func globalsNamedOutsideRoot() -> [Occurrence] {
        sharedInstancesNamedOutsideRoot() + platformGlobalsOutsideRoot()
    }

    private func sharedInstancesNamedOutsideRoot() -> [Occurrence] {
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
        sources.references(to: rootTypes.union(shape.rootFunctions)).filter { !isInRoot($0.scope) }
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
