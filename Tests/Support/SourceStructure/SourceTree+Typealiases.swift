/// Typealiases followed to what they stand for, the way the compiler sees through them.
extension SourceTree {
    /// `type` with its typealiases replaced, as seen from inside `owner`: `ValidationResult`
    /// inside `LocalFeedLoader` becomes `Result<Void, Error>`, `FeedCache.Result` becomes
    /// `Swift.Result<Void, Error>`. A name the stage does not alias is returned as written.
    public func resolve(_ type: TypeText, in owner: String?) -> TypeText {
        var current = type
        var scope = owner
        for _ in 0..<8 {
            guard let (alias, aliasOwner) = aliasDeclaration(for: current, in: scope) else { return current }
            current = alias.type
            scope = aliasOwner
        }
        return current
    }

    /// The typealias a bare or qualified name refers to, and the type that declares it.
    private func aliasDeclaration(for type: TypeText, in owner: String?) -> (Typealias, String?)? {
        let stripped = type.tokens.filter { $0.kind != .attribute }
        guard !stripped.isEmpty, stripped.allSatisfy({ $0.isName || $0.text == "." }) else { return nil }
        let names = stripped.map(\.text).filter { $0 != "." }
        guard let name = names.last else { return nil }
        var owners: [String?] = []
        if names.count > 1 {
            owners = [names[names.count - 2]]
        } else if let owner {
            owners = [owner] + conformances(of: owner).map { Optional($0) } + [nil]
        } else {
            owners = [nil]
        }
        for candidate in owners {
            let aliases =
                candidate.map { typealiases(of: $0) } ?? files.flatMap(\.declarations.typealiases)
            if let alias = aliases.first(where: { $0.name == name && !$0.type.isEmpty }) {
                return (alias, candidate)
            }
        }
        return nil
    }
}
