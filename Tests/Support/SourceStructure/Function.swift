/// A function, initializer, subscript or deinitializer, with its signature and its body.
public struct Function: Sendable {
    public enum Kind: Sendable, Hashable {
        case function, initializer, `subscript`, deinitializer
    }

    /// The type or extension it is declared in, by name; nil at a file's top level.
    public let owner: String?
    public let kind: Kind
    /// Its name: `load`, `init`, `subscript`, `deinit`, or an operator.
    public let name: String
    public let modifiers: [String]
    public let attributes: [String]
    public let genericParameters: [GenericParameter]
    public let parameters: [Parameter]
    public let isAsync: Bool
    public let isThrowing: Bool
    /// `init?` or `init!`.
    public let isFailable: Bool
    /// What it returns; empty for `Void`, an initializer, or a function that says nothing.
    public let returnType: TypeText
    /// The code between its braces; nil for a protocol's requirement.
    public let body: [Token]?
    public let location: Location
    /// The declaration's code tokens in its file.
    public let range: Range<Int>
    /// Its body's code tokens in its file, between the braces.
    public let bodyRange: Range<Int>?

    public var isStatic: Bool {
        modifiers.contains("static") || modifiers.contains("class")
    }

    public var isConvenience: Bool {
        modifiers.contains("convenience")
    }

    /// `load(completion:)`, `init(url:client:)`: the name a caller writes.
    public var selector: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}
