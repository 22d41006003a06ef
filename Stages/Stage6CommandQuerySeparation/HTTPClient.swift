import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

public protocol HTTPClient {
    typealias Result = Swift.Result<(Data, HTTPURLResponse), Error>

    /// Completes on the main actor, whichever thread the transport answers on.
    func get(from url: URL, completion: @escaping @MainActor (Result) -> Void)
}
