import Foundation

/// The drawings the open graph suite writes (`KataOpenGraphTests`, into `KATA_GRAPH_OUTPUT`): a
/// section per audience, `## name`, with the graph as an indented tree in a plain block and as a
/// Mermaid block. Read back to show two designs side by side and to write the review's Markdown.
public struct GraphDrawings: Equatable, Sendable {
    public struct Section: Equatable, Sendable {
        public let name: String
        public let tree: [String]
        /// The fenced ```mermaid block, as written.
        public let mermaid: String
    }

    public let sections: [Section]

    public init(markdown: String) {
        var sections: [Section] = []
        for chunk in ("\n" + markdown).components(separatedBy: "\n## ").dropFirst() {
            let lines = chunk.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard let name = lines.first else { continue }
            var tree: [String] = []
            var mermaid: [String] = []
            var block: String?
            for line in lines.dropFirst() {
                if line.hasPrefix("```") {
                    if block == nil {
                        block = String(line.dropFirst(3))
                        if block == "mermaid" { mermaid.append(line) }
                    } else {
                        if block == "mermaid" { mermaid.append(line) }
                        block = nil
                    }
                } else if block == "mermaid" {
                    mermaid.append(line)
                } else if block != nil {
                    tree.append(line)
                }
            }
            sections.append(Section(name: name, tree: tree, mermaid: mermaid.joined(separator: "\n")))
        }
        self.sections = sections
    }

    /// Two trees in two columns, each headed, within `columns`; nil when a line would not fit,
    /// and the trees are then shown one after the other.
    public static func sideBySide(
        _ left: [String], _ right: [String], headings: (String, String), columns: Int
    ) -> [String]? {
        let width = (columns - 3) / 2
        let leftColumn = [headings.0] + left
        let rightColumn = [headings.1] + right
        guard (leftColumn + rightColumn).allSatisfy({ $0.count <= width }) else { return nil }
        return (0..<max(leftColumn.count, rightColumn.count)).map { index in
            let first = index < leftColumn.count ? leftColumn[index] : ""
            let second = index < rightColumn.count ? rightColumn[index] : ""
            let line = first.padding(toLength: width, withPad: " ", startingAt: 0) + " │ " + second
            return String(line.reversed().drop { $0 == " " }.reversed())
        }
    }
}
