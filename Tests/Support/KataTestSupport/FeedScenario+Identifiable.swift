/// A stable identity per row (its name is unique in the table), so that Xcode's test navigator
/// and `swift test --filter` can re-run one row of a parameterized test on its own.
extension FeedScenario: Identifiable {
    public var id: String { name }
}
