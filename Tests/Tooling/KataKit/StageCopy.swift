import Foundation

/// One copy of a kata's stage that `done` judges: the code and the tests it is run with, by their
/// paths in the package (`Stages/<stage>/…`, `Tests/<stage>Tests/…`), and a name that is a Swift
/// identifier, since the copy is built as a module of that name (`CopiesPackage`).
public struct StageCopy: Equatable, Sendable {
    public let name: String
    public let files: [String: Data]
    /// Variables the copy's run adds to its environment, such as where open mode's graphs go.
    public let environment: [String: String]
    /// The one suite of the copy's tests to run, by its type's name; nil runs them all.
    public let suite: String?
    /// The copy whose build this one runs, with its own environment, when it has no files of its
    /// own: a mistake of `MistakeSchema`.
    public let builtWith: String?

    public init(
        name: String, files: [String: Data], environment: [String: String] = [:], suite: String? = nil
    ) {
        self.name = name
        self.files = files
        self.environment = environment
        self.suite = suite
        builtWith = nil
    }

    /// A run of `copy`'s build under another name, with `environment` added.
    public init(name: String, running copy: String, environment: [String: String]) {
        self.name = name
        files = [:]
        self.environment = environment
        suite = nil
        builtWith = copy
    }

    /// The copy whose module it runs: its own, or the one it is built with.
    public var module: String { builtWith ?? name }
}
