/// A place the reader could not read: a bracket with no partner, a construct it skipped, a file it
/// could not decode. A rule that depends on such a place fails with "could not read", so that a
/// misreading never passes as "no finding".
public struct UnreadablePlace: Sendable, Hashable, CustomStringConvertible {
    public let location: Location
    /// What went wrong, for the learner: "a `{` that nothing closes".
    public let reason: String

    public init(location: Location, reason: String) {
        self.location = location
        self.reason = reason
    }

    /// `could not read file:line: reason`.
    public var description: String {
        "could not read \(location): \(reason)"
    }
}
