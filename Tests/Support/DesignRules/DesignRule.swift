import SourceStructure

/// One design rule a goal check teaches, as a value: what it is called, the principle, the sentence
/// the learner reads when a design breaks it, the kinds of mistake it catches, and how it finds the
/// places at fault in a stage. A kata's goal tests run their rules as one parameterized test, so
/// each row of the results names its rule, and `Tests/Support/DesignRulesTests` tests each rule on its own.
public struct DesignRule: Sendable, CustomStringConvertible {
    /// Kebab-case and stable: catalogue entries name the rule that must catch them.
    public let id: String
    /// The principle, in one sentence, without the kata's words.
    public let principle: String
    /// What the learner reads at the line at fault; it may name the kata and the move.
    public let lesson: String
    /// The `category` values of the catalogue entries it catches.
    public let categories: Set<String>
    private let find: @Sendable (StageDesign) -> [Occurrence]

    public init(
        id: String, principle: String, lesson: String? = nil, categories: Set<String>,
        find: @escaping @Sendable (StageDesign) -> [Occurrence]
    ) {
        self.id = id
        self.principle = principle
        self.lesson = lesson ?? principle
        self.categories = categories
        self.find = find
    }

    /// The places in `design` that break the rule.
    public func occurrences(in design: StageDesign) -> [Occurrence] {
        find(design)
    }

    /// The same rule, said in a kata's words.
    public func teaching(_ lesson: String) -> DesignRule {
        DesignRule(id: id, principle: principle, lesson: lesson, categories: categories, find: find)
    }

    /// The same rule under another id, for a kata that asks it of a narrower part of the stage.
    public func named(_ id: String) -> DesignRule {
        DesignRule(id: id, principle: principle, lesson: lesson, categories: categories, find: find)
    }

    /// The rule `id` that several rules make together: one lesson for all their findings.
    public static func combining(_ rules: [DesignRule], id: String, principle: String? = nil) -> DesignRule {
        DesignRule(
            id: id, principle: principle ?? rules.map(\.principle).joined(separator: " "),
            categories: rules.reduce(into: []) { $0.formUnion($1.categories) }
        ) { design in
            rules.flatMap { $0.occurrences(in: design) }
        }
    }

    public var description: String { id }
}
