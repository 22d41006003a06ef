/// `typealias Name = Type`, or a protocol's `associatedtype`.
public struct Typealias: Sendable {
    public let name: String
    public let modifiers: [String]
    /// The aliased type; for an associated type, its default, if any.
    public let type: TypeText
    public let isAssociatedType: Bool
    public let location: Location
}
