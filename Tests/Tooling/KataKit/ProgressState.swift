/// The tool's memory across shells: which kata is in progress and how far each one is.
public struct ProgressState: Codable, Equatable, Sendable {
    public var current: Int?
    /// Whether the current kata is done in open mode; its progress is then `katas["N-open"]`,
    /// apart from the guided one's, so that a learner can do both; nil in guided mode.
    public var open: Bool?
    public var katas: [String: KataProgress] = [:]

    public init() {}

    public subscript(kata: Int) -> KataProgress? {
        get { katas[String(kata)] }
        set { katas[String(kata)] = newValue }
    }

    public subscript(kata: Int, open open: Bool) -> KataProgress? {
        get { katas[open ? "\(kata)-open" : String(kata)] }
        set { katas[open ? "\(kata)-open" : String(kata)] = newValue }
    }

    /// Whether `kata` is the current kata, done in open mode.
    public func isOpen(_ kata: Int) -> Bool {
        current == kata && open == true
    }
}
