/// What of an open kata's contract the learner's code does not declare yet, so that the first red
/// says so in a line instead of the dozens of compiler errors the brought tests raise.
public enum OpenContract {
    /// The contract's entries (`Type`, `Type.member(labels:)`) that `sources` lack: a type once,
    /// however many of its members the contract names; a member by its name, where its type is
    /// there. Read by words, not compiled: good enough to name what to write first.
    public static func missing(_ contract: [String], in sources: [String]) -> [String] {
        let code = sources.joined(separator: "\n")
        var missing: [String] = []
        for entry in contract {
            let parts = entry.split(separator: ".", maxSplits: 1).map(String.init)
            let type = parts[0]
            guard declares(type, in: code) else {
                if !missing.contains(type) { missing.append(type) }
                continue
            }
            guard parts.count == 2 else { continue }
            let name = String(parts[1].prefix { $0 != "(" })
            let declaration = name == "init" ? "init(" : "func \(name)("
            if !code.contains(declaration) { missing.append(entry) }
        }
        return missing
    }

    private static func declares(_ type: String, in code: String) -> Bool {
        ["class", "struct", "enum", "protocol", "actor", "typealias"].contains { keyword in
            code.contains("\(keyword) \(type) ") || code.contains("\(keyword) \(type):")
                || code.contains("\(keyword) \(type)<") || code.contains("\(keyword) \(type)\n")
                || code.contains("\(keyword) \(type) {")
        }
    }
}
