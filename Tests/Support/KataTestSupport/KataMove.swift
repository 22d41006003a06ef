/// A move of a guided kata, numbered as the kata's page numbers it: what a goal check's lesson
/// names, so that the learner knows which move to go back to. A lesson takes its moves from
/// `KataMove+Moves.swift`, which `kata-dev pages` writes from each kata's `moves.json`, and never
/// writes a number by hand: a move added or reordered in the data renumbers every lesson with it.
public struct KataMove: Sendable, Equatable, CustomStringConvertible {
    public let kata: Int
    public let number: Int

    public init(kata: Int, number: Int) {
        self.kata = kata
        self.number = number
    }

    /// `Kata 2, move 1`.
    public var description: String { "Kata \(kata), move \(number)" }

    /// Several moves of one kata, in the page's order: `Kata 8, moves 1 and 7`, `Kata 5, moves 1,
    /// 3 and 5`, and a run of three or more as `Kata 8, moves 2 to 5`.
    public static func list(_ moves: KataMove...) -> String {
        list(moves)
    }

    /// The same for an array of moves.
    public static func list(_ moves: [KataMove]) -> String {
        let numbers = Set(moves.map(\.number)).sorted()
        guard let kata = moves.first?.kata, let first = numbers.first, let last = numbers.last else {
            return ""
        }
        guard numbers.count > 1 else { return "\(KataMove(kata: kata, number: first))" }
        if numbers.count > 2 && last - first == numbers.count - 1 {
            return "Kata \(kata), moves \(first) to \(last)"
        }
        let words = numbers.map(String.init)
        return "Kata \(kata), moves \(words.dropLast().joined(separator: ", ")) and \(words.last!)"
    }
}
