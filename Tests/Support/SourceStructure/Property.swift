/// A `let` or `var`: a stored or computed property, or a global variable. `let a = 1, b = 2`
/// is two of them.
public struct Property: Sendable {
    /// The type or extension it is declared in, by name; nil at a file's top level.
    public let owner: String?
    public let isLet: Bool
    public let name: String
    public let modifiers: [String]
    public let attributes: [String]
    /// The type annotation; empty when the type is inferred.
    public let type: TypeText
    /// The expression after `=`, empty when there is none.
    public let initialValue: [Token]
    /// The accessor block: a computed property's body, or its observers.
    public let accessors: [Token]?
    /// Whether it holds a value: no accessor block, or only `willSet` / `didSet`.
    public let isStored: Bool
    public let location: Location
    /// The declaration's code tokens in its file.
    public let range: Range<Int>
    /// The initial value's code tokens in its file.
    public let initialValueRange: Range<Int>
    /// The accessor block's code tokens in its file, between the braces.
    public let accessorsRange: Range<Int>?

    /// `static` or `class`: one value for the whole type, not one per instance.
    public var isStatic: Bool {
        modifiers.contains("static") || modifiers.contains("class")
    }

    /// The access level written, `internal` when none is.
    public var accessLevel: String {
        Keywords.accessLevels.first { modifiers.contains($0) } ?? "internal"
    }

    /// Who may set it: `private` for `private(set) var`, its access level for a plain `var`, nil
    /// for a `let` or a property without a setter.
    public var setterAccessLevel: String? {
        guard !isLet, isStored || accessors.map(Self.hasSetter) == true else { return nil }
        let setter = Keywords.accessLevels.first { modifiers.contains("\($0)(set)") }
        return setter ?? accessLevel
    }

    private static func hasSetter(_ accessors: [Token]) -> Bool {
        accessors.contains { $0.isWord("set") }
    }
}
