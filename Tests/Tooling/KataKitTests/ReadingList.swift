import Foundation

/// What a run-sheet tells a coach to read, as its `**Read …**` paragraph lists it: one item per
/// line, `- [title](#anchor)` for a whole section or card, followed by `: *Part*, *Part*` for only
/// those sub-headings, and `questions 1 and 4` for only those numbered review questions. Reading
/// the list the coach reads, and not the sections a sheet happens to link, keeps the count honest.
struct ReadingList {
    struct Item: Equatable {
        let anchor: String
        let parts: [String]
        let questions: [Int]
    }

    let items: [Item]

    /// Every reading list of a text: each `**Read` paragraph's `- [` items, up to the blank line
    /// after them.
    static func lists(in text: String) -> [ReadingList] {
        var lists: [ReadingList] = []
        var current: [Item]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("**Read") {
                current.map { lists.append(ReadingList(items: $0)) }
                current = []
            } else if current != nil, line.hasPrefix("- ["), let item = item(in: line) {
                current?.append(item)
            } else if let items = current, line.isEmpty {
                lists.append(ReadingList(items: items))
                current = nil
            }
        }
        current.map { lists.append(ReadingList(items: $0)) }
        return lists
    }

    /// The text each item names, found by its anchor in the guide; an empty text for a part,
    /// question or anchor the guide does not have, so that a test can say which.
    func texts(in guide: String) -> [(item: Item, text: String)] {
        let lines = guide.split(separator: "\n", omittingEmptySubsequences: false)
        return items.map { item in
            guard let section = Self.section(anchored: item.anchor, in: lines) else { return (item, "") }
            if item.parts.isEmpty && item.questions.isEmpty { return (item, section.joined(separator: "\n")) }
            let parts = item.parts.map { Self.part(named: $0, in: section) }
            let questions = item.questions.map { Self.question($0, in: section) }
            guard !(parts + questions).contains(where: \.isEmpty) else { return (item, "") }
            return (item, (parts + questions).joined(separator: "\n"))
        }
    }

    /// GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen.
    static func anchor(of heading: Substring) -> String {
        let title = heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
        return String(
            title.compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_"
                    ? character : nil
            })
    }

    private static func item(in line: Substring) -> Item? {
        guard let open = line.range(of: "](#"), let close = line[open.upperBound...].firstIndex(of: ")")
        else { return nil }
        let anchor = String(line[open.upperBound..<close])
        let rest = line[line.index(after: close)...]
        let parts = rest.split(separator: "*", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        var questions: [Int] = []
        if let range = rest.range(of: #"questions? [0-9][0-9, and]*"#, options: .regularExpression) {
            questions = rest[range].split { !$0.isNumber }.compactMap { Int($0) }
        }
        return Item(anchor: anchor, parts: parts, questions: questions)
    }

    private static func level(of line: Substring) -> Int? {
        let hashes = line.prefix { $0 == "#" }.count
        return hashes > 0 && line.dropFirst(hashes).hasPrefix(" ") ? hashes : nil
    }

    /// The lines from the heading with that anchor up to the next heading of its level or above.
    private static func section(anchored anchor: String, in lines: [Substring]) -> ArraySlice<Substring>? {
        guard let start = lines.firstIndex(where: { level(of: $0) != nil && Self.anchor(of: $0) == anchor }),
            let depth = level(of: lines[start])
        else { return nil }
        let end = lines[(start + 1)...].firstIndex { (level(of: $0) ?? .max) <= depth } ?? lines.endIndex
        return lines[start..<end]
    }

    /// A sub-heading's text whose title starts with the part's name, up to the next heading.
    private static func part(named name: String, in section: ArraySlice<Substring>) -> String {
        let body = section.dropFirst()
        guard
            let start = body.firstIndex(where: {
                level(of: $0) != nil
                    && $0.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).hasPrefix(name)
            })
        else { return "" }
        let end = body[(start + 1)...].firstIndex { level(of: $0) != nil } ?? body.endIndex
        return body[start..<end].joined(separator: "\n")
    }

    /// Review question N: its numbered item under `Review questions`, model answer included.
    private static func question(_ number: Int, in section: ArraySlice<Substring>) -> String {
        let questions = part(named: "Review questions", in: section)
            .split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = questions.firstIndex(where: { $0.hasPrefix("\(number). ") }) else { return "" }
        let end =
            questions[(start + 1)...].firstIndex { line in
                line.first?.isNumber == true && line.contains(". ")
            } ?? questions.endIndex
        return questions[start..<end].joined(separator: "\n")
    }
}
