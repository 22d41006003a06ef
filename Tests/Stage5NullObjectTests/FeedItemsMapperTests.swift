import Foundation
import KataTestSupport
import Testing

@testable import Stage5NullObject

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct FeedItemsMapperTests {
    @Test(arguments: [199, 201, 300, 400, 500])
    func test_map_throwsErrorOnNon200HTTPResponse(statusCode: Int) {
        let json = makeItemsJSON([FeedItemFixture]())

        #expect(throws: RemoteFeedLoader.Error.invalidData) {
            try FeedItemsMapper.map(json, from: HTTPURLResponse(statusCode: statusCode))
        }
    }

    @Test func test_map_throwsErrorOn200HTTPResponseWithInvalidJSON() {
        let invalidJSON = Data("invalid json".utf8)

        #expect(throws: RemoteFeedLoader.Error.invalidData) {
            try FeedItemsMapper.map(invalidJSON, from: HTTPURLResponse(statusCode: 200))
        }
    }

    @Test func test_map_deliversNoItemsOn200HTTPResponseWithEmptyJSONList() throws {
        let emptyListJSON = makeItemsJSON([FeedItemFixture]())

        let items = try FeedItemsMapper.map(emptyListJSON, from: HTTPURLResponse(statusCode: 200))

        #expect(items == [])
    }

    @Test func test_map_deliversItemsOn200HTTPResponseWithJSONItems() throws {
        let (item1, item2) = FeedItemFixture.twoItems()

        let items = try FeedItemsMapper.map(
            makeItemsJSON([item1, item2]), from: HTTPURLResponse(statusCode: 200))

        #expect(items == [item1.model, item2.model])
    }
}
