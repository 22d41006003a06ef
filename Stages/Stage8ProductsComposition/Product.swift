public struct Product: Equatable, Codable {
    public let id: String
    public let name: String
    public let sales: Int
    public var isPopular = false

    /// `isPopular` is the app's judgement, not the server's: it is never sent or stored.
    private enum CodingKeys: String, CodingKey {
        case id, name, sales
    }

    public init(id: String, name: String, sales: Int, isPopular: Bool = false) {
        self.id = id
        self.name = name
        self.sales = sales
        self.isPopular = isPopular
    }
}
