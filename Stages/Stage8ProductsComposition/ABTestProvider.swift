public protocol ABTestProvider {
    func isInTestGroup(_ group: String) -> Bool
}
