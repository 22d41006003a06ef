/// A product as the server sends it and as the cache stores it, in neutral terms, so that one
/// table of scenarios can serve both products stages.
public struct ProductFixture: Equatable, Sendable, Codable {
    public let id: String
    public let name: String
    public let sales: Int

    public init(id: String, name: String, sales: Int) {
        self.id = id
        self.name = name
        self.sales = sales
    }
}
