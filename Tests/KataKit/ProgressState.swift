/// The tool's memory across shells: which kata is in progress and how far each one is.
public struct ProgressState: Codable, Equatable, Sendable {
    public var current: Int?
    public var katas: [String: KataProgress] = [:]

    public init() {}

    public subscript(kata: Int) -> KataProgress? {
        get { katas[String(kata)] }
        set { katas[String(kata)] = newValue }
    }
}
