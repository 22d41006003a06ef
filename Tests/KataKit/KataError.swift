/// Everything the tool can refuse, each with the one line a person needs: what is wrong and
/// what to do. Nothing is changed on disk before one of these is thrown.
public struct KataError: Error, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
