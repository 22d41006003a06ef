import Stage7ProductsGodClass

struct ReachabilityStub: ReachabilityProvider {
    let isReachable: Bool
}
