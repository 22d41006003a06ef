import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

enum FeedItemsMapper {
    private struct Root: Decodable {
        let items: [Item]
    }

    private struct Item: Decodable {
        let id: UUID
        let description: String?
        let location: String?
        let image: URL

        var item: FeedImage {
            FeedImage(id: id, description: description, location: location, imageURL: image)
        }
    }

    private static let ok = 200

    static func map(_ data: Data, from response: HTTPURLResponse) throws -> [FeedImage] {
        guard response.statusCode == ok, let root = try? JSONDecoder().decode(Root.self, from: data) else {
            throw RemoteFeedLoader.Error.invalidData
        }
        return root.items.map(\.item)
    }
}
