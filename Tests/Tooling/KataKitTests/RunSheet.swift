import Foundation

@testable import KataDevKit
@testable import KataKit

/// What the kit's run-sheets put on the screen and ask a coach to read, found by the kit's own
/// markers: the lines of ```sh screen blocks, the `## Run-sheet …` sections and the cards they
/// link to, so that no check depends on the prose around them.
enum RunSheet {
    /// The info string that marks a fenced block as commands for the room's screen.
    static let screenFence = "sh screen"
    /// What a projector shows a room: the pager's 50 lines, and 120 columns.
    static let screenLines = Pager.pageSize
    static let screenColumns = 120

    struct ScreenCommand: Equatable {
        let line: Int
        let text: String
        /// A command of the `kata` tool, which needs a kata in progress on a pair's machine.
        var needsAKata: Bool { text.hasPrefix("swift run kata ") }
    }

    /// Every line of the guide's ```sh screen blocks, with the line it is on: each fenced block
    /// is found by its opening and closing fences, and only those opened as `sh screen` are read.
    static func screenCommands(in guide: String) -> [ScreenCommand] {
        let lines = guide.split(separator: "\n", omittingEmptySubsequences: false)
        let isFence = { (line: Substring) in line.drop { $0 == " " }.hasPrefix("```") }
        var commands: [ScreenCommand] = []
        var next = lines.startIndex
        while let open = lines[next...].firstIndex(where: isFence),
            let close = lines[(open + 1)...].firstIndex(where: isFence)
        {
            if lines[open].trimmingCharacters(in: .whitespaces) == "```" + screenFence {
                commands += (open + 1..<close).compactMap { index in
                    let text = lines[index].trimmingCharacters(in: .whitespaces)
                    return text.isEmpty ? nil : ScreenCommand(line: index + 1, text: text)
                }
            }
            next = close + 1
        }
        return commands
    }

    /// The text of the `## ` section whose heading starts with `prefix`, heading included.
    static func section(startingWith prefix: String, in guide: String) -> String {
        let lines = guide.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("## " + prefix) }) else { return "" }
        let end =
            lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") || $0.hasPrefix("# ") } ?? lines.endIndex
        return lines[start..<end].joined(separator: "\n")
    }

    /// The cards a text links to: kata N's for each `(#kata-N--…)`, and stage 1's for
    /// `(#stage-1--…)`, each as the card's text.
    static func linkedCards(in text: String, guide: String) -> [String] {
        var cards: [String] = []
        if text.contains("(#stage-1--") {
            cards.append(card(headed: "### Stage 1 ", in: guide))
        }
        for kata in 2...9 where text.contains("(#kata-\(kata)--") {
            cards.append(GuideReader.card(of: kata, in: guide).joined(separator: "\n"))
        }
        return cards
    }

    /// Words as a reader meets them: runs of characters between white space.
    static func words(in text: String) -> Int {
        text.split(whereSeparator: \.isWhitespace).count
    }

    /// The widest line of a text, a tab counted as the spaces up to the next stop of eight.
    static func columns(of line: String) -> Int {
        var column = 0
        for character in line {
            column = character == "\t" ? (column / 8 + 1) * 8 : column + 1
        }
        return column
    }

    private static func card(headed prefix: String, in guide: String) -> String {
        let lines = guide.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix(prefix) }) else { return "" }
        let end =
            lines[(start + 1)...].firstIndex {
                $0.hasPrefix("### ") || $0.hasPrefix("## ") || $0.hasPrefix("# ")
            } ?? lines.endIndex
        return lines[start..<end].joined(separator: "\n")
    }
}
