import Foundation
import KataKit
import Testing

@testable import KataDevKit

@Suite(.whereTheToolRuns) struct CommandTableTests {
    let fixture: KataRepositoryFixture

    init() throws {
        fixture = try KataRepositoryFixture()
    }

    @Test(arguments: CommandTable.learner.commands.map(\.name))
    func test_everyLearnerCommand_parsesItsExampleAndRuns(name: String) throws {
        let (sut, console) = try makeSUT()
        _ = sut.run(["start", "2"])
        _ = sut.run(["next"])
        let command = try #require(CommandTable.learner.command(named: name))

        let status = sut.run([name] + command.example)

        #expect(status != 2, "\(name) \(command.example): \(console.text)")
        #expect(!console.text.contains("unknown command"))
    }

    @Test(arguments: CommandTable.maintainer.commands.map(\.name))
    func test_everyMaintainerCommand_parsesItsExampleAndRunsInKataDev(name: String) throws {
        let (sut, console) = try makeSUT()
        let command = try #require(CommandTable.maintainer.command(named: name))

        let status = sut.run([name] + command.example, table: .maintainer)

        #expect(status != 2, "kata-dev \(name) \(command.example): \(console.text)")
        #expect(!console.text.contains("unknown command"))
    }

    @Test(arguments: [
        (["chek"], "check", CommandTable.learner), (["strat", "2"], "start", .learner),
        (["nxt"], "next", .learner),
        (["verfy"], "verify", .maintainer),
    ])
    func test_aMistypedCommand_exitsWithTwoAndNamesTheClosest(
        words: [String], closest: String, table: CommandTable
    ) throws {
        let (sut, console) = try makeSUT()

        #expect(sut.run(words, table: table) == 2)
        #expect(console.text.contains("did you mean \(closest)?"))
    }

    @Test func test_help_listsEveryLearnerCommandAndNoMaintainerOne() throws {
        let (sut, console) = try makeSUT()

        #expect(sut.run(["help"]) == 0)

        for command in CommandTable.learner.listed {
            #expect(console.lines.contains { $0.hasPrefix(command.usage) }, "\(command.name)")
        }
        #expect(!console.text.contains("verify"))
        #expect(!console.text.contains("kata-dev"))
        #expect(sut.run(["dev", "verify"]) == 2, "the learner's kata holds no maintainer command")
    }

    @Test func test_devHelp_listsTheMaintainersCommands() throws {
        let (sut, console) = try makeSUT()

        #expect(sut.run(["help"], table: .maintainer) == 0)

        #expect(console.lines.first?.hasPrefix("swift run kata-dev verify") == true)
    }

    @Test func test_aCommandGivenWordsItDoesNotTake_exitsWithTwoAndShowsItsUsage() throws {
        let (sut, console) = try makeSUT()

        #expect(sut.run(["check", "now"]) == 2)
        #expect(console.text == "kata: check takes no now: swift run kata check")
    }

    @Test func test_aMaintainersCommandRefused_isToldInKataDevsName() throws {
        let (sut, console) = try makeSUT()

        #expect(sut.run(["pages", "now"], table: .maintainer) == 2)
        #expect(console.text == "kata-dev: pages takes no now: swift run kata-dev pages")
    }

    @Test func test_suggestions_comeOnlyFromTheListedCommands() {
        #expect(CommandTable.learner.closest(to: "verify") == nil)
        #expect(CommandTable.learner.closest(to: "catchup") == "catch-up")
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (sut: KataTool, console: ConsoleSpy) {
        let harness = KataToolHarness(fixture: fixture)
        return (harness.sut, harness.console)
    }
}
