/// One parameter of a function or initializer: `client: HTTPClient = ApiClient.instance`.
public struct Parameter: Sendable {
    /// What a caller writes before the argument; nil for `_`.
    public let label: String?
    /// The name the body uses.
    public let name: String
    public let type: TypeText
    /// The expression after `=`; empty when the parameter has no default.
    public let defaultValue: [Token]
    public let location: Location
    /// The default value's code tokens in its file.
    public let defaultValueRange: Range<Int>

    public var hasDefault: Bool { !defaultValue.isEmpty }
}
