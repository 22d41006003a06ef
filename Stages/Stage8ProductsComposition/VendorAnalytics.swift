/// Stands in for an analytics SDK such as Google Analytics: one shared instance for the whole app.
public final class VendorAnalytics: Analytics {
    public static let shared = VendorAnalytics()

    private init() {}

    public func log(_ event: String) {
        print("[analytics] \(event)")
    }
}
