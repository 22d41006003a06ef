/// Words a command does not take, said as what the command does take ("takes no --x"); the
/// tool adds the command's name before it and its usage after. The
/// parsers the commands share are here too.
public struct ArgumentProblem: Error, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }

    /// For a command that takes nothing.
    public static func nothing(_ words: [String]) throws {
        guard words.isEmpty else { throw ArgumentProblem("takes no \(words[0])") }
    }

    /// For a command that takes a kata's number.
    public static func number(_ words: [String]) throws -> Int {
        guard let number = try optionalNumber(words) else {
            throw ArgumentProblem("needs the number of a kata")
        }
        return number
    }

    public static func optionalNumber(_ words: [String]) throws -> Int? {
        guard let first = words.first else { return nil }
        guard words.count == 1, let number = Int(first) else {
            throw ArgumentProblem("takes the number of a kata, not \(words.joined(separator: " "))")
        }
        return number
    }

    /// Flags, each at most once, from those the command knows; a flag one or two letters off is
    /// answered with the one it most likely meant, as a mistyped command is.
    public static func flags(_ words: [String], known: Set<String>) throws -> Set<String> {
        for word in words where !known.contains(word) {
            let closest = known.map { ($0, CommandTable.distance(word, $0)) }.filter { $0.1 <= 2 }
                .min { $0.1 < $1.1 }?.0
            throw ArgumentProblem("takes no \(word)" + (closest.map { ": did you mean \($0)?" } ?? ""))
        }
        return Set(words)
    }
}
