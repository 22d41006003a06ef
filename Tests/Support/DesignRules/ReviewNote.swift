import Foundation
import SourceStructure

/// Something in a design that the checks leave to the reviewer, as the question a reviewer would
/// ask of it, at its place: what a closure decides, whose a protocol is, why the composition sits
/// outside the root's type. `kata done` in open mode prints these beside its verdict, so that a
/// green `done` says what it could not look into (`DesignReview` carries them).
public struct ReviewNote: Sendable, Hashable, Codable {
    /// The file, relative to the stage's folder.
    public let file: String
    public let line: Int
    public let text: String

    public init(file: String, line: Int, text: String) {
        self.file = file
        self.line = line
        self.text = text
    }
}

extension StageDesign {
    /// The questions this design leaves to its reviewer, in file order.
    public func reviewNotes() -> [ReviewNote] {
        (closureNotes() + witnessNotes() + placementNotes() + compositionNotes() + shapeNotes()
            + nullObjectNotes()
            + rootWorkNotes())
            .sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    /// A part's closures, one note a part: the checks see that it holds them, not what they do. A
    /// clock (`() -> Date`) decides nothing, and is left out.
    private func closureNotes() -> [ReviewNote] {
        let held = allCollaborators.filter { collaborator in
            collaborator.form == .closure
                && sources.resolve(collaborator.property.type.nonOptional, in: collaborator.owner).nonOptional
                    .description.replacingOccurrences(of: " ", with: "") != "()->Date"
        }
        let closures = Dictionary(grouping: held, by: \.owner)
        return closures.keys.sorted().compactMap { owner in
            guard let held = closures[owner], let first = held.first else { return nil }
            let names = held.map { "`\($0.property.name)`" }.joined(separator: ", ")
            let what = held.count == 1 ? "a closure (\(names))" : "\(held.count) closures (\(names))"
            let question = held.count == 1 ? "what does it do" : "what does each do"
            return note(
                at: first.property.location,
                "\(owner) holds \(what), which the checks cannot look into: \(question), and is that part of \(owner)'s one job?"
            )
        }
    }

    /// Types made of closures, with the functions that make them: a combinator's closure is where a
    /// decision can hide from every check.
    private func witnessNotes() -> [ReviewNote] {
        parts.filter { DesignShape.isWitness($0, sources: sources) }.sorted().compactMap { type in
            let makers = sources.functions(of: type).filter { function in
                function.kind == .function
                    && (function.returnType.names.contains(type)
                        || function.returnType.names.contains("Self"))
            }
            .map { "`\($0.name)`" }
            guard let declaration = sources.declarations(of: type).first(where: { !$0.isExtension }) else {
                return nil
            }
            let made = makers.isEmpty ? "" : ", made by \(makers.joined(separator: ", "))"
            return note(
                at: declaration.location,
                "\(type) is made of closures\(made): the checks cannot look into them, and its graph draws them as closures. What does each decide, and where?"
            )
        }
    }

    /// The root doing a part's work: it calls a platform object itself (`session.dataTask`) rather
    /// than handing it to a part that does.
    private func rootWorkNotes() -> [ReviewNote] {
        func isPlatform(_ type: TypeText, _ owner: String?) -> Bool {
            if case .platform = form(of: type, in: owner) { return true }
            return false
        }
        let functions =
            rootTypes.flatMap { sources.functions(of: $0) }
            + sources.globalFunctions.filter { shape.rootFunctions.contains($0.name) }
        let properties = rootTypes.flatMap { root in
            sources.properties(of: root).filter { isPlatform($0.type, root) }
        }
        let platformNames = Set(
            properties.map(\.name)
                + functions.flatMap(\.parameters).filter { isPlatform($0.type, nil) }.map(\.name))
        var noted: Set<String> = []
        return sources.files.flatMap { file in
            file.code.indices.dropLast(2).compactMap { index -> ReviewNote? in
                let code = file.code
                guard platformNames.contains(code[index].text), code[index + 1].text == ".",
                    code[index + 2].isName,
                    index + 3 < code.count, code[index + 3].text == "(" || code[index + 3].text == "{",
                    !Self.namesAMethod(code, from: index + 3),
                    index == 0 || code[index - 1].text != ".", isInRoot(file.scope(at: index)),
                    noted.insert(file.path).inserted
                else { return nil }
                return note(
                    at: code[index].location,
                    "The root calls \(code[index].text).\(code[index + 2].text) itself: it wires parts, so would this work be a part of its own, with its own tests?"
                )
            }
        }
    }

    /// Whether the parenthesis at `open` holds only argument labels, `(from:completion:)`: the
    /// method named, handed on to a part, not called.
    static func namesAMethod(_ code: [Token], from open: Int) -> Bool {
        guard code[open].text == "(" else { return false }
        var index = open + 1
        var labels = 0
        while index + 1 < code.count, code[index].isName || code[index].text == "_",
            code[index + 1].text == ":"
        {
            labels += 1
            index += 2
        }
        return labels > 0 && index < code.count && code[index].text == ")"
    }

    /// Where each protocol lives: a conversation, not a verdict.
    private func placementNotes() -> [ReviewNote] {
        abstractionsBesideAnImplementation().map { found in
            note(
                at: found.location,
                "\(found.name) is declared in \((found.location.file as NSString).lastPathComponent), beside its one implementation, while code elsewhere depends on it: whose is it, and where would its consumer's reader look for it?"
            )
        }
    }

    /// Composition the root delegates: helpers only the root calls; where no root is named, the
    /// composers, when there is more than one.
    private func compositionNotes() -> [ReviewNote] {
        guard root != nil || rootTypes.count + shape.rootFunctions.count > 1 else { return [] }
        let helpers = rootTypes.subtracting(root.map { [$0] } ?? []).sorted()
        let types = helpers.compactMap { helper in
            sources.declarations(of: helper).first { !$0.isExtension }.map { declaration in
                note(
                    at: declaration.location,
                    "\(helper) builds part of the graph\(root.map { " and only \($0) calls it" } ?? ", and no part calls it"): the checks count it as the composition root. Would you keep the wiring in one place?"
                )
            }
        }
        let functions = shape.rootFunctions.sorted().compactMap { name in
            sources.globalFunctions.first { $0.name == name }.map { function in
                note(
                    at: function.location,
                    "\(name)(…) builds part of the graph\(root.map { " and only \($0) calls it" } ?? ", and no part calls it"): the checks count it as the composition root. Would you keep the wiring in one place?"
                )
            }
        }
        return types + functions
    }

    /// A Decorator or a Strategy named for the other pattern: the checks judge the shape.
    private func shapeNotes() -> [ReviewNote] {
        let misnamed =
            decorators.filter { $0.contains("Strategy") }.map {
                ($0, "a Decorator: it wraps one of what it implements")
            }
            + strategies.filter { $0.contains("Decorator") }.map {
                ($0, "a Strategy: it holds two or more of what it implements")
            }
        return misnamed.sorted { $0.0 < $1.0 }.compactMap { type, shape in
            sources.declarations(of: type).first { !$0.isExtension }.map { declaration in
                note(
                    at: declaration.location,
                    "\(type) is judged as \(shape). Does its name say what it does?")
            }
        }
    }

    /// Parts that do nothing, which the root builds into a graph: a Null Object where a caller
    /// has none is the pattern; one standing in for a part an audience does not have is a choice
    /// of shape to discuss.
    private func nullObjectNotes() -> [ReviewNote] {
        let built = Set(
            sources.constructions(of: doNothingImplementations).filter { isInRoot($0.scope) }.map(\.name))
        return built.sorted().compactMap { type in
            sources.declarations(of: type).first { !$0.isExtension }.map { declaration in
                note(
                    at: declaration.location,
                    "\(type) does nothing, and the root builds it into a graph: which audience gets it, and would a graph without the part it stands in for say more plainly what that audience has?"
                )
            }
        }
    }

    private func note(at location: Location, _ text: String) -> ReviewNote {
        ReviewNote(file: location.file, line: location.line, text: text)
    }
}
