/// One compiler error, as the compiler prints it for editors: `path:line:column: error: message`.
public struct CompilerDiagnostic: Codable, Equatable, Hashable, Sendable {
    public let path: String
    public let line: Int
    public let column: Int
    public let message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// Every distinct error in a build log, in the order first printed: SwiftPM prints an error
    /// once per compiler job that met it, and the learner needs it once.
    public static func errors(in log: String, relativeTo root: String) -> [CompilerDiagnostic] {
        var seen: Set<CompilerDiagnostic> = []
        var errors: [CompilerDiagnostic] = []
        for line in log.split(separator: "\n") {
            guard let diagnostic = parse(line, relativeTo: root), seen.insert(diagnostic).inserted else {
                continue
            }
            errors.append(diagnostic)
        }
        return errors
    }

    static func parse(_ line: Substring, relativeTo root: String) -> CompilerDiagnostic? {
        guard let marker = line.range(of: ": error: ") else { return nil }
        let location = line[..<marker.lowerBound].split(separator: ":")
        guard location.count >= 3, let column = Int(location[location.count - 1]),
            let number = Int(location[location.count - 2])
        else { return nil }
        var path = location.dropLast(2).joined(separator: ":")
        guard path.hasSuffix(".swift") else { return nil }
        if path.hasPrefix(root + "/") { path.removeFirst(root.count + 1) }
        return CompilerDiagnostic(
            path: path, line: number, column: column, message: String(line[marker.upperBound...]))
    }
}
