/// One place in the code where something a rule looks for happens: a cast, a construction, a
/// reference, a branch.
public struct Occurrence: Sendable, Hashable, CustomStringConvertible {
    /// What it is about: the type cast to or constructed, the member or name referred to, or the
    /// keyword of a branch.
    public let name: String
    /// The code itself, short, as written: `as? NullFeedLoadingAnalytics`, `URLSession.shared`.
    public let text: String
    public let location: Location
    /// Which declarations it is inside.
    public let scope: Scope

    public init(name: String, text: String, location: Location, scope: Scope) {
        self.name = name
        self.text = text
        self.location = location
        self.scope = scope
    }

    /// `text (file:line)`.
    public var description: String {
        "`\(text)` (\(location))"
    }
}
