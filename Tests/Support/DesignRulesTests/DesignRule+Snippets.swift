import DesignRules
import KataTestSupport
import SourceStructure

extension DesignRule {
    /// What the rule finds in a stage made of `files`, in-memory, in order, each as
    /// `File.swift:line: code`: where the learner is sent, and what the finding quotes there.
    func findings(
        in files: [String: String], root: String? = "CompositionRoot", nullObjects: Set<String> = [],
        platformStandIns: Set<String> = []
    ) -> [String] {
        placed(in: files, root: root, nullObjects: nullObjects, platformStandIns: platformStandIns).map {
            "\($0.location.file):\($0.location.line): \($0.text)"
        }
    }

    /// The same findings as the learner reads them, each as `File.swift:line: lesson Here: code`:
    /// the rule's own lesson, which a kata's `teaching` replaces with its words.
    func told(
        in files: [String: String], root: String? = "CompositionRoot", nullObjects: Set<String> = [],
        platformStandIns: Set<String> = []
    ) -> [String] {
        placed(in: files, root: root, nullObjects: nullObjects, platformStandIns: platformStandIns).map {
            "\($0.location.file):\($0.location.line): \(SourceTree.told(lesson, about: $0.text))"
        }
    }

    private func placed(
        in files: [String: String], root: String?, nullObjects: Set<String>, platformStandIns: Set<String>
    ) -> [Occurrence] {
        let design = StageDesign(
            sources: SourceTree(files), root: root, nullObjects: nullObjects,
            platformStandIns: platformStandIns)
        return occurrences(in: design).sorted { $0.location < $1.location }
    }
}

/// A small stage: a loader that takes its client, the client's protocol, and one implementation.
enum Snippet {
    static let client = """
        protocol HTTPClient { func get(from url: URL, completion: @escaping (Data?) -> Void) }
        final class URLSessionHTTPClient: HTTPClient {
            private let session: URLSession
            init(session: URLSession) { self.session = session }
            func get(from url: URL, completion: @escaping (Data?) -> Void) {}
        }
        """

    static func loader(_ body: String = "") -> String {
        """
        final class RemoteFeedLoader {
            private let client: HTTPClient
            init(client: HTTPClient) { self.client = client }
            \(body)
        }
        """
    }

    static let root = """
        enum CompositionRoot {
            static func makeLoader() -> RemoteFeedLoader {
                RemoteFeedLoader(client: URLSessionHTTPClient(session: .shared))
            }
        }
        """

    /// The stage with `extra` as one more file.
    static func stage(_ extra: String) -> [String: String] {
        ["HTTPClient.swift": client, "CompositionRoot.swift": root, "Extra.swift": extra]
    }
}
