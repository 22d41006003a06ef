import Foundation
import KataKit
import KataTestSupport

/// A git repository of the test's own with two tiny stages and the data of one kata between
/// them: enough for the tool's commands, with no Swift package to build.
final class KataRepositoryFixture: Sendable {
    let directory = TemporaryDirectory()
    var tree: FileTree { FileTree(root: directory.url) }

    static let moves = """
        {
          "kata": 2, "title": "Grow B", "stage": "StageTwo",
          "start": { "code": "StageOne", "tests": "StageOne" },
          "moves": [
            { "title": "B arrives", "pins": "Write B.", "hints": ["nudge", "closer", "B.swift"],
              "tests": [{ "copy": "Tests/StageTwoTests/BTests.swift" }],
              "catchUp": [{ "copy": "Stages/StageTwo/B.swift" }],
              "withTests": "red" },
            { "title": "A holds a B", "pins": "Give A a B.",
              "catchUp": [{ "copy": "Stages/StageTwo/A.swift" }] }
          ]
        }
        """

    static let files = [
        "Package.swift": "// no package: the check is stubbed\n",
        ".gitignore": ".kata/\n",
        ".swift-format": #"{ "version": 1, "lineLength": 100 }"# + "\n",
        "Stages/StageOne/A.swift": "struct A {}\n",
        "Stages/StageOne/README.md": "# Stage one\n",
        "Stages/StageTwo/README.md": "# Kata 2, the page\n",
        "Tests/StageOneTests/ATests.swift": "import StageOne\n",
        "Tests/StageOneTests/KataGoalTests.swift": "import StageOne\n// stage one's goal\n",
        "Tests/StageOneTests/KataOpenGoalTests.swift": "import StageOne\n// stage one's open goal\n",
        "Stages/StageTwo/A.swift": "struct A { let b: B }\n",
        "Stages/StageTwo/B.swift": "struct B {}\n",
        "Tests/StageTwoTests/ATests.swift": "import StageTwo\n",
        "Tests/StageTwoTests/BTests.swift": "import StageTwo\n// B\n",
        "Tests/Tooling/KataData/kata2/moves.json": moves,
    ]

    /// Kata 2's open mode (StageOne's code, only `BTests.swift`, and an open goal suite and a
    /// graph suite that `done` brings), and a kata 3 that has none.
    static let open = """
        {
          "kata": 2, "stage": "StageTwo",
          "start": { "code": "StageOne", "tests": [{ "copy": "Tests/StageTwoTests/BTests.swift" }] },
          "contract": ["B", "A.init(b:)"],
          "done": {
            "behaviour": ["StageTwoTests.BTests"],
            "goalChecks": {
              "files": ["Tests/StageTwoTests/OpenGoalTests.swift"], "suite": "StageTwoTests.OpenGoalTests"
            },
            "graph": {
              "files": ["Tests/StageTwoTests/OpenGraphTests.swift"], "suite": "StageTwoTests.OpenGraphTests",
              "environment": "KATA_GRAPH_OUTPUT"
            }
          },
          "smell": ["A does B's job."],
          "goal": ["Give B its own type."],
          "startReading": "Start with BTests.swift.",
          "hints": ["What does A do that is not its job?", "Who should own that?"]
        }
        """

    static let openFiles = [
        "Tests/Tooling/KataData/kata2/open.json": open,
        "Tests/StageTwoTests/OpenGoalTests.swift": "import StageTwo\n// principles\n",
        "Tests/StageTwoTests/OpenGraphTests.swift": "import StageTwo\n// graphs\n",
        "Tests/Tooling/KataData/kata3/moves.json":
            #"{ "kata": 3, "title": "Grow C", "stage": "StageThree", "start": { "code": "StageTwo" }, "moves": [] }"#,
    ]

    /// - Parameter open: with kata 2's open mode, and a kata 3 that has none.
    init(open: Bool = false) throws {
        for (path, text) in Self.files { try tree.write(Data(text.utf8), to: path) }
        if open {
            for (path, text) in Self.openFiles { try tree.write(Data(text.utf8), to: path) }
        }
        try git("init", "--quiet", "--initial-branch=main")
        try git("add", "--all")
        try commit("reference")
    }

    @discardableResult
    func git(_ arguments: String...) throws -> String {
        let result = try Shell(directory: directory.url).run(["git"] + arguments)
        guard result.status == 0 else { throw KataError("git \(arguments) failed: \(result.text)") }
        return result.text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Commits every tracked change, and what is staged, as `author`: never signed and with no
    /// hook, whatever the machine's git configuration says, as the tool commits.
    func commit(_ message: String, as author: String = "fixture") throws {
        try git(
            "-c", "user.name=\(author)", "-c", "user.email=\(author)@localhost", "commit", "--quiet", "--all",
            "--no-gpg-sign", "--no-verify", "-m", message)
    }

    func text(_ path: String) -> String? {
        tree.read(path).map { String(decoding: $0, as: UTF8.self) }
    }

    func write(_ text: String, to path: String) throws {
        try tree.write(Data(text.utf8), to: path)
    }

    /// Kata 2 as a kata whose tests the learner writes, so that `done` runs them against its
    /// mistakes.
    func letTheLearnerWriteTests() throws {
        let moves = Self.moves.replacingOccurrences(
            of: #""stage": "StageTwo","#, with: #""stage": "StageTwo", "learnerWritesTests": true,"#)
        try write(moves, to: "Tests/Tooling/KataData/kata2/moves.json")
    }

    /// A mistake in a final class's body, which `MistakeSchema` holds, committed with its class.
    func commitAMistakeAStandInCanHold() throws {
        let line = "public final class C { public func c() -> Int { 1 } }"
        try write(line + "\n", to: "Stages/StageTwo/C.swift")
        try commit(
            mistake: "c-answers-two", in: "C.swift", replacing: line,
            with: line.replacingOccurrences(of: "{ 1 }", with: "{ 2 }"))
    }

    /// Catalogues a mistake of kata 2 that changes one line of one of its stage's files, committed.
    func commit(
        mistake id: String, in file: String = "A.swift", replacing old: String, with new: String,
        behaviourIntact: Bool = false
    ) throws {
        let path = "Stages/StageTwo/\(file)"
        try write(
            """
            Summary: \(id)
            \(behaviourIntact ? "Behaviour-Intact: true\n" : "")
            --- a/\(path)
            +++ b/\(path)
            @@ -1 +1 @@
            -\(old)
            +\(new)

            """, to: "Tests/Tooling/KataData/kata2/mistakes/\(id).diff")
        try git("add", "--all")
        try commit(id)
    }
}
