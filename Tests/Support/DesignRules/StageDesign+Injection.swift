import SourceStructure

/// How a part comes by what it needs: whole, at `init`, and for good. A part whose collaborator
/// arrives later can exist without it; a part that does one thing or another by a value it was
/// built with is two parts, and the root, which knows which one it needs, should build that one.
extension StageDesign {
    /// A part's collaborators held in a `var` and assigned after the part is built, from outside
    /// (`loader.client = …`) or by the part itself outside its initializers, and collaborators
    /// held implicitly unwrapped (`var analytics: Analytics!`), which exist to be set later.
    public func collaboratorsSetAfterInit() -> [Occurrence] {
        // A var with a value of its own (`var task: Task = NullTask()`) is state the part keeps,
        // not a collaborator it waits for.
        allCollaborators.filter { !$0.property.isLet && $0.property.initialValue.isEmpty }.compactMap {
            collaborator in
            let property = collaborator.property
            let unwrapped = property.type.tokens.last?.text == "!"
            let assigned = assignments(to: property.name).contains { assignment in
                let own = assignment.scope.isInside(collaborator.owner)
                if own && assignment.scope.member == "init" { return false }
                return own ? !assignment.isMember || assignment.isOnSelf : assignment.isMember
            }
            return unwrapped || assigned ? Self.occurrence(of: property) : nil
        }
    }

    /// Every `name = …` and `something.name = …` in the code: `isMember` when written after a dot,
    /// `isOnSelf` when that dot follows `self`.
    private func assignments(to name: String) -> [(scope: Scope, isMember: Bool, isOnSelf: Bool)] {
        sources.files.flatMap { file in
            file.code.indices.compactMap { index in
                let code = file.code
                guard code[index].text == name, code[index].isName, index + 1 < code.count,
                    code[index + 1].text == "="
                else { return nil }
                let isMember = index > 0 && code[index - 1].text == "."
                let isOnSelf = isMember && index > 1 && code[index - 2].text == "self"
                // `let name = …` and `var name = …` declare; they assign nothing held.
                if !isMember, index > 0, ["let", "var"].contains(code[index - 1].text) { return nil }
                return (file.scope(at: index), isMember, isOnSelf)
            }
        }
    }

    /// Decisions inside a part, outside the root, taken on a value the part was built with and
    /// keeps (a `Bool` flag or an optional, in a `let`): the answer is the same on every call, so
    /// the part is two parts behind a switch, and the root, which knows, should build the one it
    /// needs. A decision on what a call brings or on a collaborator asked each time is the part's.
    public func choicesFixedWhenBuilt() -> [Occurrence] {
        let decisions = sources.decisions()
        return parts.sorted().flatMap { part -> [Occurrence] in
            let fixed = Set(
                sources.properties(of: part).filter { property in
                    property.isStored && !property.isStatic && property.isLet
                        && form(of: property.type, in: part) == nil
                        && (property.type.isOptional || property.type.bareName == "Bool")
                }.map(\.name))
            guard !fixed.isEmpty else { return [] }
            return decisions.filter { decision in
                decision.branch.scope.isInside(part)
                    && decision.condition.contains { $0.kind == .identifier && fixed.contains($0.text) }
            }.map { decision in
                Occurrence(
                    name: decision.branch.name,
                    text: "\(decision.branch.name == "?:" ? "" : decision.branch.name + " ")"
                        + TypeText.text(of: decision.condition),
                    location: decision.branch.location, scope: decision.branch.scope)
            }
        }
    }
}
