/// What the guide says that the data must agree with, read from its Markdown structure.
enum GuideReader {
    /// The section of `## Stage N — …`, up to the next `## ` heading.
    static func section(of kata: Int, in guide: String) -> [Substring] {
        let lines = guide.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("## Stage \(kata) ") }) else { return [] }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
        return lines[start..<end].map { $0 }
    }

    /// The bold titles of the numbered moves, `1. **Title.** …`, in the kata's section, without
    /// their closing full stop.
    static func moveTitles(in guide: String, kata: Int) -> [String] {
        moveTitles(in: section(of: kata, in: guide))
    }

    /// The same, in a kata's own page: the numbered list under its `## The moves` heading.
    static func moveTitles(inPage page: String) -> [String]? {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("## The moves") }) else { return nil }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
        return moveTitles(in: Array(lines[start..<end]))
    }

    private static func moveTitles(in section: [Substring]) -> [String] {
        var titles: [String] = []
        for line in section {
            guard let dot = line.firstIndex(of: "."), Int(line[..<dot]) == titles.count + 1 else { continue }
            let rest = line[line.index(after: dot)...].drop { $0 == " " }
            guard rest.hasPrefix("**"), let close = rest.dropFirst(2).range(of: "**") else { continue }
            var title = String(rest.dropFirst(2)[..<close.lowerBound])
            if title.hasSuffix(".") { title.removeLast() }
            titles.append(title)
        }
        return titles
    }

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
}
