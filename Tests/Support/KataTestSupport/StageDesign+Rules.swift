import DesignRules
import SourceStructure
import Testing

extension StageDesign {
    /// Records one issue for each place that breaks `rule`, at the learner's file and line, with
    /// the rule's lesson. A place the reader could not read fails the rule too: a check that
    /// cannot see the code never passes.
    public func expect(_ rule: DesignRule, sourceLocation: SourceLocation = #_sourceLocation) {
        sources.expectFiles(sourceLocation: sourceLocation)
        sources.expectReadable(rule.id)
        sources.expectNone(rule.occurrences(in: self), rule.lesson, sourceLocation: sourceLocation)
    }
}

/// A kata's goal tests run their rules as one parameterized test: each row names its rule.
extension DesignRule: CustomTestStringConvertible {
    public var testDescription: String { id }
}
