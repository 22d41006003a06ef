import Stage6CommandQuerySeparation

final class AnalyticsTrackerSpy: AnalyticsTracker {
    struct Event: Equatable {
        let name: String
        let properties: [String: AnyHashable]
    }

    private(set) var events = [Event]()

    func track(event: String, properties: [String: AnyHashable]) {
        events.append(Event(name: event, properties: properties))
    }
}
