import SourceStructure

/// The singleton while katas 2 and 3 take it apart: the type that keeps its own shared instance,
/// the places that name that instance, and the protocols that name the types implementing them.
extension StageDesign {
    /// Each stored static property that holds an instance of the type declaring it, such as
    /// `ApiClient.instance`: the type's name, and the property.
    public var sharedInstances: [(type: String, property: Property)] {
        sources.types.filter { !$0.isExtension && $0.kind != .protocol }.map(\.qualifiedName).sorted().flatMap
        {
            type in
            sources.properties(of: type).filter { $0.isStatic && $0.isStored && holds(type, $0) }.map {
                (type: type, property: $0)
            }
        }
    }

    /// Every `Type.instance` that names one of `sharedInstances`, with or without the module's
    /// name before it. Inside the type itself, a bare `instance` or `Self.instance` is its own
    /// business, and is not listed.
    public func sharedInstanceReferences() -> [Occurrence] {
        let instances = sharedInstances
        return sources.memberReferences(named: Set(instances.map(\.property.name))).filter { reference in
            let base = reference.text.split(separator: ".").dropLast().last.map(String.init) ?? ""
            return instances.contains { $0.type == base && $0.property.name == reference.name }
        }
    }

    /// Whether an expression is one of `sharedInstances` and nothing else: `ApiClient.instance`,
    /// `Module.ApiClient.instance`, or either upcast with `as`. A call, a global or another
    /// type's property in between is not.
    public func isSharedInstance(_ expression: [Token]) -> Bool {
        var tokens = expression
        if let cast = tokens.firstIndex(where: { $0.kind == .keyword && $0.text == "as" }) {
            tokens = Array(tokens[..<cast])
        }
        let names = tokens.filter { $0.text != "." }
        guard names.count >= 2, tokens.count == names.count * 2 - 1,
            names.allSatisfy({ $0.kind == .identifier }),
            tokens.indices.allSatisfy({ $0 % 2 == 0 || tokens[$0].text == "." })
        else { return false }
        let type = names[names.count - 2].text
        let member = names[names.count - 1].text
        return sharedInstances.contains { $0.type == type && $0.property.name == member }
    }

    /// Where a protocol's declaration or one of its extensions names a type that implements it,
    /// directly or through a typealias declared at a file's top level: `typealias Result =
    /// ApiClient.Result` makes the abstraction depend on its implementation.
    public func protocolsNamingTheirImplementations() -> [Occurrence] {
        let globalAliases = Dictionary(
            sources.files.flatMap(\.declarations.typealiases).map { ($0.name, $0.type.names) },
            uniquingKeysWith: { first, _ in first })
        func implementation(named name: String, among conformers: Set<String>, seen: Set<String>) -> String? {
            if conformers.contains(name) { return name }
            guard !seen.contains(name), let aliased = globalAliases[name] else { return nil }
            return aliased.lazy.compactMap {
                implementation(named: $0, among: conformers, seen: seen.union([name]))
            }.first
        }
        var found: [Occurrence] = []
        for protocolName in Set(sources.protocols.map(\.name)).sorted() {
            let conformers = sources.conformers(of: protocolName)
            guard !conformers.isEmpty else { continue }
            for declaration in sources.declarations(of: protocolName) {
                guard let file = sources.files.first(where: { $0.path == declaration.location.file }) else {
                    continue
                }
                for index in declaration.range where file.code.indices.contains(index) {
                    let token = file.code[index]
                    guard token.kind == .identifier,
                        let named = implementation(named: token.text, among: conformers, seen: [])
                    else { continue }
                    var text = token.text
                    if index + 2 < file.code.count, file.code[index + 1].text == ".",
                        file.code[index + 2].isName
                    {
                        text += "." + file.code[index + 2].text
                    }
                    found.append(
                        Occurrence(
                            name: named, text: text, location: token.location, scope: file.scope(at: index)))
                }
            }
        }
        return found
    }
}
