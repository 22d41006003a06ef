import Foundation
import KataKit

/// A `KataTool` on a `KataRepositoryFixture`, with what it needs from the machine replaced: the
/// checks a test lines up, the answer to its questions (none: no terminal), a `watch` that looks
/// `rounds` times, a clock that moves a minute a reading, and programs that answer as Swift 6.3.1.
/// `done`'s copies are answered by the same checks, one a copy or a run of one (open mode's, which
/// carry where their graphs go, by `openChecks`), and kept in `copies`.
final class KataToolHarness {
    let fixture: KataRepositoryFixture
    let console: ConsoleSpy
    let checks: CheckStub
    let openChecks: OpenCheckStub
    let copies = CopiesSpy()
    let sut: KataTool

    init(
        fixture: KataRepositoryFixture, checks: CheckStub = CheckStub(), answer: Bool? = nil,
        columns: Int = 1_000, waits: @escaping @Sendable () -> Bool = { false },
        openChecks: OpenCheckStub = OpenCheckStub()
    ) {
        self.fixture = fixture
        console = ConsoleSpy(columns: columns)
        self.checks = checks
        self.openChecks = openChecks
        let clock = TestClock()
        sut = KataTool(
            root: fixture.directory.url, console: console.console, now: clock.next, check: checks.answer,
            openCheck: openChecks.answer,
            copies: { [copies] kata, _, tree, given in
                copies.record(given)
                return try given.map { copy in
                    copy.environment.isEmpty || copy.builtWith != nil
                        ? checks.answer(kata: kata, tree: tree, goalSources: nil)
                        : try openChecks.answer(copy)
                }
            },
            checkSeveral: { tree, katas, _ in
                // One check per kata, as a build of one stage at a time would answer them.
                Dictionary(
                    uniqueKeysWithValues: katas.map {
                        ($0.kata, checks.answer(kata: $0.kata, tree: tree, goalSources: nil))
                    })
            },
            // One at a time, so that the checks a test lines up are answered in its order.
            // No trial the record holds is compiled again: the checks a test lines up say which run.
            workers: 1, recordSampleOneIn: .max, ask: { _ in answer }, wait: waits,
            program: { _ in
                Shell.Result(status: 0, output: Data("Swift version 6.3.1 (swift-6.3.1-RELEASE)".utf8))
            })
    }

    /// What the tool said since `mark` lines.
    func said(since mark: Int) -> String {
        console.lines.dropFirst(mark).joined(separator: "\n")
    }

    func head() throws -> String {
        try fixture.git("rev-parse", "HEAD")
    }

    func commit(_ message: String) throws {
        try fixture.git("add", "--all")
        try fixture.commit(message, as: "learner")
    }
}
