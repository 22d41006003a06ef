/// The object graph below a value, drawn for people to compare two designs: the learner's and the
/// reference's, side by side in the terminal, and as a Mermaid flowchart a pair can paste into a
/// pull request. Read with `Mirror` as `ObjectGraph` reads it, but drawn as it is rather than for
/// a comparison: each part under the property that holds it (`remote: CachingDecorator`), so a
/// Strategy's two sides can be told apart; an object of the platform's as a leaf
/// (`client: URLSession`); a closure as "a closure" (`Mirror` cannot look into it,
/// and leaving it out would draw a design of closures as one with missing parts); a generic type
/// with its parameters; and one instance held by two parts drawn once, with "the same one as above"
/// where it comes again in the tree and one node with two arrows in the flowchart.
public struct ObjectGraphDrawing: Sendable {
    /// What a part of the graph shows: one of the module's types, or a closure, and the property
    /// of its holder that holds it.
    struct Part: Sendable {
        let label: String
        let holder: String?
        let isClosure: Bool
        /// The instance, for a class: two parts holding the same one point to the same node.
        let identity: ObjectIdentifier?
        let parts: [Part]

        /// Its line: the holder's property, then the type.
        var line: String { holder.map { "\($0): \(label)" } ?? label }

        /// The part and everything below it, two spaces a level, each part's parts sorted; an
        /// instance already drawn is named again, not drawn again.
        func text(depth: Int, drawn: inout Set<ObjectIdentifier>) -> [String] {
            let indent = String(repeating: "  ", count: depth)
            if let identity, drawn.contains(identity) { return [indent + line + " (the same one as above)"] }
            if let identity { drawn.insert(identity) }
            var lines = [indent + line]
            for part in parts { lines += part.text(depth: depth + 1, drawn: &drawn) }
            return lines
        }

        /// How parts are sorted: by type, then by the property that holds them.
        var order: String { label + " " + (holder ?? "") }
    }

    let roots: [Part]

    /// Draws the module's types below `root`, and the platform's objects they hold as leaves;
    /// other values of other modules (a URL, the test doubles) are left out, and optionals and
    /// collections are looked through.
    public init(of root: Any, module: String) {
        roots = Self.read(root, name: nil, module: module, path: [])
    }

    /// An indented tree, two spaces a level, each type's parts sorted by type.
    public var text: String {
        var drawn: Set<ObjectIdentifier> = []
        return roots.flatMap { $0.text(depth: 0, drawn: &drawn) }.joined(separator: "\n")
    }

    /// A fenced Mermaid `flowchart` block, top to bottom: a box per part, a rounded box per
    /// closure, each arrow labelled with the property that holds what it points to.
    public var mermaid: String {
        var lines = ["```mermaid", "flowchart TD"]
        var ids: [ObjectIdentifier: String] = [:]
        var count = 0
        func node(_ part: Part) -> (id: String, isNew: Bool) {
            if let identity = part.identity, let id = ids[identity] { return (id, false) }
            count += 1
            let id = "n\(count)"
            if let identity = part.identity { ids[identity] = id }
            let label = Self.escaped(part.label)
            lines.append(part.isClosure ? "    \(id)([\"\(label)\"])" : "    \(id)[\"\(label)\"]")
            return (id, true)
        }
        func draw(_ part: Part, id: String) {
            for child in part.parts {
                let (childID, isNew) = node(child)
                let arrow = child.holder.map { "-->|\(Self.escaped($0))|" } ?? "-->"
                lines.append("    \(id) \(arrow) \(childID)")
                if isNew { draw(child, id: childID) }
            }
        }
        for root in roots {
            let (id, isNew) = node(root)
            if isNew { draw(root, id: id) }
        }
        return (lines + ["```"]).joined(separator: "\n")
    }

    // MARK: - Reading

    /// - Parameter name: the property that holds `value`, which names a closure.
    private static func read(
        _ value: Any, name: String?, module: String, path: Set<ObjectIdentifier>
    ) -> [Part] {
        let mirror = Mirror(reflecting: value)
        let typeName = String(reflecting: type(of: value))
        let identity = mirror.displayStyle == .class ? ObjectIdentifier(value as AnyObject) : nil
        if let identity, path.contains(identity) {
            return [
                Part(
                    label: label(typeName, module: module) + " (again)", holder: name, isClosure: false,
                    identity: nil, parts: [])
            ]
        }
        var children = Array(mirror.children)
        var superclass = mirror.superclassMirror
        while let ancestor = superclass {
            children += ancestor.children
            superclass = ancestor.superclassMirror
        }
        let below = path.union(identity.map { [$0] } ?? [])
        let containers: [Mirror.DisplayStyle?] = [.optional, .collection, .set, .dictionary, .tuple]
        let isContainer = containers.contains(mirror.displayStyle)
        let parts = children.flatMap { child in
            // An optional's `some`, a tuple's `.0`, a collection's elements: the name is the holder's.
            let own = child.label.flatMap { $0 == "some" || $0.hasPrefix(".") ? nil : $0 }
            return read(child.value, name: own ?? (isContainer ? name : nil), module: module, path: below)
        }
        .sorted { $0.order < $1.order }
        if typeName.hasPrefix(module + ".") {
            return [
                Part(
                    label: label(typeName, module: module), holder: name, isClosure: false,
                    identity: identity,
                    parts: parts)
            ]
        }
        if mirror.displayStyle == nil && typeName.contains("->") {
            return [Part(label: "a closure", holder: name, isClosure: true, identity: nil, parts: [])]
        }
        if let platform = platformObject(typeName, style: mirror.displayStyle) {
            // A part handed the platform's own object (`URLSession` adopting the learner's
            // protocol) holds a collaborator all the same: drawn as a leaf, never looked into.
            return [Part(label: platform, holder: name, isClosure: false, identity: identity, parts: [])]
        }
        return isContainer ? parts : []
    }

    /// The modules whose objects a design is handed from the platform.
    private static let platformModules = [
        "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationInternationalization",
        "Dispatch",
    ]

    /// The name of a platform class's instance as Swift code spells it (`URLSession`, where Darwin
    /// reflects `__C.NSURLSession`), or nil for a value, or a type of any other module.
    package static func platformObject(_ typeName: String, style: Mirror.DisplayStyle?) -> String? {
        guard style == .class, let dot = typeName.firstIndex(of: ".") else { return nil }
        let module = String(typeName[..<dot])
        let name = String(typeName[typeName.index(after: dot)...])
        if module == "__C" { return name.hasPrefix("NS") ? String(name.dropFirst(2)) : name }
        return platformModules.contains(module) ? name : nil
    }

    /// The type's name as its module's code spells it: `Decorated<RemoteProducts>`, not
    /// `Module.Decorated<Module.RemoteProducts>`.
    private static func label(_ typeName: String, module: String) -> String {
        ["\(module).", "Swift.", "Foundation."].reduce(typeName) {
            $0.replacing($1, with: "")
        }
    }

    private static func escaped(_ label: String) -> String {
        label.replacing("\"", with: "#quot;").replacing("<", with: "#lt;").replacing(">", with: "#gt;")
    }
}
