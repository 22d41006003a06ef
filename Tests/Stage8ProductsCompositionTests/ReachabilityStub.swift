import Stage8ProductsComposition

struct ReachabilityStub: ReachabilityProvider {
    let isReachable: Bool
}
