/// One generic parameter, `Remote: ProductsProvider`, or a `where` requirement on one.
public struct GenericParameter: Sendable, Hashable {
    public let name: String
    /// What it must conform to or inherit from, if the clause says.
    public let constraint: TypeText?
}
