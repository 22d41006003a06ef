import SourceStructure
import Testing

/// A learner's file is often half-written when the checks run: every prefix of a file full of
/// constructs must read, and answer every query, without trapping.
@Suite struct RobustnessTests {
    static let sample = #"""
        import Foundation
        #if canImport(FoundationNetworking)
            import FoundationNetworking
        #endif
        /* a /* nested */ comment */
        public protocol P: AnyObject { static var shared: Self { get }; func f(_ x: Int) async throws -> [String: Int]? }
        @MainActor public final class C<T: P, U>: P, @unchecked Sendable where U: Equatable {
            public static let shared = C()
            private(set) lazy var cache: [String: (Int, Int)] = [:] { didSet { print("\(cache.count)") } }
            let raw = #"a "quoted" \(not code)"#, multi = """
                line "one" \(value(of: "two"))
                """
            init?(x: Int = .zero, y: @escaping @MainActor (Result<Void, Error>) -> Void = { _ in }, ) { nil }
            func f(_ x: Int) async throws -> [String: Int]? {
                guard x > 0 else { return nil }
                switch x { case is Int: break; case let y as Double: _ = y; default: break }
                let z = x > 1 ? T.self : T.self
                if let w = self as? C<T, U>, w === C.shared { _ = z }
                return x ?? 1 && true || false ? [:] : nil
            }
        }
        extension C: CustomStringConvertible where T == Never { public var description: String { "" } }
        enum E: Int { case a = 1, b, c(Int) }
        """#

    @Test func test_everyPrefixOfAFile_readsAndAnswersEveryQuery() {
        var index = RobustnessTests.sample.startIndex
        var prefixes = 0
        while index < RobustnessTests.sample.endIndex {
            let tree = SourceTree(
                folder: "Stages/Test", directory: "/tmp",
                files: [SourceFile(path: "A.swift", text: String(RobustnessTests.sample[..<index]))])

            _ = tree.types.map { tree.conformances(of: $0.name) }
            _ = tree.casts() + tree.constructions(of: ["C", "T"]) + tree.memberReferences(named: ["shared"])
            _ = tree.references(to: ["C"]) + tree.freeFunctionUses(["print"]) + tree.branches()
            _ = tree.comparisons(with: ["C"]) + tree.decisions().map(\.branch)
            _ = tree.allProperties.map { tree.resolve($0.type, in: $0.owner) }
            _ = tree.codeLineCount(of: "C")

            prefixes += 1
            index =
                RobustnessTests.sample.index(index, offsetBy: 3, limitedBy: RobustnessTests.sample.endIndex)
                ?? RobustnessTests.sample.endIndex
        }

        #expect(prefixes > 100)
    }
}
