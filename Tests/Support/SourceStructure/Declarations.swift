/// What one scope declares: a file's top level, or the body of a type or an extension.
public struct Declarations: Sendable {
    public var types: [TypeDeclaration] = []
    public var properties: [Property] = []
    public var functions: [Function] = []
    public var typealiases: [Typealias] = []
    public var cases: [EnumCase] = []

    public init() {}
}
