import Foundation
import KataKit

/// What the guides say that the data and the code must agree with, read from their Markdown
/// structure: the kit's cards and session plans in `Katas.md`, and each kata's own page.
enum GuideReader {
    // MARK: - The kit's cards

    /// The card of kata N in the kit: from its `### Kata N …` heading up to the next heading of
    /// that level or above.
    static func card(of kata: Int, in guide: String) -> [Substring] {
        let lines = guide.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("### Kata \(kata) ") }) else { return [] }
        let end =
            lines[(start + 1)...].firstIndex {
                $0.hasPrefix("### ") || $0.hasPrefix("## ") || $0.hasPrefix("# ")
            }
            ?? lines.endIndex
        return Array(lines[start..<end])
    }

    /// The minutes of pair work the card's `**Timebox:** N min` line gives.
    static func timebox(in guide: String, kata: Int) -> Int? {
        let marker = "**Timebox:**"
        guard let line = card(of: kata, in: guide).first(where: { $0.contains(marker) }),
            let range = line.range(of: marker)
        else { return nil }
        return minutes(in: line[range.upperBound...])
    }

    /// The questions of the card's `#### Review questions`: the bold start of each item, the
    /// model answer after it left out.
    static func reviewQuestions(in guide: String, kata: Int) -> [String] {
        items(under: "#### Review questions", in: card(of: kata, in: guide)).compactMap {
            boldPrefix(of: $0).map { normalized($0.bold) }
        }
    }

    // MARK: - A kata's own page

    /// The questions of a page's `## Review questions`, or nil when it has none.
    static func reviewQuestions(inPage page: String) -> [String]? {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.contains(where: { $0.hasPrefix("## Review questions") }) else { return nil }
        return items(under: "## Review questions", in: lines).map(normalized)
    }

    // MARK: - The session plans

    /// A row of a session's outline: `| 0:30 | 21 | Concrete | what the room does | screen |`.
    struct SessionRow: Equatable {
        let line: Int
        /// Minutes since the session began.
        let start: Int
        /// Nil for the row that ends the session.
        let minutes: Int?
        let part: String
        let text: String
    }

    /// One outline table, with the length its `## ` heading promises (`The 90-minute session`,
    /// `The half-day session (240 minutes)`), if it names one.
    struct SessionTable: Equatable {
        let heading: String
        let length: Int?
        let rows: [SessionRow]
    }

    static let parts: Set = ["Connect", "Concept", "Concrete", "Conclusion", "Break", "End"]

    static func sessionTables(in guide: String) -> [SessionTable] {
        var tables: [SessionTable] = []
        var heading = ""
        var rows: [SessionRow] = []
        func close() {
            if !rows.isEmpty {
                tables.append(SessionTable(heading: heading, length: length(in: heading), rows: rows))
            }
            rows = []
        }
        for (index, line) in guide.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("## ") {
                close()
                heading = String(line.dropFirst(3))
            }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard line.hasPrefix("|"), cells.count >= 4, let start = clockMinutes(cells[0]) else {
                close()
                continue
            }
            rows.append(
                SessionRow(
                    line: index + 1, start: start, minutes: Int(cells[1]), part: cells[2],
                    text: cells[3...].joined(separator: " | ")))
        }
        close()
        return tables
    }

    /// The kata and the moves a practice slot names: `Kata 5 in pairs, moves 1–8`.
    static func practice(in text: String) -> (kata: Int, moves: ClosedRange<Int>)? {
        guard
            let range = text.range(
                of: #"Kata \d+ in pairs, moves? \d+([–-]\d+)?"#, options: .regularExpression)
        else { return nil }
        let numbers = text[range].split { !$0.isNumber }.compactMap { Int($0) }
        guard numbers.count >= 2, numbers[1] <= numbers.last! else { return nil }
        return (numbers[0], numbers[1]...numbers.last!)
    }

    // MARK: - Names and numbers the text states

    /// The ids of the kata's mistakes the guide names as `kataN-id`.
    static func mistakeIDs(in guide: String, kata: Int) -> [String] {
        let prefix = "kata\(kata)-"
        var ids: [String] = []
        var rest = guide[...]
        while let range = rest.range(of: prefix) {
            let id = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" }
            if !id.isEmpty { ids.append(String(id)) }
            rest = rest[range.upperBound...]
        }
        return ids
    }

    /// The command words after `swift run kata ` in a text.
    static func kataCommands(in text: String) -> [String] {
        var commands: [String] = []
        var rest = text[...]
        while let range = rest.range(of: "swift run kata ") {
            let word = rest[range.upperBound...].prefix { $0.isLetter || $0 == "-" }
            if !word.isEmpty { commands.append(String(word)) }
            rest = rest[range.upperBound...]
        }
        return commands
    }

    /// The test names the text quotes as code, `test_load_…`, with or without their parentheses.
    static func testNames(in text: String) -> [String] {
        inlineCode(in: text).compactMap { span in
            var name = span.text
            if name.hasSuffix("()") { name.removeLast(2) }
            let isName =
                name.hasPrefix("test_") && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            return isName ? name : nil
        }
    }

    /// The Swift file names the text quotes as code on their own, `FeedStore.swift`, without a
    /// folder (paths with one are `repositoryPaths`).
    static func swiftFileNames(in text: String) -> [String] {
        inlineCode(in: text).map(\.text).filter { name in
            name.hasSuffix(".swift") && name.count > 6
                && name.dropLast(6).allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "+" }
        }
    }

    /// The numbers the text writes just before `phrase`, in figures or in words up to twelve:
    /// "three rows changed on purpose" gives 3 for "rows changed on purpose".
    static func numbers(before phrase: String, in text: String) -> [Int] {
        let words = [
            "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        ]
        var numbers: [Int] = []
        var rest = text[...]
        while let range = rest.range(of: phrase, options: .caseInsensitive) {
            let before = rest[..<range.lowerBound].split(whereSeparator: \.isWhitespace).last.map {
                $0.lowercased()
            }
            if let before, let number = Int(before) ?? words.firstIndex(of: before).map({ $0 + 1 }) {
                numbers.append(number)
            }
            rest = rest[range.upperBound...]
        }
        return numbers
    }

    /// The paths below `Stages/` or `Tests/` the text names, where the folder after them is a
    /// real one or a stage's (`Stages/Stage4CompositionRoot/…`), leaving out placeholders such as
    /// `Stages/StageN…`.
    static func repositoryPaths(in text: String, folders: Set<String>) -> [String] {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_+./-")
        let characters = Array(text)
        var paths: [String] = []
        var index = 0
        while index < characters.count {
            guard allowed.contains(characters[index]) else {
                index += 1
                continue
            }
            var end = index
            while end < characters.count, allowed.contains(characters[end]) { end += 1 }
            let token = String(characters[index..<end])
            let followedByEllipsis = end < characters.count && characters[end] == "…"
            index = end
            let parts = token.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count >= 2, parts[0] == "Stages" || parts[0] == "Tests", !followedByEllipsis else {
                continue
            }
            let folder = String(parts[1])
            let isStage = folder.hasPrefix("Stage") && folder.dropFirst(5).first?.isNumber == true
            guard isStage || folders.contains(folder) else { continue }
            var path = token
            while path.hasSuffix(".") || path.hasSuffix("/") { path.removeLast() }
            paths.append(path)
        }
        return paths
    }

    // MARK: - Commands on the screen

    /// A command as the guide prints it, and the line it starts on.
    struct PrintedCommand: Equatable {
        let line: Int
        /// The command on one line: a ```sh block's lines that end in ` \` joined to the next.
        let text: String
        /// A line of a ```sh block, where every line is a command to type, rather than code quoted
        /// in prose.
        let inShellBlock: Bool
        /// The widest of the lines it is printed on, as a screen shows it typed.
        let columns: Int

        init(line: Int, text: String, inShellBlock: Bool, columns: Int? = nil) {
            self.line = line
            self.text = text
            self.inShellBlock = inShellBlock
            self.columns = columns ?? text.count
        }
    }

    /// The programs whose quoting in prose makes a span a screen command: those the screen takes,
    /// and those it refuses, so that a `diff -u` in prose is caught too.
    static let screenPrograms: Set = ["cat", "ls", "wc", "diff"]

    /// Every line of the guide's ```sh blocks, and every span of inline code that runs one of the
    /// screen programs (`git diff` included), in the order they appear.
    static func printedCommands(in guide: String) -> [PrintedCommand] {
        var commands: [PrintedCommand] = []
        var fence: Substring?
        var continued: (line: Int, parts: [String], columns: Int)?
        for (index, line) in guide.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") {
                fence = fence == nil ? trimmed.dropFirst(3) : nil
                continue
            }
            guard fence == "sh" else { continue }
            let text = trimmed.trimmingCharacters(in: .whitespaces)
            guard continued != nil || (!text.isEmpty && !text.hasPrefix("#")) else { continue }
            var command = continued ?? (index + 1, [], 0)
            command.columns = max(command.columns, line.count)
            guard !text.hasSuffix(" \\") else {
                command.parts.append(String(text.dropLast(2)))
                continued = command
                continue
            }
            continued = nil
            commands.append(
                PrintedCommand(
                    line: command.line, text: (command.parts + [text]).joined(separator: " "),
                    inShellBlock: true,
                    columns: command.columns))
        }
        for span in inlineCode(in: guide) {
            let words = span.text.split(separator: " ")
            let isScreen =
                words.first.map { screenPrograms.contains(String($0)) } == true
                || (words.count >= 2 && words[0] == "git" && ["diff", "ls-files"].contains(words[1]))
            if isScreen {
                commands.append(PrintedCommand(line: span.line, text: span.text, inShellBlock: false))
            }
        }
        return commands.sorted { $0.line < $1.line }
    }

    /// The spans of inline code outside fenced blocks, each with the line it starts on. A span
    /// may go on across a line break, as Markdown allows, but not across a blank line.
    static func inlineCode(in text: String) -> [(line: Int, text: String)] {
        var spans: [(line: Int, text: String)] = []
        var inFence = false
        var open: (line: Int, text: String)?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.drop(while: { $0 == " " }).hasPrefix("```") {
                inFence.toggle()
                open = nil
                continue
            }
            if inFence || line.allSatisfy(\.isWhitespace) {
                open = nil
                continue
            }
            if open != nil { open!.text += " " }
            for character in line {
                if character == "`" {
                    if let span = open {
                        spans.append((span.line, span.text.trimmingCharacters(in: .whitespaces)))
                        open = nil
                    } else {
                        open = (index + 1, "")
                    }
                } else if open != nil {
                    open!.text.append(character)
                }
            }
        }
        return spans
    }

    // MARK: - Helpers

    /// The text of the numbered list that follows `heading`, up to the next heading: one string
    /// per item, its lines joined, without its number.
    private static func items(under heading: String, in lines: [Substring]) -> [String] {
        guard let start = lines.firstIndex(where: { $0.hasPrefix(heading) }) else { return [] }
        var items: [String] = []
        for line in lines[(start + 1)...] {
            if line.hasPrefix("#") { break }
            if let dot = line.firstIndex(of: "."), let number = Int(line[..<dot]), number == items.count + 1 {
                items.append(String(line[line.index(after: dot)...].drop { $0 == " " }))
            } else if !items.isEmpty, line.first == " ", !line.allSatisfy(\.isWhitespace) {
                items[items.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
            }
        }
        return items
    }

    /// `**bold**` at the start of an item, and what follows it.
    private static func boldPrefix(of item: String) -> (bold: String, rest: Substring)? {
        guard item.hasPrefix("**"), let close = item.dropFirst(2).range(of: "**") else { return nil }
        return (String(item.dropFirst(2)[..<close.lowerBound]), item[close.upperBound...])
    }

    /// The first `N min` in a text.
    private static func minutes(in text: Substring) -> Int? {
        guard let range = text.range(of: #"\d+ min"#, options: .regularExpression) else { return nil }
        return Int(text[range].prefix { $0.isNumber })
    }

    private static func clockMinutes(_ cell: String) -> Int? {
        let parts = cell.split(separator: ":")
        guard parts.count == 2, parts[1].count == 2, let hours = Int(parts[0]), let minutes = Int(parts[1])
        else {
            return nil
        }
        return hours * 60 + minutes
    }

    /// The length a heading names: `90-minute`, `240 minutes`.
    private static func length(in heading: String) -> Int? {
        guard let range = heading.range(of: #"\d+[- ]minute"#, options: .regularExpression) else {
            return nil
        }
        return Int(heading[range].prefix { $0.isNumber })
    }

    /// A question as a reader sees it: no emphasis marks, one space between words.
    private static func normalized(_ text: String) -> String {
        text.replacingOccurrences(of: "**", with: "").split(whereSeparator: \.isWhitespace).joined(
            separator: " ")
    }
}

extension GuideReader {
    /// A command the kit puts on the screen: one of a few forms that only read the package's
    /// `Stages/` and `Tests/`, split into arguments as a shell would split them, and never given
    /// to a shell. Anything else is refused, with the reason.
    struct ScreenCommand: Equatable {
        let arguments: [String]
        /// The files and folders it reads: `git diff --no-index` exits 1 for a missing one, as for
        /// two files that differ, so each is checked before it runs.
        let paths: [String]
        /// The highest exit status that is not a failure: a diff exits with 1 when the files differ.
        let highestGoodStatus: Int32

        init(_ text: String) throws {
            let words = try GuideReader.shellWords(text)
            var options: [String] = []
            var paths: [String] = []
            var afterDashes = false
            let (program, rest) =
                words.starts(with: ["git"]) && words.count > 1
                ? ("git \(words[1])", words.dropFirst(2)) : (words.first ?? "", words.dropFirst())
            for word in rest {
                if !afterDashes, word == "--" {
                    afterDashes = true
                } else if !afterDashes, word.hasPrefix("-") {
                    options.append(word)
                } else {
                    paths.append(word)
                }
            }
            // Only what prints the same on a Mac and on Linux: git's own output, and cat. BSD and
            // GNU diff, ls and wc differ in wording, padding, order and how they split a change.
            let allowed: (String) -> Bool
            var pathCount = 1...Int.max
            switch program {
            case "git diff":
                guard options.contains("--no-index") else {
                    throw KataError("git diff on the screen compares two paths: git diff --no-index A B")
                }
                allowed = Self.isGitDiffOption
                pathCount = 2...2
                highestGoodStatus = 1
            case "git ls-files":
                allowed = { _ in false }
                highestGoodStatus = 0
            case "cat":
                allowed = { ["-n", "-s"].contains($0) }
                highestGoodStatus = 0
            default:
                throw KataError(
                    "not a screen command: the kit prints only git diff --no-index, git ls-files and cat, over Stages/ and Tests/, which print the same on macOS and Linux"
                )
            }
            if let option = options.first(where: { !allowed($0) }) {
                throw KataError("\(program) takes no \(option) on the screen")
            }
            guard pathCount.contains(paths.count) else {
                throw KataError(
                    "\(program) on the screen takes \(pathCount.lowerBound == pathCount.upperBound ? "two" : "one or more") paths, not \(paths.count)"
                )
            }
            if let path = paths.first(where: { !Self.isPackagePath($0) }) {
                throw KataError("\(path) is not a path below Stages/ or Tests/")
            }
            self.paths = paths
            arguments =
                program.split(separator: " ").map(String.init) + options + (afterDashes ? ["--"] : []) + paths
        }

        private static func isPackagePath(_ path: String) -> Bool {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            return ["Stages", "Tests"].contains(parts[0]) && !parts.contains("..")
        }

        private static func isGitDiffOption(_ option: String) -> Bool {
            let exact: Set = [
                "--no-index", "--stat", "--shortstat", "--numstat", "--name-only", "--name-status",
                "--summary",
                "--compact-summary", "-M", "--find-renames", "-R", "-w", "-b", "--ignore-all-space",
                "--ignore-space-change", "--ignore-blank-lines", "--no-color", "--color=never",
            ]
            let prefixes = [
                "--stat=", "-M", "--find-renames=", "-U", "--unified=", "-I", "--ignore-matching-lines=",
            ]
            return exact.contains(option)
                || prefixes.contains { option.hasPrefix($0) && option.count > $0.count }
        }
    }

    /// The words of a command line as a POSIX shell splits them (quotes and backslashes), with
    /// no expansion of any kind: whatever a shell would expand or treat as an operator is refused.
    static func shellWords(_ text: String) throws -> [String] {
        var words: [String] = []
        var word: String?
        var characters = text.makeIterator()
        while let character = characters.next() {
            switch character {
            case " ", "\t":
                if let finished = word { words.append(finished) }
                word = nil
            case "'":
                var quoted = ""
                var closed = false
                while let next = characters.next() {
                    if next == "'" {
                        closed = true
                        break
                    }
                    quoted.append(next)
                }
                guard closed else { throw KataError("a quote ' is never closed") }
                word = (word ?? "") + quoted
            case "\"":
                var quoted = ""
                var closed = false
                while let next = characters.next() {
                    if next == "\"" {
                        closed = true
                        break
                    }
                    if next == "$" || next == "`" {
                        throw KataError("\(next) inside double quotes would be expanded")
                    }
                    if next == "\\" {
                        guard let escaped = characters.next() else { break }
                        if !"\"\\$`".contains(escaped) { quoted.append(next) }
                        quoted.append(escaped)
                    } else {
                        quoted.append(next)
                    }
                }
                guard closed else { throw KataError("a quote \" is never closed") }
                word = (word ?? "") + quoted
            case "\\":
                guard let escaped = characters.next() else { throw KataError("a backslash ends the line") }
                word = (word ?? "") + String(escaped)
            case "|", "&", ";", "<", ">", "(", ")", "$", "`", "*", "?", "[", "]", "{", "}", "!":
                throw KataError("\(character) is for a shell, and the kit's commands run without one")
            case "#" where word == nil, "~" where word == nil:
                throw KataError("\(character) is for a shell, and the kit's commands run without one")
            default:
                word = (word ?? "") + String(character)
            }
        }
        if let finished = word { words.append(finished) }
        return words
    }
}
