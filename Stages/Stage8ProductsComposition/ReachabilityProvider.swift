public protocol ReachabilityProvider {
    var isReachable: Bool { get }
}
