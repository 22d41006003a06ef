import DesignRules
import Testing

/// How a part comes by what it needs: whole at `init`, and a behaviour the root picks by building
/// the right part, not by a switch inside one.
@Suite struct InjectionRulesTests {
    private let client = """
        protocol Client { func get() }
        final class Adapter: Client { func get() {} }
        """

    @Test func test_collaboratorsSetInInit_flagsACollaboratorTheRootSetsLater_inAnyForm() {
        let loader = """
            final class Loader {
                var client: Client?
                var onLoad: (() -> Void)?
                init() {}
                func load() { client?.get(); onLoad?() }
            }
            enum CompositionRoot {
                static func make() -> Loader {
                    let loader = Loader()
                    loader.client = Adapter()
                    loader.onLoad = {}
                    return loader
                }
            }
            """

        #expect(
            DesignRule.collaboratorsSetInInit.told(in: ["C.swift": client, "L.swift": loader]) == [
                "L.swift:2: A part is handed its collaborators when it is built and "
                    + "keeps them: one set later (a var the root assigns, an implicitly "
                    + "unwrapped property) can be missing, or swapped behind its back. Here: "
                    + "`var client: Client?`.",
                "L.swift:3: A part is handed its collaborators when it is built and "
                    + "keeps them: one set later (a var the root assigns, an implicitly "
                    + "unwrapped property) can be missing, or swapped behind its back. Here: "
                    + "`var onLoad: (() -> Void)?`.",
            ])
    }

    @Test func test_collaboratorsSetInInit_flagsAnImplicitlyUnwrappedOne_andOneThePartSwapsItself() {
        let loader = """
            final class Loader {
                var analytics: Client!
                private var client: Client
                init(client: Client) { self.client = client }
                func use(_ other: Client) { client = other }
            }
            """

        #expect(
            DesignRule.collaboratorsSetInInit.findings(in: ["C.swift": client, "L.swift": loader]) == [
                "L.swift:2: var analytics: Client!", "L.swift:3: var client: Client",
            ])
    }

    @Test func test_collaboratorsSetInInit_acceptsAVarSetInInit_andStateThePartKeeps() {
        let loader = """
            final class Loader {
                private var client: Client
                private var task: Client = Adapter()
                init(client: Client) { self.client = client }
                func load() { task = client; task.get() }
            }
            """

        #expect(DesignRule.collaboratorsSetInInit.findings(in: ["C.swift": client, "L.swift": loader]) == [])
    }

    @Test func test_noChoiceFixedWhenBuilt_flagsAFlagAndAnOptionalThePartWasBuiltWith() {
        let provider = """
            final class Provider: Client {
                private let token: String?
                private let isTracking: Bool
                private let tracker: Client
                init(token: String?, isTracking: Bool, tracker: Client) {
                    self.token = token; self.isTracking = isTracking; self.tracker = tracker
                }
                func get() {
                    if let token { print(token) }
                    guard isTracking else { return }
                    tracker.get()
                }
            }
            """

        #expect(
            DesignRule.noChoiceFixedWhenBuilt.told(in: ["C.swift": client, "P.swift": provider]) == [
                "P.swift:9: A part does not switch its behaviour on a flag or an "
                    + "optional it was built with: that is two parts, and the root, which "
                    + "knows, builds the one it needs. Here: `if let token`.",
                "P.swift:10: A part does not switch its behaviour on a flag or an "
                    + "optional it was built with: that is two parts, and the root, which "
                    + "knows, builds the one it needs. Here: `guard isTracking`.",
            ])
    }

    @Test func test_noChoiceFixedWhenBuilt_acceptsADecisionOnWhatTheCallBringsOrACollaboratorAsked() {
        let strategy = """
            protocol Reachability { var isReachable: Bool { get } }
            final class Strategy: Client {
                private let remote: Client
                private let local: Client
                private let reachability: Reachability
                init(remote: Client, local: Client, reachability: Reachability) {
                    self.remote = remote; self.local = local; self.reachability = reachability
                }
                func get() { reachability.isReachable ? remote.get() : local.get() }
                func get(status: Int) { if status == 200 { remote.get() } }
            }
            """

        #expect(
            DesignRule.noChoiceFixedWhenBuilt.findings(in: ["C.swift": client, "S.swift": strategy]) == [])
    }

    @Test func test_noOptionalCollaborator_flagsAnOptionalClosure_andAnOptionalPart() {
        let loader = """
            final class Loader {
                private let save: (([String]) -> Void)?
                private let adapter: Adapter?
                init(save: (([String]) -> Void)?, adapter: Adapter?) { self.save = save; self.adapter = adapter }
                func load() { save?([]); adapter?.get() }
            }
            """

        #expect(
            DesignRule.noOptionalCollaborator.told(in: ["C.swift": client, "L.swift": loader]) == [
                "L.swift:2: A collaborator is always there: a Null Object stands where "
                    + "a caller has none. Here: `let save: (([String]) -> Void)?`.",
                "L.swift:3: A collaborator is always there: a Null Object stands where "
                    + "a caller has none. Here: `let adapter: Adapter?`.",
                "L.swift:4: A collaborator is always there: a Null Object stands where "
                    + "a caller has none. Here: `save: (([String]) -> Void)?`.",
            ])
    }
}
