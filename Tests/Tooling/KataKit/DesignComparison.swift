import Foundation

/// The room's designs side by side, as `kata compare` puts them on a projector: a table of what
/// each changed, the principles it keeps and how it holds its collaborators; the principles each
/// breaks, with their places; the two designs that differ most, and why; then their graphs beside
/// each other and the reference's. Every page fits a screen of `Pager.pageSize` rows and the
/// columns it is given.
public struct DesignComparison: Sendable {
    public let kata: Int
    public let designs: [JudgedDesign]
    /// Named `the reference`.
    public let reference: JudgedDesign
    /// False leaves the reference out of the pages, for a review that shows the room's designs
    /// first.
    public let showsReference: Bool

    public init(kata: Int, designs: [JudgedDesign], reference: JudgedDesign, showsReference: Bool = true) {
        self.kata = kata
        self.designs = designs
        self.reference = reference
        self.showsReference = showsReference
    }

    /// The two designs that differ most, by how they hold their collaborators, the principles
    /// they break, their files and the size of their graphs; only designs that compiled, whose
    /// graphs can be shown. Nil with fewer than two.
    public var mostUnlike: (JudgedDesign, JudgedDesign)? {
        let built = designs.filter { $0.review != nil }
        var best: (JudgedDesign, JudgedDesign, Double)?
        for (index, first) in built.enumerated() {
            for second in built.dropFirst(index + 1) {
                let distance = Self.distance(first, second)
                if best == nil || distance > best!.2 { best = (first, second, distance) }
            }
        }
        return best.map { ($0.0, $0.1) }
    }

    /// 0 for two designs alike in every respect it weighs; each respect adds up to its weight.
    static func distance(_ first: JudgedDesign, _ second: JudgedDesign) -> Double {
        let kinds = { (design: JudgedDesign) in Set((design.review?.holdings ?? []).map(\.kind)) }
        let files = { (design: JudgedDesign) in
            Set((design.changes.added + design.changes.changed).map { $0.lowercased() })
        }
        let sizes = (Double(first.graphSize), Double(second.graphSize))
        let graph = max(sizes.0, sizes.1) == 0 ? 0 : abs(sizes.0 - sizes.1) / max(sizes.0, sizes.1)
        return 2 * unlikeness(kinds(first), kinds(second))
            + 2 * unlikeness(Set(first.broken), Set(second.broken))
            + unlikeness(files(first), files(second)) + graph
    }

    /// One minus the share of the two sets' members they have in common.
    private static func unlikeness(_ first: Set<String>, _ second: Set<String>) -> Double {
        let all = first.union(second)
        return all.isEmpty ? 0 : 1 - Double(first.intersection(second).count) / Double(all.count)
    }

    /// Why two designs differ, in a reviewer's words, most telling first.
    static func reasons(_ first: JudgedDesign, _ second: JudgedDesign) -> [String] {
        var reasons: [String] = []
        let kinds = { (design: JudgedDesign) in Set((design.review?.holdings ?? []).map(\.kind)) }
        if kinds(first) != kinds(second) {
            reasons.append("\(first.name) holds \(first.heldAs); \(second.name) holds \(second.heldAs)")
        }
        for (one, other) in [(first, second), (second, first)] {
            let own = one.broken.filter { !other.broken.contains($0) }
            if !own.isEmpty {
                reasons.append("\(one.name) breaks \(Self.list(own)), which \(other.name) keeps")
            }
        }
        let counts = (
            first.changes.added.count + first.changes.changed.count,
            second.changes.added.count + second.changes.changed.count
        )
        if counts.0 != counts.1 {
            reasons.append("\(counts.0) files written against \(counts.1)")
        }
        if first.graphSize != second.graphSize {
            reasons.append("graphs of \(first.graphSize) and \(second.graphSize) lines")
        }
        return reasons.isEmpty ? ["they differ in names and lines only"] : reasons
    }

    private static func list(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " and " + words.last!
    }

    /// Every page, each at most `Pager.pageSize` lines of at most `columns` characters.
    public func pages(columns: Int) -> [[String]] {
        var blocks = [overview(columns: columns), brokenPrinciples(columns: columns)]
        blocks += graphBlocks(columns: columns)
        return Self.paginate(blocks.filter { !$0.isEmpty }, columns: columns)
    }

    /// The table: one row a design, the reference's last.
    package func overview(columns: Int) -> [String] {
        let header = ["design", "check", "principles", "files", "lines", "held as", "questions"]
        let rows = (designs + (showsReference ? [reference] : [])).map { design -> [String] in
            let principles = design.review.map { review in
                "\(review.principles.filter(\.isKept).count) of \(review.principles.count)"
            }
            let changes = design.changes
            let files = "+\(changes.added.count) ~\(changes.changed.count) -\(changes.removed.count)"
            let lines = "+\(changes.linesAdded) -\(changes.linesRemoved)"
            let colour = design.compileError == nil ? design.colour.rawValue : "no build"
            return [
                design.name, colour, principles ?? "-", files, lines,
                design.review == nil ? "-" : design.heldAs, design.review.map { "\($0.notes.count)" } ?? "-",
            ]
        }
        let count = designs.count
        let beside = showsReference ? " and the reference" : ""
        var lines = [
            "Kata \(kata) in open mode: \(count) design\(count == 1 ? "" : "s")\(beside), side by side",
            "",
        ]
        lines += Self.table([header] + rows, columns: columns)
        lines += ["files: new, changed, gone; lines: in and out, against the kata's start"]
        if let (first, second) = mostUnlike {
            lines += ["", "Most unlike: \(first.name) and \(second.name)"]
            for reason in Self.reasons(first, second) {
                lines += Console.wrap("  " + reason, columns: columns)
            }
        }
        let unbuilt = designs.filter { $0.compileError != nil }
        if !unbuilt.isEmpty {
            lines += ["", "Not compiled, so not judged:"]
            for design in unbuilt {
                lines += Console.wrap("  \(design.name): \(design.compileError ?? "")", columns: columns)
            }
        }
        return lines
    }

    /// The principles each design breaks, with the first places a reviewer would look at.
    func brokenPrinciples(columns: Int) -> [String] {
        let breaking = (designs + [reference]).filter { !$0.broken.isEmpty }
        guard !breaking.isEmpty else { return [] }
        var lines = ["Principles broken, each at its first places:"]
        for design in breaking {
            lines.append("  \(design.name):")
            for principle in design.review?.principles ?? [] where !principle.isKept {
                let places = principle.broken.prefix(2).map { "\($0.file):\($0.line) `\($0.text)`" }
                let more = principle.broken.count > 2 ? " and \(principle.broken.count - 2) more" : ""
                lines += Console.wrap(
                    "    \(principle.id): " + places.joined(separator: ", ") + more, columns: columns)
            }
        }
        return lines
    }

    /// For each graph the kata draws: the two most unlike designs beside each other (the one
    /// design beside the reference when there is one), then the reference's.
    func graphBlocks(columns: Int) -> [[String]] {
        let shown: (JudgedDesign, JudgedDesign)
        let alone: Bool
        if let pair = mostUnlike {
            (shown, alone) = (pair, false)
        } else if let only = designs.first(where: { $0.review != nil }), showsReference {
            (shown, alone) = ((only, reference), true)
        } else {
            return []
        }
        return shown.0.drawings.sections.map { section in
            var lines = ["The graphs: \(section.name)"]
            let other = shown.1.drawings.sections.first { $0.name == section.name }?.tree ?? ["(not drawn)"]
            let headings = (shown.0.name, alone ? "the reference's" : shown.1.name)
            if let both = GraphDrawings.sideBySide(section.tree, other, headings: headings, columns: columns)
            {
                lines += both
            } else {
                lines += [headings.0 + ":"] + section.tree.map { "  " + $0 }
                lines += [headings.1 + ":"] + other.map { "  " + $0 }
            }
            if !alone && showsReference {
                let theirs =
                    reference.drawings.sections.first { $0.name == section.name }?.tree ?? ["(not drawn)"]
                lines += ["", "the reference's:"] + theirs.map { "  " + $0 }
            }
            return lines
        }
    }

    /// Blocks laid on pages of `Pager.pageSize` lines, a block never split unless it alone is
    /// longer than a page; lines cut at `columns`.
    static func paginate(_ blocks: [[String]], columns: Int) -> [[String]] {
        var pages: [[String]] = []
        var page: [String] = []
        for block in blocks {
            let fitted = block.map { String($0.prefix(columns)) }
            let needed = (page.isEmpty ? 0 : 1) + fitted.count
            if !page.isEmpty, page.count + needed > Pager.pageSize {
                pages.append(page)
                page = []
            }
            if !page.isEmpty { page.append("") }
            for line in fitted {
                if page.count == Pager.pageSize {
                    pages.append(page)
                    page = []
                }
                page.append(line)
            }
        }
        if !page.isEmpty { pages.append(page) }
        return pages
    }

    /// Rows as columns padded to their widest cell; the widest column, then the next widest, is cut
    /// a character at a time until the table fits (no column narrower than 8).
    package static func table(_ rows: [[String]], columns: Int) -> [String] {
        guard let first = rows.first else { return [] }
        var widths = first.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        while widths.reduce(0, +) + 2 * (widths.count - 1) > columns,
            let widest = widths.indices.max(by: { widths[$0] < widths[$1] }), widths[widest] > 8
        {
            widths[widest] -= 1
        }
        return rows.map { row in
            row.indices.map { column in
                let cell = String(row[column].prefix(widths[column]))
                return column == row.count - 1
                    ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }
}
