import Foundation
import Testing

@testable import KataDevKit
@testable import KataKit

/// What guided mode promises, on the real pages and data: the tests are the spec, the page says
/// what and why, and the hints go past it.
@Suite(.whereTheToolRuns) struct GuidedModeTests {
    @Test func test_movesSections_printAtMostTenDeclarationsForTheLearnerToType() throws {
        let tree = try PackageRoot.tree()
        let library = try KataLibrary(tree: tree)

        let declarations = try library.numbers.flatMap { number in
            let path = MoveSheet(plan: try library.plan(number)).pagePath
            return MoveSheet.declarations(
                inMovesOf: String(decoding: tree.read(path) ?? Data(), as: UTF8.self)
            )
            .map { "\(path): \($0)" }
        }

        #expect(declarations.count <= 10, "\(declarations.count): \(declarations.joined(separator: "\n"))")
    }

    @Test func test_everyMove_leavesADecision_andItsHintsGoPastThePage() throws {
        let library = try KataLibrary(tree: try PackageRoot.tree())

        for number in library.numbers {
            for (offset, move) in try library.plan(number).moves.enumerated() {
                let name = "kata \(number), move \(offset + 1)"
                #expect(!move.smell.isEmpty && !move.principle.isEmpty && !move.decides.isEmpty, "\(name)")
                #expect(move.minutes != nil, "\(name) has no minutes")
                #expect(move.hints.count >= 3, "\(name) has \(move.hints.count) hints")
                #expect(move.hints.first?.hasSuffix("?") == true, "\(name)'s first hint is not a question")
                let catchUp = move.hints.last?.hasPrefix("`swift run kata catch-up`") == true
                #expect(catchUp == !move.catchUp.isEmpty, "\(name)'s last hint and its catch-up disagree")
                #expect(MoveSheet.hintsRepeatingThePage(move, number: offset + 1) == [], "\(name)")
            }
        }
    }

}
