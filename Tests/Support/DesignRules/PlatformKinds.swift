import SourceStructure

/// Which of the platform's collaborators and SDKs each type talks to, found from what it holds:
/// a god class holds several kinds (the network, the cache, reachability, analytics), a small type
/// one at most. Names are the learner's: a protocol counts as a kind when every type that
/// implements it, or the platform type an extension makes conform to it, is of that one kind, so
/// `HTTPClient` over `URLSession` is the network whatever it is called, and a protocol that several
/// kinds implement (the products provider) is none. What a closure or an untyped value holds
/// cannot be seen, and is no kind: the rule lets through what it cannot tell.
public struct PlatformKinds: Sendable {
    public let design: StageDesign
    /// Each kind's own types: the platform's, the app's protocols for an SDK, its stand-ins.
    public let seeds: [String: String]

    public init(design: StageDesign, seeds: [String: String]) {
        self.design = design
        self.seeds = seeds
    }

    /// The stage's types outside the root that hold more than one kind, with the kinds each holds.
    public func typesHoldingSeveralKinds() -> [(type: TypeDeclaration, kinds: [String])] {
        let kinds = kindOfNames()
        return ownTypes.compactMap { type in
            let held = self.kinds(heldBy: type.name, among: kinds)
            return held.count > 1 ? (type, held.sorted()) : nil
        }
    }

    private var sources: SourceTree { design.sources }

    private var ownTypes: [TypeDeclaration] {
        sources.types.filter {
            !$0.isExtension && $0.kind != .protocol && !design.rootTypes.contains($0.name)
                && !design.platformStandIns.contains($0.name)
        }
    }

    /// The kinds of the stored instance properties of `type`, through their generic constraints.
    private func kinds(heldBy type: String, among kinds: [String: String]) -> Set<String> {
        let generics = sources.declarations(of: type).flatMap(\.genericParameters)
        let names = sources.properties(of: type).filter { $0.isStored && !$0.isStatic }.flatMap { property in
            property.type.names.flatMap { name in
                [name] + (generics.first { $0.name == name }?.constraint?.names ?? [])
            }
        }
        return Set(names.compactMap { kinds[$0] })
    }

    /// The kind each name stands for: the seeds, then the protocols whose implementations all
    /// turn out to be of one kind, until nothing changes.
    private func kindOfNames() -> [String: String] {
        var kinds = seeds
        let protocols = sources.protocols.map(\.name).filter { seeds[$0] == nil }
        for _ in 0...protocols.count {
            var changed = false
            for name in protocols {
                let implementers = sources.conformers(of: name).map { self.kinds(heldBy: $0, among: kinds) }
                let extended = sources.types.filter { $0.isExtension && $0.inheritedNames.contains(name) }
                    .compactMap { seeds[$0.name] }
                let found = Set(implementers.flatMap { $0 } + extended)
                let kind = found.count == 1 ? found.first : nil
                if kinds[name] != kind {
                    kinds[name] = kind
                    changed = true
                }
            }
            if !changed { break }
        }
        return kinds
    }
}
