import Foundation

/// The server's payload: `{"items": [...]}`.
public func makeItemsJSON(_ items: [[String: Any]]) -> Data {
    try! JSONSerialization.data(withJSONObject: ["items": items], options: [.sortedKeys])
}

public func makeItemsJSON(_ items: [FeedItemFixture]) -> Data {
    makeItemsJSON(items.map(\.json))
}
