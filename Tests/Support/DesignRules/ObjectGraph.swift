/// The object graph below a value, drawn as an indented tree of the types of one module, read with
/// `Mirror` from the objects themselves. Values of other modules (the platform's, the test
/// doubles') are left out, and so are the names of the stored properties that hold each part and
/// the order they are declared in: those are the learner's to choose. Each type's parts are sorted,
/// so two graphs of the same shape draw the same.
public enum ObjectGraph {
    public static func tree(of root: Any, module: String) -> String {
        nodes(of: root, module: module).map { $0.drawing(depth: 0) }.sorted().joined(separator: "\n")
    }

    /// `drawing`, an indented tree of type names (two spaces a level), with each type's parts
    /// sorted as `tree(of:module:)` sorts them: write the expected graph in the order that reads
    /// best, and compare it through this.
    public static func canonical(_ drawing: String) -> String {
        var stack: [(depth: Int, node: Node)] = []
        var roots: [Node] = []
        func close(above depth: Int) {
            while let last = stack.last, last.depth >= depth {
                stack.removeLast()
                if stack.isEmpty {
                    roots.append(last.node)
                } else {
                    stack[stack.count - 1].node.children.append(last.node)
                }
            }
        }
        for line in drawing.split(separator: "\n") where !line.allSatisfy(\.isWhitespace) {
            let depth = line.prefix { $0 == " " }.count / 2
            close(above: depth)
            stack.append((depth, Node(name: line.trimmingCharacters(), children: [])))
        }
        close(above: 0)
        return roots.map { $0.drawing(depth: 0) }.sorted().joined(separator: "\n")
    }

    private struct Node {
        let name: String
        var children: [Node]

        func drawing(depth: Int) -> String {
            ([String(repeating: "  ", count: depth) + name]
                + children.map { $0.drawing(depth: depth + 1) }.sorted())
                .joined(separator: "\n")
        }
    }

    private static func nodes(of value: Any, module: String) -> [Node] {
        let mirror = Mirror(reflecting: value)
        let typeName = String(reflecting: type(of: value))
        var parts = Array(mirror.children)
        var superclass = mirror.superclassMirror
        while let mirror = superclass {
            parts += mirror.children
            superclass = mirror.superclassMirror
        }
        let children = parts.flatMap { nodes(of: $0.value, module: module) }
        guard typeName.hasPrefix(module + ".") else {
            // Optionals and collections are looked through; any other foreign value is a leaf.
            let containers: [Mirror.DisplayStyle?] = [.optional, .collection, .set, .dictionary, .tuple]
            return containers.contains(mirror.displayStyle) ? children : []
        }
        let name = typeName.dropFirst(module.count + 1).prefix { $0 != "<" }
        return [Node(name: String(name), children: children)]
    }
}

extension Substring {
    fileprivate func trimmingCharacters() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
