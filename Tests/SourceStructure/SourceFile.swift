import Foundation

/// One Swift file of a stage, as the goal checks read it.
public struct SourceFile: Sendable {
    public let path: String
    public let text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
