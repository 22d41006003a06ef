/// Whatever analytics service the app uses, seen from the feed's side.
public protocol AnalyticsTracker {
    func track(event: String, properties: [String: AnyHashable])
}
