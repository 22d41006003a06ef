/// Where the tool speaks: every line goes through `write`, so tests can read what a learner
/// would see. Colours always come with their word, and are left out under `NO_COLOR` or when
/// the output is not a terminal. Prose goes through `tell`, which wraps it to the terminal.
public struct Console: Sendable {
    public let colours: Bool
    /// The terminal's width; 80 when it cannot be told.
    public let columns: Int
    let write: @Sendable (String) -> Void

    public init(colours: Bool, columns: Int = 80, write: @escaping @Sendable (String) -> Void) {
        self.colours = colours
        self.columns = max(columns, 20)
        self.write = write
    }

    /// One line as it is: a diff's, a path's.
    public func say(_ line: String = "") {
        write(line)
    }

    /// Prose, wrapped at the terminal's width; a wrapped line keeps the first one's indent.
    public func tell(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            for wrapped in Self.wrap(String(line), columns: columns) { write(wrapped) }
        }
    }

    /// `line` broken at spaces into lines of at most `columns` characters (a longer word stays
    /// whole), the later ones indented as the first.
    public static func wrap(_ line: String, columns: Int) -> [String] {
        guard line.count > columns else { return [line] }
        let indent = String(line.prefix { $0 == " " })
        var lines: [String] = []
        var current = ""
        for word in line.dropFirst(indent.count).split(separator: " ") {
            let prefix = current.isEmpty ? indent : current + " "
            if !current.isEmpty, prefix.count + word.count > columns {
                lines.append(current)
                current = indent + word
            } else {
                current = prefix + word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    public func colour(_ colour: Colour) -> String {
        paint(colour.rawValue, code: colour == .green ? "32" : "31")
    }

    public func bold(_ text: String) -> String {
        paint(text, code: "1")
    }

    public func dim(_ text: String) -> String {
        paint(text, code: "2")
    }

    private func paint(_ text: String, code: String) -> String {
        colours ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
