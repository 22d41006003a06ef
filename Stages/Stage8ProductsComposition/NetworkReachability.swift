/// Stands in for the platform's reachability monitor (NWPathMonitor on Apple platforms), which
/// apps usually reach through a shared instance.
public final class NetworkReachability: ReachabilityProvider {
    public static let shared = NetworkReachability()

    private init() {}

    public var isReachable: Bool { true }
}
