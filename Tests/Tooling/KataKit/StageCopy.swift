import Foundation

/// One copy of a kata's stage that `done` judges: the code and the tests it is run with, by their
/// paths in the package (`Stages/<stage>/…`, `Tests/<stage>Tests/…`), and a name that is a Swift
/// identifier, since the copy is built as a module of that name (`CopiesPackage`).
public struct StageCopy: Equatable, Sendable {
    public let name: String
    public let files: [String: Data]

    public init(name: String, files: [String: Data]) {
        self.name = name
        self.files = files
    }
}
