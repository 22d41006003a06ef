import DesignRules
import KataTestSupport
import Testing

/// The rule that a type owns what its init is handed: held weakly, a collaborator made at the call
/// site is gone before the first call, and the type silently does nothing.
@Suite struct OwnershipRulesTests {
    private let rule = DesignRule.injectedCollaboratorOwned

    @Test func test_injectedCollaboratorOwned_flagsAWeakAndAnUnownedStoredCollaborator() {
        let loader = """
            final class RemoteFeedLoader {
                private weak var client: HTTPClient?
                private unowned(unsafe) let store: FeedStore
                private weak var delegate: LoaderDelegate?

                init(client: HTTPClient, store: FeedStore) {
                    self.client = client
                    self.store = store
                }
            }
            """

        #expect(
            rule.told(in: Snippet.stage(loader)) == [
                "Extra.swift:2: A type owns the collaborators its init is handed: no "
                    + "weak or unowned storage, no weak capture of one, so nothing it needs "
                    + "can vanish under it and its creator need keep nothing alive for it. "
                    + "Here: `var client: HTTPClient?`.",
                "Extra.swift:3: A type owns the collaborators its init is handed: no "
                    + "weak or unowned storage, no weak capture of one, so nothing it needs "
                    + "can vanish under it and its creator need keep nothing alive for it. "
                    + "Here: `let store: FeedStore`.",
            ])
    }

    @Test func test_injectedCollaboratorOwned_flagsAWeakCaptureOfAParameterInSwiftFormatsLayout() {
        let loader = """
            final class RemoteFeedLoader {
                private let load: () -> Void

                init(
                    client: HTTPClient,
                    url: URL
                ) {
                    self.load = {
                        [
                            weak client,
                            unowned(unsafe) held = client
                        ] in
                        client?.get(from: url) { _ in }
                        _ = held
                    }
                }
            }
            """

        #expect(
            rule.findings(in: Snippet.stage(loader)) == [
                "Extra.swift:10: [weak client]", "Extra.swift:11: [unowned(unsafe) held = client]",
            ])
    }

    @Test func test_injectedCollaboratorOwned_flagsAWeakPropertyWhoseInitIsInAnExtension() {
        let files = Snippet.stage(
            """
            final class RemoteFeedLoader {
                weak var client: (any HTTPClient)?
            }

            extension RemoteFeedLoader {
                convenience init(client: any HTTPClient) {
                    self.init()
                    self.client = client
                }
            }
            """)

        #expect(rule.findings(in: files) == ["Extra.swift:2: var client: (any HTTPClient)?"])
    }

    @Test func test_injectedCollaboratorOwned_acceptsStrongCollaboratorsAndWeakSelf() {
        let loader = """
            final class RemoteFeedLoader {
                private let client: HTTPClient

                init(client: HTTPClient) { self.client = client }

                func load(completion: @escaping () -> Void) {
                    client.get(from: URL(fileURLWithPath: "/")) { [weak self] _ in
                        guard self != nil else { return }
                        completion()
                    }
                }
            }
            """

        #expect(rule.findings(in: Snippet.stage(loader)) == [])
    }

    @Test func test_injectedCollaboratorOwned_acceptsAWeakReferenceTheInitWasNotHanded() {
        let controller = """
            final class FeedViewController {
                weak var delegate: FeedViewControllerDelegate?
                private let loader: FeedLoader
                private var refresh: () -> Void = {}

                init(
                    loader: FeedLoader
                ) {
                    self.loader = loader
                    self.refresh = { [weak delegate] in delegate?.didRefresh() }
                }
            }
            """

        #expect(rule.findings(in: Snippet.stage(controller)) == [])
    }
}
