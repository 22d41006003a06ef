/// A mistake or a correct variant: a change to the reference stage that its kata's check must
/// reject, or must accept. Each is a file of its own, `Tests/Tooling/KataData/kataN/mistakes/ID.diff`, a
/// unified diff that a reviewer reads as a pull request, with its fields above the first file:
///
///     Summary: analytics is an optional, and every use site asks whether it is there
///     Category: optional-collaborator
///     Behaviour-Intact: true
///     Rule: no-optional-collaborator
///     Source: outside
public struct CatalogueEntry: Equatable, Sendable {
    public let id: String
    public let summary: String
    public let category: String?
    /// A mistake only the goal checks can see: the learner's own tests are not run against it.
    public let behaviourIntact: Bool
    /// The goal rule that must catch a mistake (its id, the row of the kata's rule test), when a
    /// rule is what catches it.
    public let rule: String?
    /// `outside` for an entry written by someone who had read neither the checks nor the
    /// catalogue: those entries are how the checks are judged.
    public let source: String?
    public let edits: [Operation]

    public init(
        id: String, summary: String, category: String? = nil, behaviourIntact: Bool = false,
        rule: String? = nil, source: String? = nil, edits: [Operation]
    ) {
        self.id = id
        self.summary = summary
        self.category = category
        self.behaviourIntact = behaviourIntact
        self.rule = rule
        self.source = source
        self.edits = edits
    }

    /// The fields an entry's file may have, in the order it writes them.
    public static let fields = ["Summary", "Category", "Behaviour-Intact", "Rule", "Source"]

    /// Reads an entry's file; `id` is its name without `.diff`.
    public init(id: String, diff text: String) throws {
        let diff: UnifiedDiff
        do {
            diff = try UnifiedDiff(parsing: text)
        } catch let problem as UnifiedDiff.Problem {
            throw KataError("the catalogue entry \(id) is not a unified diff: \(problem)")
        }
        if let unknown = diff.fields.map(\.key).first(where: { !Self.fields.contains($0) }) {
            throw KataError(
                "the catalogue entry \(id) has a field \(unknown): the fields are \(Self.fields.joined(separator: ", "))"
            )
        }
        guard let summary = diff.field("Summary"), !summary.isEmpty else {
            throw KataError("the catalogue entry \(id) needs a Summary: line above its diff")
        }
        let intact = diff.field("Behaviour-Intact")
        guard intact == nil || intact == "true" || intact == "false" else {
            throw KataError(
                "the catalogue entry \(id) says Behaviour-Intact: \(intact ?? ""); it is true or false")
        }
        self.init(
            id: id, summary: summary, category: diff.field("Category"), behaviourIntact: intact == "true",
            rule: diff.field("Rule"), source: diff.field("Source"), edits: [.patch(diff)])
    }

    /// The entry's file: its fields, a blank line, then `diff`, the change as `git diff` wrote it.
    public static func text(
        summary: String, category: String?, behaviourIntact: Bool, rule: String?, source: String?,
        diff: String
    ) -> String {
        let values = [summary, category, behaviourIntact ? "true" : nil, rule, source]
        let header = zip(fields, values).compactMap { field, value in value.map { "\(field): \($0)" } }
        return header.joined(separator: "\n") + "\n\n" + diff
    }
}
