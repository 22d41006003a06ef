/// The object graph below a value, drawn as an indented tree of the types of one module, each
/// with the name of the stored property that holds it. Values of other modules (the platform's,
/// the test doubles') are left out, so the tree shows what a composition root composed.
public enum ObjectGraph {
    public static func tree(of root: Any, module: String) -> String {
        lines(of: root, label: nil, module: module, depth: 0).joined(separator: "\n")
    }

    private static func lines(of value: Any, label: String?, module: String, depth: Int) -> [String] {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            return mirror.children.first.map {
                lines(of: $0.value, label: label, module: module, depth: depth)
            } ?? []
        }
        let typeName = String(reflecting: type(of: value))
        guard typeName.hasPrefix(module + ".") else { return [] }

        let name = typeName.dropFirst(module.count + 1)
        let line = String(repeating: "  ", count: depth) + (label.map { "\($0): " } ?? "") + name
        return [line]
            + mirror.children.flatMap { child in
                lines(of: child.value, label: child.label, module: module, depth: depth + 1)
            }
    }
}
