import DesignRules
import Foundation

/// One design as `kata compare` judged it: its check's colour, what its goal suite found
/// (`DesignReview`), the graphs its root builds, and what it changed from the kata's start.
public struct JudgedDesign: Codable, Equatable, Sendable {
    /// What a design changed from the kata's start, file by file.
    public struct Changes: Codable, Equatable, Sendable {
        public var added: [String] = []
        public var changed: [String] = []
        public var removed: [String] = []
        public var linesAdded = 0
        public var linesRemoved = 0

        public init() {}

        /// The changes from `start` to `files` (both by path): files new, changed and gone, and
        /// lines in and out.
        public init(from start: [String: Data], to files: [String: Data]) {
            for path in Set(start.keys).union(files.keys).sorted() {
                let before = start[path].map { Self.lines($0) } ?? []
                let after = files[path].map { Self.lines($0) } ?? []
                let name = String(path.split(separator: "/").last ?? "")
                switch (start[path], files[path]) {
                case (nil, _?): added.append(name)
                case (_?, nil): removed.append(name)
                case (let old?, let new?) where old != new: changed.append(name)
                default: continue
                }
                let kept = Self.commonLines(before, after)
                linesAdded += after.count - kept
                linesRemoved += before.count - kept
            }
        }

        /// A file's lines; the newline that ends the last one starts no line of its own.
        private static func lines(_ data: Data) -> [Substring] {
            var lines = String(decoding: data, as: UTF8.self).split(
                separator: "\n", omittingEmptySubsequences: false)
            if lines.last?.isEmpty == true { lines.removeLast() }
            return lines
        }

        /// The longest common subsequence's length: the lines a diff would keep.
        static func commonLines(_ first: [Substring], _ second: [Substring]) -> Int {
            guard !first.isEmpty, !second.isEmpty else { return 0 }
            var previous = [Int](repeating: 0, count: second.count + 1)
            for line in first {
                var current = [0]
                current.reserveCapacity(second.count + 1)
                for (index, other) in second.enumerated() {
                    current.append(
                        line == other ? previous[index] + 1 : max(previous[index + 1], current[index]))
                }
                previous = current
            }
            return previous[second.count]
        }
    }

    public let name: String
    public let colour: Colour
    /// The first compile error, `File.swift:12: message`, when the design does not compile.
    public let compileError: String?
    /// Nil when the goal suite did not run.
    public let review: DesignReview?
    /// The graph suite's drawing, as Markdown (`GraphDrawings`); empty when it did not run.
    public let graphs: String
    public let changes: Changes

    public init(
        name: String, colour: Colour, compileError: String?, review: DesignReview?, graphs: String,
        changes: Changes
    ) {
        self.name = name
        self.colour = colour
        self.compileError = compileError
        self.review = review
        self.graphs = graphs
        self.changes = changes
    }

    public var drawings: GraphDrawings { GraphDrawings(markdown: graphs) }

    /// The ids of the principles it breaks.
    public var broken: [String] { (review?.principles ?? []).filter { !$0.isKept }.map(\.id) }

    /// How many collaborators it holds in each kind of form, most first: `2 protocols, 1 closure`.
    public var heldAs: String {
        let kinds = Dictionary(grouping: review?.holdings ?? [], by: \.kind).mapValues(\.count)
        guard !kinds.isEmpty else { return review == nil ? "" : "nothing held" }
        return kinds.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { kind, count in
            "\(count) \(count == 1 ? kind : Self.plural(kind))"
        }.joined(separator: ", ")
    }

    /// How many objects its graphs draw, the lines of their trees.
    public var graphSize: Int { drawings.sections.reduce(0) { $0 + $1.tree.count } }

    private static func plural(_ kind: String) -> String {
        kind.hasPrefix("struct") ? kind.replacingOccurrences(of: "struct", with: "structs") : kind + "s"
    }
}
