import Foundation

extension ProductsScenario {
    /// What a scenario threw, in neutral terms. A caller that catches errors sees their types, so
    /// a refactoring that changes one changes behaviour: the table pins the kind as well.
    public enum ErrorKind: Equatable, Sendable {
        /// The URL session's own error, passed on as it came.
        case requestError
        /// Swift's `DecodingError`, from decoding the server's answer.
        case decodingError
        /// An error of the app's own, whatever its type: which type is the design's choice, and
        /// the row says what went wrong.
        case ownError
    }
}

extension ProductsScenario.ErrorKind {
    /// Tells the platform's errors from the app's own without naming any of the app's types, so
    /// that any design of the products example can run the table.
    public init(_ error: any Error) {
        if error is DecodingError {
            self = .decodingError
        } else if (error as NSError).domain == anyNSError().domain {
            self = .requestError
        } else {
            self = .ownError
        }
    }
}
