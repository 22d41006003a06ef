import Foundation

/// The katas' data, read from `Tests/Tooling/KataData/kataN/`.
public struct KataLibrary: Sendable {
    public static let folder = "Tests/Tooling/KataData"
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

    /// The entries of one of kata N's catalogues (`mistakes`, `variants`, `open-mistakes`, …): one
    /// `.diff` file each in the folder of that name, in the order of their ids.
    public func catalogue(_ name: String, of kata: Int) throws -> [CatalogueEntry] {
        let folder = Self.catalogueFolder(name, of: kata)
        return try tree.files(in: folder).filter { $0.hasSuffix(".diff") }.sorted().map { path in
            guard let data = tree.read(path) else { throw KataError("cannot read \(path)") }
            let id = String(path.dropFirst(folder.count + 1).dropLast(".diff".count))
            return try CatalogueEntry(id: id, diff: String(decoding: data, as: UTF8.self))
        }
    }

    public static func catalogueFolder(_ name: String, of kata: Int) -> String {
        "\(folder)/kata\(kata)/\(name)"
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
