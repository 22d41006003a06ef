import SourceStructure

/// What a part of the graph holds to do its job and did not make itself: whatever it is handed,
/// in whatever form, however it keeps it. The rules ask of a collaborator what a reviewer asks,
/// whether it is a protocol, a closure, a generic or a concrete type, optional or not, a `let` or a
/// `var`, so that a design written without protocols is judged as one written with them.
public struct Collaborator: Sendable {
    public enum Form: Sendable, Hashable {
        /// One of the stage's protocols: `HTTPClient`, `any FeedStore`.
        case abstraction(String)
        /// A generic parameter of the part, with the protocol it is constrained to, if any.
        case generic(String, constraint: String?)
        /// A function value: `(URL) async throws -> Data`, or a typealias of one.
        case closure
        /// A struct of the stage that holds only closures: a protocol witness, an abstraction made
        /// of functions.
        case witness(String)
        /// One of the stage's types that does work, held as itself rather than behind an abstraction.
        case concrete(String)
        /// An object of the platform or of a vendor's SDK: `URLSession`, `UserDefaults`,
        /// `FileManager`, or a stage type that stands in for one.
        case platform(String)
    }

    /// The part that holds it.
    public let owner: String
    public let property: Property
    public let form: Form

    public init(owner: String, property: Property, form: Form) {
        self.owner = owner
        self.property = property
        self.form = form
    }

    /// Whether it may be absent: `HTTPClient?`, `((URL) -> Void)?`, `Analytics!`.
    public var isOptional: Bool { property.type.isOptional }

    /// The type it is held as, when that is one type of the stage: the protocol, the constraint
    /// of the generic, the concrete type; nil for a closure and a platform object.
    public var stageType: String? {
        switch form {
        case .abstraction(let name), .witness(let name), .concrete(let name): name
        case .generic(_, let constraint): constraint
        case .closure, .platform: nil
        }
    }

    /// How a finding or a review question names it: `RemoteFeedLoader.client`.
    public var name: String { "\(owner).\(property.name)" }
}
