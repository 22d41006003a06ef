import DesignRules
import Foundation
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

extension StageDesign {
    /// This design's review under `rules` (`review(keeping:)`), each question expected to point at
    /// a line of the stage, and written as JSON to the file `DesignReview.outputVariable` names
    /// when it is set: `kata done` sets it in open mode and prints the questions beside its
    /// verdict, and `kata compare` sets designs side by side by it.
    public func recordReview(
        keeping rules: [DesignRule], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let review = review(keeping: rules)
        for note in review.notes {
            let lines = sources.files.first { $0.path == note.file }?.text.split(
                separator: "\n", omittingEmptySubsequences: false
            ).count
            #expect(
                lines.map { (1...$0).contains(note.line) } == true,
                "A review note points at \(note.file):\(note.line), which is not a line of the stage.",
                sourceLocation: sourceLocation)
        }
        if let path = ProcessInfo.processInfo.environment[DesignReview.outputVariable] {
            try JSONEncoder().encode(review).write(to: URL(fileURLWithPath: path))
        }
    }
}
