/// One name declared by `case` in an enum: `case connectivity, invalidData` is two.
public struct EnumCase: Sendable {
    public let name: String
    public let location: Location
}
