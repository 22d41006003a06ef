/// The counts `kata verify` ends with.
struct VerifyTally {
    struct Count {
        var passed = 0
        var total = 0
    }

    var moves = Count()
    var mistakes = Count()
    var variants = Count()
    var passed = 0
    var failed = 0

    mutating func merge(_ other: VerifyTally) {
        moves.passed += other.moves.passed
        moves.total += other.moves.total
        mistakes.passed += other.mistakes.passed
        mistakes.total += other.mistakes.total
        variants.passed += other.variants.passed
        variants.total += other.variants.total
        passed += other.passed
        failed += other.failed
    }

    /// Prints one line of the verdict, marked by a word, and counts it.
    mutating func record(_ ok: Bool, _ line: String, _ console: Console) {
        if ok { passed += 1 } else { failed += 1 }
        console.say("\(ok ? "ok    " : "BROKEN") \(line)")
    }
}
