import Stage8ProductsComposition

struct ABTestProviderStub: ABTestProvider {
    let testGroups: Set<String>

    func isInTestGroup(_ group: String) -> Bool {
        testGroups.contains(group)
    }
}
