import Foundation

/// The katas' data, read from `Tests/KataData/kataN/`.
public struct KataLibrary: Sendable {
    public static let folder = "Tests/KataData"
    public let plans: [Int: KataPlan]
    let tree: FileTree

    public init(tree: FileTree) throws {
        self.tree = tree
        var plans: [Int: KataPlan] = [:]
        for path in tree.files(in: Self.folder) where path.hasSuffix("/moves.json") {
            let plan = try Self.decode(KataPlan.self, at: path, in: tree)
            plans[plan.kata] = plan
        }
        guard !plans.isEmpty else {
            throw KataError("no kata data in \(Self.folder): run from the repository root")
        }
        self.plans = plans
    }

    public var numbers: [Int] { plans.keys.sorted() }

    public func plan(_ kata: Int) throws -> KataPlan {
        guard let plan = plans[kata] else { throw KataError.noSuchKata(kata, katas: numbers) }
        return plan
    }

    public func mistakes(of kata: Int) throws -> [CatalogueEntry] {
        try catalogue("mistakes", of: kata)
    }

    public func variants(of kata: Int) throws -> [CatalogueEntry] {
        try catalogue("variants", of: kata)
    }

    private func catalogue(_ name: String, of kata: Int) throws -> [CatalogueEntry] {
        let path = "\(Self.folder)/kata\(kata)/\(name).json"
        guard tree.exists(path) else { return [] }
        return try Self.decode([CatalogueEntry].self, at: path, in: tree)
    }

    private static func decode<T: Decodable>(_ type: T.Type, at path: String, in tree: FileTree) throws -> T {
        guard let data = tree.read(path) else { throw KataError("cannot read \(path)") }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw KataError("\(path) is not valid kata data: \(Self.describe(error))")
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context),
            .valueNotFound(_, let context):
            let at = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(
                separator: ".")
            return at.isEmpty ? context.debugDescription : "at \(at): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}
