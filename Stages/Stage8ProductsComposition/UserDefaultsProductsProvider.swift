import Foundation

public final class UserDefaultsProductsProvider: ProductsProvider, ProductsSaver {
    public enum Error: Swift.Error {
        case corruptCache
    }

    /// The key and the JSON format the app has always used: existing users have products there.
    private static let key = "products"

    private let userDefaults: UserDefaults

    public init(userDefaults: UserDefaults) {
        self.userDefaults = userDefaults
    }

    public func getAll() async throws -> [Product] {
        guard let data = userDefaults.data(forKey: Self.key) else { return [] }
        guard let products = try? JSONDecoder().decode([Product].self, from: data) else {
            throw Error.corruptCache
        }
        return products
    }

    public func save(_ products: [Product]) async throws {
        userDefaults.set(try JSONEncoder().encode(products), forKey: Self.key)
    }
}
