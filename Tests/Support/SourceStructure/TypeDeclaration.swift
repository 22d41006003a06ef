/// A `class`, `struct`, `enum`, `actor` or `protocol`, or an `extension` of a type.
public struct TypeDeclaration: Sendable {
    public enum Kind: String, Sendable, Hashable {
        case `class`, `struct`, `enum`, actor, `protocol`, `extension`
    }

    public let kind: Kind
    /// The type's name; for an extension, the extended type as written (`CompositionRoot`,
    /// `Array`, `Foo.Bar`), without its generic arguments or `where` clause.
    public let name: String
    /// The name with the types it is nested in, `RemoteFeedLoader.Error`; for an extension and a
    /// top-level type, `name`.
    public let qualifiedName: String
    public let modifiers: [String]
    public let attributes: [String]
    public let genericParameters: [GenericParameter]
    /// The inheritance clause, one entry per type: superclass, protocols, raw type.
    public let inheritance: [TypeText]
    /// What the type declares inside its braces.
    public let members: Declarations
    /// Where its introducer (`class`, `extension`, …) is.
    public let location: Location
    /// The declaration's code tokens, from its first attribute or modifier to its closing brace.
    public let range: Range<Int>
    /// The code tokens between its braces.
    public let bodyRange: Range<Int>

    /// The names in the inheritance clause, without module prefixes: `HTTPClient` for
    /// `Stage2ProtocolExtraction.HTTPClient`, `Sendable` for `@unchecked Sendable`.
    public var inheritedNames: [String] {
        inheritance.compactMap(\.bareName)
    }

    public var isExtension: Bool { kind == .extension }

    /// The stored properties, `static` ones included.
    public var storedProperties: [Property] {
        members.properties.filter(\.isStored)
    }

    public var initializers: [Function] {
        members.functions.filter { $0.kind == .initializer }
    }
}
