import KataKit

/// The counts `kata verify` ends with.
struct VerifyTally {
    struct Count {
        var passed = 0
        var total = 0

        mutating func add(_ other: Count) {
            passed += other.passed
            total += other.total
        }
    }

    var moves = Count()
    var mistakes = Count()
    var variants = Count()
    /// The open catalogues' share of the two above.
    var openMistakes = Count()
    var openVariants = Count()
    /// Entries whose goal checks read the same at swift-format's narrow line as laid out.
    var layouts = Count()
    var passed = 0
    var failed = 0

    mutating func merge(_ other: VerifyTally) {
        moves.add(other.moves)
        mistakes.add(other.mistakes)
        variants.add(other.variants)
        openMistakes.add(other.openMistakes)
        openVariants.add(other.openVariants)
        layouts.add(other.layouts)
        passed += other.passed
        failed += other.failed
    }

    /// Counts an entry whose goal checks must fail alike, or pass alike, when swift-format lays
    /// its stage out at the narrow line; only a difference is printed, with both verdicts.
    mutating func layOut(
        _ entry: CatalogueEntry, kata: Int, plain: CheckOutcome, narrow: CheckOutcome?, _ console: Console
    ) {
        layouts.total += 1
        let failing = { (outcome: CheckOutcome) in
            outcome.report.failedTests.union(
                outcome.report.failures.compactMap { failure in failure.row.map { "\(failure.test) (\($0))" }
                })
        }
        if let narrow, narrow.verdict == plain.verdict, failing(narrow) == failing(plain) {
            layouts.passed += 1
            passed += 1
            return
        }
        let verdict = { (outcome: CheckOutcome) in
            outcome.verdict == .passed ? "passed" : failing(outcome).sorted().joined(separator: ", ")
        }
        let before = verdict(plain)
        let after = narrow.map(verdict) ?? "could not be read"
        record(
            false,
            "kata \(kata) \(entry.id) at \(EntryReading.narrowColumns) columns: the goal checks read it differently: \(before); narrow: \(after)",
            console)
    }

    /// Prints one line of the verdict, marked by a word, and counts it.
    mutating func record(_ ok: Bool, _ line: String, _ console: Console) {
        if ok { passed += 1 } else { failed += 1 }
        console.say("\(ok ? "ok    " : "BROKEN") \(line)")
    }
}
