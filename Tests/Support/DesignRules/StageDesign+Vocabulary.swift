import SourceStructure

/// One word for one thing: the stage's own vocabulary, not two names kept side by side.
extension StageDesign {
    /// Top-level typealiases that give one of the stage's types a second name, with no generic
    /// argument to specialize it: `typealias FeedImage = FeedItem` keeps the old word beside the
    /// new, and every reader must learn both. `typealias CodableFeedStore = DocumentStore<File>`
    /// names a specialization, a type of its own.
    public func secondNamesOfTypes() -> [Occurrence] {
        let declared = sources.declaredTypeNames
        return sources.files.flatMap { file in
            file.declarations.typealiases.compactMap { alias in
                guard let named = alias.type.bareName, declared.contains(named),
                    alias.type.genericArguments.isEmpty,
                    !alias.type.isFunction
                else { return nil }
                return Occurrence(
                    name: alias.name, text: "typealias \(alias.name) = \(alias.type)",
                    location: alias.location,
                    scope: Scope(types: [], member: alias.name, region: .declaration))
            }
        }
    }
}
