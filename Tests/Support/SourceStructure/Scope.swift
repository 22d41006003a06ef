/// Where a code token sits among the declarations of its file: inside which types, inside which
/// member, and in which part of it. A rule asks it "is this inside the composition root?" or
/// "is this a default value?".
public struct Scope: Sendable, Hashable {
    public enum Region: Sendable, Hashable {
        /// A declaration's signature: names, types, inheritance.
        case declaration
        /// A function's or accessor's body.
        case body
        /// A parameter's default value.
        case defaultValue
        /// A property's initial value.
        case initialValue
    }

    /// The types and extensions it is inside, outermost first: an extension by the type it extends.
    public let types: [String]
    /// The function, initializer or property it belongs to, if any.
    public let member: String?
    public let region: Region
    /// Where the member it belongs to is declared, which tells overloads apart.
    public let memberLocation: Location?
    /// The `#if` conditions it is compiled under, outermost first: `["DEBUG"]` for code that exists
    /// in debug builds only, `["!(DEBUG)"]` in that `#if`'s `#else`.
    public let conditions: [String]

    public init(
        types: [String], member: String?, region: Region, memberLocation: Location? = nil,
        conditions: [String] = []
    ) {
        self.types = types
        self.member = member
        self.region = region
        self.memberLocation = memberLocation
        self.conditions = conditions
    }

    /// The same scope, compiled under `conditions`.
    func compiled(under conditions: [String]) -> Scope {
        conditions.isEmpty
            ? self
            : Scope(
                types: types, member: member, region: region, memberLocation: memberLocation,
                conditions: conditions)
    }

    /// Whether only some build configurations compile it.
    public var isConditional: Bool { !conditions.isEmpty }

    /// The outermost type it is inside, the one a file's reader thinks of: the composition root
    /// for anything declared inside `CompositionRoot` or an extension of it.
    public var outermostType: String? { types.first }

    /// Whether it is inside `type`'s declaration or one of its extensions, at any depth; a nested
    /// type by its qualified name, `RemoteFeedLoader.Error`, or its own.
    public func isInside(_ type: String) -> Bool {
        guard type.contains(".") else { return types.contains(type) }
        let path = types.flatMap { $0.split(separator: ".").map(String.init) }
        let wanted = type.split(separator: ".").map(String.init)
        return path.count >= wanted.count
            && (0...(path.count - wanted.count)).contains { Array(path[$0..<($0 + wanted.count)]) == wanted }
    }

    static let topLevel = Scope(types: [], member: nil, region: .declaration)

    /// Every code token's scope, from the declarations read from the same tokens.
    static func assign(to count: Int, from declarations: Declarations) -> [Scope] {
        var scopes = Array(repeating: topLevel, count: count)
        assign(declarations, inside: [], to: &scopes)
        return scopes
    }

    private static func assign(_ declarations: Declarations, inside types: [String], to scopes: inout [Scope])
    {
        for function in declarations.functions {
            fill(
                &scopes, function.range,
                Scope(
                    types: types, member: function.name, region: .declaration,
                    memberLocation: function.location))
            if let body = function.bodyRange {
                fill(
                    &scopes, body,
                    Scope(
                        types: types, member: function.name, region: .body, memberLocation: function.location)
                )
            }
            for parameter in function.parameters {
                fill(
                    &scopes, parameter.defaultValueRange,
                    Scope(
                        types: types, member: function.name, region: .defaultValue,
                        memberLocation: function.location))
            }
        }
        for property in declarations.properties {
            fill(
                &scopes, property.range,
                Scope(
                    types: types, member: property.name, region: .declaration,
                    memberLocation: property.location))
            fill(
                &scopes, property.initialValueRange,
                Scope(
                    types: types, member: property.name, region: .initialValue,
                    memberLocation: property.location))
            if let accessors = property.accessorsRange {
                fill(
                    &scopes, accessors,
                    Scope(
                        types: types, member: property.name, region: .body, memberLocation: property.location)
                )
            }
        }
        for type in declarations.types {
            let inner = types + [type.name]
            fill(&scopes, type.range, Scope(types: inner, member: nil, region: .declaration))
            assign(type.members, inside: inner, to: &scopes)
        }
    }

    private static func fill(_ scopes: inout [Scope], _ range: Range<Int>, _ scope: Scope) {
        for index in range where scopes.indices.contains(index) {
            scopes[index] = scope
        }
    }
}
