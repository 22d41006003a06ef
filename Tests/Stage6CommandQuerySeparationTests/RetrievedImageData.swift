import Foundation

/// What an image-data retrieval delivered, in a form tests can compare.
enum RetrievedImageData: Equatable {
    case notFound
    case found(Data)
    case failure
}
