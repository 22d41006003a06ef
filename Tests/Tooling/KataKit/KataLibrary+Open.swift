import Foundation

/// Open mode's data, beside the guided katas': `open.json` and its two catalogues, read in one
/// place so that a change in how catalogues are stored changes only this file.
extension KataLibrary {
    /// The katas that have an open mode.
    public var openNumbers: [Int] { numbers.filter { tree.exists(Self.openPath($0, "open")) } }

    /// Kata `kata`'s open mode; nil where it has none.
    public func openPlan(_ kata: Int) throws -> OpenPlan? {
        try Self.decodeIfPresent(OpenPlan.self, at: Self.openPath(kata, "open"), in: tree)
    }

    /// `open-mistakes` or `open-variants`: entries judged in the open layout.
    public func openCatalogue(_ name: String, of kata: Int) throws -> [CatalogueEntry] {
        try catalogue(name, of: kata)
    }

    private static func openPath(_ kata: Int, _ name: String) -> String {
        "\(folder)/kata\(kata)/\(name).json"
    }

    private static func decodeIfPresent<T: Decodable>(
        _ type: T.Type, at path: String, in tree: FileTree
    ) throws
        -> T?
    {
        guard let data = tree.read(path) else { return nil }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw KataError("\(path) is not valid kata data: \(error)")
        }
    }
}
