import Foundation

/// How far a learner is in one kata.
public struct KataProgress: Codable, Equatable, Sendable {
    public var branch: String
    /// The commit `kata start` made: the kata's starting code. Its parent is the reference.
    public var startCommit: String
    /// The move whose tests are in; 0 before the first.
    public var move = 0
    /// The moves whose check came out as the guide promises.
    public var movesDone = 0
    /// How many of the current move's hints have been shown.
    public var hintsShown = 0
    public var moveStartedAt: Date?
    /// Seconds each finished move took, by move number.
    public var moveSeconds: [String: Double] = [:]
    public var lastCheck: Colour?
    public var doneAt: Date?
    /// What the tool last wrote at each path it brought (`Fingerprint.of`), so that replacing
    /// a file the learner never touched keeps nothing. Optional: older progress files lack it.
    public var brought: [String: String]?
    /// The branches `reset` kept the work on, oldest first, so that the tool can name them later.
    /// Optional: older progress files lack it.
    public var keptBranches: [String]?

    public init(branch: String, startCommit: String) {
        self.branch = branch
        self.startCommit = startCommit
    }
}
