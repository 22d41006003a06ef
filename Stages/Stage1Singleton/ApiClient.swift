import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// The smell of this stage: one global instance, reached for by name. See Stages/Stage1Singleton/README.md.
public final class ApiClient {
    public typealias Result = Swift.Result<(Data, HTTPURLResponse), Error>

    public static let instance = ApiClient()

    private init() {}

    private struct UnexpectedValuesRepresentation: Error {}

    public func get(from url: URL, completion: @escaping @MainActor (Result) -> Void) {
        URLSession.shared.dataTask(with: url) { data, response, error in
            let result: Result
            if let error {
                result = .failure(error)
            } else if let data, let response = response as? HTTPURLResponse {
                result = .success((data, response))
            } else {
                result = .failure(UnexpectedValuesRepresentation())
            }
            // URLSession answers on its own queue; callers expect the main actor.
            Task { @MainActor in completion(result) }
        }.resume()
    }
}
