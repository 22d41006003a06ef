import DesignRules
import Foundation
import KataKit
import Testing

/// The room's designs side by side: which two differ most and why, and pages that fit a
/// projector whatever the room sent.
struct DesignComparisonTests {
    @Test func test_mostUnlike_choosesTheDesignsThatHoldAndBreakDifferently() throws {
        let protocols = design("pair 1", holding: ["protocol"], files: ["Root.swift", "Client.swift"])
        let alsoProtocols = design("pair 2", holding: ["protocol"], files: ["Root.swift", "Client.swift"])
        let closures = design(
            "pair 3", holding: ["closure"], breaking: ["no-dependency-default"], files: ["Root.swift"])

        let pair = try #require(comparison([protocols, alsoProtocols, closures]).mostUnlike)

        #expect([pair.0.name, pair.1.name] == ["pair 1", "pair 3"])
    }

    @Test func test_mostUnlike_leavesOutADesignThatDidNotCompile() throws {
        let unbuilt = JudgedDesign(
            name: "pair 4", colour: .red, compileError: "A.swift:3: cannot find 'B' in scope", review: nil,
            graphs: "", changes: .init())
        let designs = [
            design("pair 1", holding: ["protocol"]), unbuilt, design("pair 2", holding: ["closure"]),
        ]

        let pair = try #require(comparison(designs).mostUnlike)

        #expect([pair.0.name, pair.1.name] == ["pair 1", "pair 2"])
    }

    @Test func test_mostUnlike_isNilForOneDesign() {
        #expect(comparison([design("pair 1")]).mostUnlike == nil)
    }

    @Test func test_overview_saysWhyTheMostUnlikeDiffer() {
        let designs = [
            design("pair 1", holding: ["protocol", "protocol"], files: ["Root.swift", "Client.swift"]),
            design("pair 3", holding: ["closure"], breaking: ["only-root-constructs"], files: ["Root.swift"]),
        ]

        let lines = comparison(designs).overview(columns: 120)

        #expect(lines.contains("Most unlike: pair 1 and pair 3"))
        #expect(lines.contains("  pair 1 holds 2 protocols; pair 3 holds 1 closure"))
        #expect(lines.contains("  pair 3 breaks only-root-constructs, which pair 1 keeps"))
        #expect(lines.contains("  2 files written against 1"))
    }

    @Test func test_overview_namesTheDesignsThatDidNotCompile() {
        let unbuilt = JudgedDesign(
            name: "pair 4", colour: .red, compileError: "A.swift:3: cannot find 'B' in scope", review: nil,
            graphs: "", changes: .init())

        let lines = comparison([design("pair 1"), unbuilt]).overview(columns: 120)

        #expect(lines.contains("  pair 4: A.swift:3: cannot find 'B' in scope"))
        #expect(lines.contains { $0.hasPrefix("pair 4 ") && $0.contains("no build") })
    }

    @Test func test_pages_fitAProjectorForARoomOfTwelvePairs() {
        let designs = (1...12).map { number in
            design(
                "pair \(number) with a rather long name",
                holding: number.isMultiple(of: 2) ? ["closure"] : ["protocol"],
                breaking: number.isMultiple(of: 3) ? ["no-dependency-default", "only-root-constructs"] : [],
                files: (0...number).map { "File\($0).swift" }, graph: (0...number).map { "  part \($0)" })
        }

        let pages = comparison(designs).pages(columns: 120)

        #expect(pages.count > 1)
        for page in pages {
            #expect(page.count <= Pager.pageSize)
            #expect(page.allSatisfy { $0.count <= 120 })
        }
    }

    @Test func test_pages_showTheTwoGraphsBesideEachOtherThenTheReferences() {
        let designs = [
            design("pair 1", holding: ["protocol"], graph: ["Loader", "  client: Adapter"]),
            design("pair 2", holding: ["closure"], graph: ["Loader"]),
        ]

        let lines = comparison(designs).pages(columns: 120).flatMap { $0 }

        #expect(lines.contains("The graphs: everyone"))
        #expect(lines.contains { $0.hasPrefix("pair 1") && $0.contains("│ pair 2") })
        #expect(lines.contains("the reference's:"))
    }

    @Test func test_pages_withoutTheReference_showOnlyTheRoomsDesigns() {
        let designs = [
            design("pair 1", holding: ["protocol"], graph: ["Loader", "  client: Adapter"]),
            design("pair 2", holding: ["closure"], graph: ["Loader"]),
        ]
        let sut = DesignComparison(
            kata: 4, designs: designs, reference: design("the reference", holding: ["protocol"]),
            showsReference: false)

        let lines = sut.pages(columns: 120).flatMap { $0 }

        #expect(lines.first == "Kata 4 in open mode: 2 designs, side by side")
        #expect(lines.contains { $0.hasPrefix("pair 1") && $0.contains("│ pair 2") })
        #expect(!lines.contains { $0.contains("the reference") })
    }

    @Test func test_table_cutsTheWidestColumnToFit() {
        let rows = [["a", String(repeating: "b", count: 200), "c"]]

        let lines = DesignComparison.table(rows, columns: 40)

        #expect(lines.allSatisfy { $0.count <= 40 })
        #expect(lines.first?.hasSuffix("  c") == true)
    }

    @Test func test_table_sharesTheCutBetweenWideColumns() {
        let rows = [[String(repeating: "a", count: 20), String(repeating: "b", count: 30), "c"]]

        let line = DesignComparison.table(rows, columns: 40).first ?? ""

        #expect(line.count == 40)
        #expect(line.hasPrefix(String(repeating: "a", count: 17) + "  "))
    }

    @Test func test_changes_countsFilesAndLinesAsADiffWould() {
        let start = [
            "S/Loader.swift": Data("a\nb\nc\n".utf8), "S/Client.swift": Data("x\n".utf8),
            "S/Same.swift": Data("s\n".utf8),
        ]
        let files = [
            "S/Loader.swift": Data("a\nB\nc\nd\n".utf8), "S/Root.swift": Data("r\nr\n".utf8),
            "S/Same.swift": Data("s\n".utf8),
        ]

        let changes = JudgedDesign.Changes(from: start, to: files)

        #expect(changes.added == ["Root.swift"])
        #expect(changes.changed == ["Loader.swift"])
        #expect(changes.removed == ["Client.swift"])
        #expect(changes.linesAdded == 2 + 2)
        #expect(changes.linesRemoved == 1 + 1)
    }

    // MARK: - Helpers

    private func comparison(_ designs: [JudgedDesign]) -> DesignComparison {
        DesignComparison(kata: 4, designs: designs, reference: design("the reference", holding: ["protocol"]))
    }

    private func design(
        _ name: String, holding kinds: [String] = ["protocol"], breaking broken: [String] = [],
        files: [String] = ["Root.swift"], graph: [String] = ["Loader"]
    ) -> JudgedDesign {
        let principles =
            ["no-dependency-default", "only-root-constructs", "no-shared-state"].map { id in
                DesignReview.Principle(
                    id: id,
                    broken: broken.contains(id)
                        ? [DesignReview.Place(file: "Root.swift", line: 3, text: "x")] : [])
            }
        let review = DesignReview(
            principles: principles, notes: [],
            holdings: kinds.enumerated().map { index, kind in
                DesignReview.Holding(name: "Part.held\(index)", kind: kind, form: "a \(kind)")
            })
        var changes = JudgedDesign.Changes()
        changes.added = files
        let graphs = "## everyone\n\n```\n" + graph.joined(separator: "\n") + "\n```\n"
        return JudgedDesign(
            name: name, colour: broken.isEmpty ? .green : .red, compileError: nil, review: review,
            graphs: graphs, changes: changes)
    }
}
