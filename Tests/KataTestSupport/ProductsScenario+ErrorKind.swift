import Foundation

extension ProductsScenario {
    /// What a scenario threw, in neutral terms. A caller that catches errors sees their types, so
    /// a refactoring that changes one changes behaviour: the table pins the kind as well.
    public enum ErrorKind: Equatable, Sendable {
        /// The URL session's own error, passed on as it came.
        case requestError
        /// Swift's `DecodingError`, from decoding the server's answer.
        case decodingError
        /// `URLSessionProductsProvider.Error.invalidData`: an answer the provider cannot use.
        case invalidData
        /// `UserDefaultsProductsProvider.Error.corruptCache`: a cache the provider cannot decode.
        case corruptCache
        /// Anything else, kept readable for the failure message.
        case unexpected(String)
    }
}

extension ProductsScenario.ErrorKind {
    /// Recognises the errors that are not any stage's own; a stage's tests name its own types.
    public init(_ error: any Error) {
        if error is DecodingError {
            self = .decodingError
        } else if (error as NSError).domain == anyNSError().domain {
            self = .requestError
        } else {
            self = .unexpected(String(describing: error))
        }
    }
}
