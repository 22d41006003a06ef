import Foundation
import Testing

@testable import KataKit

/// `done`'s mutant schema: which mistakes it builds in one copy behind stand-ins, which it leaves
/// to copies of their own, and what it writes. Whether its output compiles and catches what the
/// copies catch is `done`'s own guard (`MistakeSchema.agrees`), measured in the closing notes.
struct MistakeSchemaTests {
    @Test func test_init_holdsAMistakeInAFinalClassesBody_behindAStandInThatChoosesByName() throws {
        let schema = makeSUT(mistakes: [greeter(greeting: "Hi")])

        #expect(schema.mistakes == ["mistake1"])
        #expect(
            schema.files["Stages/S/Greeter_reference.swift"] == Data(greeter(named: "Greeter_reference").utf8)
        )
        #expect(
            schema.files["Stages/S/Greeter_mistake1.swift"]
                == Data(greeter(named: "Greeter_mistake1", greeting: "Hi").utf8))
        let standIn = try #require(
            schema.files["Stages/S/Greeter.swift"].map { String(decoding: $0, as: UTF8.self) })
        #expect(standIn.contains("public final class Greeter: Greeting {"))
        #expect(standIn.contains(#"case "mistake1": kataMistakeVersion = Greeter_mistake1(name: name)"#))
        #expect(standIn.contains("default: kataMistakeVersion = Greeter_reference(name: name)"))
        #expect(
            standIn.contains(
                "if let made = kataMistakeVersion as? Greeter_mistake1 { return try await made.greet(loud) }")
        )
        #expect(schema.files["Stages/S/KataMistakeSchema.swift"] != nil)
        #expect(schema.files["Tests/STests/GreeterTests.swift"] == tests)
    }

    @Test func test_init_renamesTheClassInCodeOnly_notInStringsOrComments() throws {
        let schema = makeSUT(mistakes: [greeter(greeting: "Hi")])

        let version = try #require(schema.files["Stages/S/Greeter_mistake1.swift"])
        let text = String(decoding: version, as: UTF8.self)
        #expect(text.contains("// Greeter says hello."))
        #expect(text.contains(#""Greeter: Hi, ""#))
        #expect(text.contains(#"name: String = "Greeter""#))
    }

    @Test func test_copies_runTheSchemaForEachMistakeItHolds_andBuildTheRestAsCopies() {
        let held = StageCopy(name: "mistake1", files: greeter(greeting: "Hi"))
        let other = StageCopy(
            name: "mistake2", files: reference.merging(["Tests/STests/GreeterTests.swift": Data()]) { $1 })
        let schema = makeSUT(mistakes: [held.files, other.files])

        let copies = schema.copies(of: [held, other])

        #expect(copies.map(\.name) == ["mistakes", "mistake1", "mistake2"])
        #expect(copies.map(\.module) == ["mistakes", "mistakes", "mistake2"])
        #expect(copies[1].environment == ["KATA_MISTAKE": "mistake1"])
        #expect(copies[1].files.isEmpty)
        #expect(copies[2] == other)
    }

    @Test(arguments: [
        ("a struct", "public struct Greeter { public func greet() -> String { \"a\" } }"),
        ("a class that is not final", "public class Greeter { public func greet() -> String { \"a\" } }"),
        ("a public property", "public final class Greeter { public var name = \"a\" }"),
        (
            "a static method",
            "public final class Greeter { public static func make() -> Greeter { Greeter() } }"
        ),
        (
            "a generic method",
            "public final class Greeter { public func greet<T>(_ t: T) -> String { \"a\" } }"
        ),
        ("a failable init", "public final class Greeter { public init?(name: String) {} }"),
        ("a variadic parameter", "public final class Greeter { public func greet(_ names: String...) {} }"),
        ("an inout parameter", "public final class Greeter { public func greet(_ name: inout String) {} }"),
        ("a nested type", "public final class Greeter { public enum Mood { case calm } }"),
        ("a global function", "func greet() {}\npublic final class Greeter { public func greet() {} }"),
        ("an extension", "public final class Greeter {}\nextension Greeter { public func greet() {} }"),
        ("a class inside #if", "#if DEBUG\npublic final class Greeter { public func greet() {} }\n#endif"),
    ])
    func test_init_leavesAMistakeToACopyOfItsOwn_whereAStandInCouldChangeWhatATestSees(
        what: String, source: String
    ) {
        let original = ["Stages/S/Greeter.swift": Data(source.utf8)]
        let mistake = ["Stages/S/Greeter.swift": Data((source + "\n// changed\n").utf8)]

        let schema = MistakeSchema(
            reference: original, mistakes: [("mistake1", mistake)], codeFolder: "Stages/S")

        #expect(schema.mistakes.isEmpty, "\(what)")
        #expect(schema.files.isEmpty, "\(what)")
    }

    @Test func test_init_leavesAMistakeToACopyOfItsOwn_whenItChangesAPublicSignatureATestOrAFileList() {
        let signature = greeter().merging([
            "Stages/S/Greeter.swift": Data(
                greeter(named: "Greeter").replacingOccurrences(of: "name: String", with: "name: Int").utf8)
        ]) { $1 }
        let test = greeter(greeting: "Hi").merging(["Tests/STests/GreeterTests.swift": Data("// more".utf8)])
        { $1 }
        let added = greeter(greeting: "Hi").merging(["Stages/S/Extra.swift": Data("struct Extra {}".utf8)]) {
            $1
        }
        let nothing = greeter()

        let schema = makeSUT(mistakes: [signature, test, added, nothing])

        #expect(schema.mistakes.isEmpty)
    }

    @Test func test_agrees_onlyWithTheSameColourAndAsManyTestsPassed() {
        var three = EventStreamReport()
        three.passed = 3
        var two = EventStreamReport()
        two.passed = 2
        let schema = makeSUT(mistakes: [])

        #expect(
            schema.agrees(
                CheckOutcome(verdict: .passed, report: three),
                with: CheckOutcome(verdict: .passed, report: three)))
        #expect(
            !schema.agrees(
                CheckOutcome(verdict: .passed, report: two),
                with: CheckOutcome(verdict: .passed, report: three)))
        #expect(!schema.agrees(CheckOutcome(verdict: .buildFailed), with: CheckOutcome(verdict: .passed)))
        #expect(!schema.agrees(nil, with: CheckOutcome(verdict: .passed)))
    }

    @Test func test_init_holdsEveryMistakeOfKata7sCatalogue_soItsDoneCompilesTheTestsTwice() throws {
        let tree = try PackageRoot.tree()
        let plan = try KataLibrary(tree: tree).plan(7)
        let folders = [plan.codeFolder, plan.testsFolder]
        let reference = tree.snapshot(of: folders)
        let mistakes = try KataLibrary(tree: tree).mistakes(of: 7).filter { !$0.behaviourIntact }
        let made = try mistakes.enumerated().map { index, mistake in
            (
                name: "mistake\(index + 1)",
                files: try KataTool.applying(
                    mistake.edits, to: reference, reference: FolderReference(tree: tree), folders: folders)
            )
        }

        let schema = MistakeSchema(reference: reference, mistakes: made, codeFolder: plan.codeFolder)

        #expect(mistakes.count == 14)
        #expect(schema.mistakes == made.map(\.name))
    }

    // MARK: - Helpers

    private func makeSUT(mistakes: [[String: Data]]) -> MistakeSchema {
        MistakeSchema(
            reference: reference,
            mistakes: mistakes.enumerated().map { ("mistake\($0.offset + 1)", $0.element) },
            codeFolder: "Stages/S")
    }

    private var reference: [String: Data] { greeter() }

    private let tests = Data("import S\n".utf8)

    private func greeter(greeting: String = "Hello") -> [String: Data] {
        [
            "Stages/S/Greeter.swift": Data(greeter(named: "Greeter", greeting: greeting).utf8),
            "Stages/S/Greeting.swift": Data("public protocol Greeting {}\n".utf8),
            "Tests/STests/GreeterTests.swift": tests,
        ]
    }

    private func greeter(named name: String, greeting: String = "Hello") -> String {
        """
        import Foundation

        // Greeter says hello.
        public final class \(name): Greeting {
            private let name: String

            public init(name: String = "Greeter") {
                self.name = name
            }

            public func greet(_ loud: Bool) async throws -> String {
                "Greeter: \(greeting), " + name
            }
        }

        """
    }
}
