/// Where the tool speaks: every line goes through `write`, so tests can read what a learner
/// would see. Colours always come with their word, and are left out under `NO_COLOR` or when
/// the output is not a terminal.
public struct Console: Sendable {
    public let colours: Bool
    let write: @Sendable (String) -> Void

    public init(colours: Bool, write: @escaping @Sendable (String) -> Void) {
        self.colours = colours
        self.write = write
    }

    public func say(_ line: String = "") {
        write(line)
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
