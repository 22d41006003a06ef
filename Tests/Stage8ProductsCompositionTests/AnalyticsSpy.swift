import Stage8ProductsComposition

final class AnalyticsSpy: Analytics {
    private(set) var events = [String]()

    func log(_ event: String) {
        events.append(event)
    }
}
