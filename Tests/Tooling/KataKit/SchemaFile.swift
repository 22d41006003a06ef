import Foundation
import SourceStructure

/// One file of a stage as `MistakeSchema` builds it in: read, it is nil unless it declares final
/// classes and nothing else (after its imports), each with no nested type and no public member but
/// methods and initializers a stand-in can hand a call to.
struct SchemaFile {
    private let source: SourceFile
    private let scalars: [Unicode.Scalar]
    private let lineStarts: [Int]
    private let classes: [TypeDeclaration]

    init?(_ data: Data) {
        guard let text = String(data: data, encoding: .utf8) else { return nil }
        source = SourceFile(path: "", text: text)
        let scalars = Array(text.unicodeScalars)
        self.scalars = scalars
        lineStarts = [0] + scalars.indices.filter { scalars[$0] == "\n" }.map { $0 + 1 }
        classes = source.declarations.types
        let declarations = source.declarations
        guard source.unreadable.isEmpty, !classes.isEmpty, declarations.properties.isEmpty,
            declarations.functions.isEmpty, declarations.typealiases.isEmpty,
            classes.allSatisfy(Self.canStandIn),
            let first = classes.first?.location.line,
            !source.tokens.contains(where: { $0.kind == .directive && $0.line > first })
        else { return nil }
    }

    private static func canStandIn(_ type: TypeDeclaration) -> Bool {
        type.kind == .class && type.modifiers.contains("final") && type.genericParameters.isEmpty
            && type.members.types.isEmpty && type.members.typealiases.isEmpty
            && !type.members.properties.contains { isPublic($0.modifiers) }
            && publicMembers(of: type).allSatisfy { function in
                [.function, .initializer].contains(function.kind) && !function.isStatic
                    && !function.isFailable && function.genericParameters.isEmpty && function.body != nil
                    && function.parameters.allSatisfy { parameter in
                        let type = parameter.type.description
                        return !type.contains("...") && !type.contains("inout")
                            && !type.contains("@autoclosure")
                    }
            }
    }

    private static func isPublic(_ modifiers: [String]) -> Bool {
        modifiers.contains("public") || modifiers.contains("open")
    }

    private static func publicMembers(of type: TypeDeclaration) -> [Function] {
        type.members.functions.filter { isPublic($0.modifiers) }
    }

    /// What a test can call: each class's header and its public members' signatures, as written.
    var api: [String] {
        classes.flatMap { type in
            ([header(of: type)] + Self.publicMembers(of: type).map(signature)).map {
                $0.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            }
        }
    }

    /// The file with each class it declares named for `version`: `ProductsRepositoryImpl_mistake3`.
    func renamingTypes(to version: String) -> String {
        let names = Set(classes.map(\.name))
        var renamed = scalars
        for token in source.code.reversed()
        where token.kind == .identifier && !token.isBackticked && names.contains(token.text) {
            let start = offset(of: token.location)
            renamed.replaceSubrange(
                start..<(start + token.text.unicodeScalars.count),
                with: "\(token.text)_\(version)".unicodeScalars)
        }
        return String(String.UnicodeScalarView(renamed))
    }

    /// The file's imports, then a stand-in for each class: it makes the version the mistake run
    /// chooses among `versions` (the reference's for any other) and hands each call to it.
    func standIns(choosing versions: [String]) -> String {
        let imports = classes.first.map {
            String(String.UnicodeScalarView(scalars[..<offset(of: $0.location)]))
        }
        return "// Written by `swift run kata done`: see MistakeSchema.swift in the kata tool.\n"
            + (imports.map { Self.importLines(of: $0) } ?? "")
            + classes.map { standIn(for: $0, choosing: versions) }.joined(separator: "\n")
    }

    private static func importLines(of text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).filter {
            let line = $0.trimmingCharacters(in: .whitespaces)
            return line.hasPrefix("import ") || line.hasPrefix("#")
        }
        lines.append("")
        return lines.joined(separator: "\n") + "\n"
    }

    private func standIn(for type: TypeDeclaration, choosing versions: [String]) -> String {
        let version = "kataMistakeVersion"
        let members = Self.publicMembers(of: type).map { function -> String in
            let effects = (function.isThrowing ? "try " : "") + (function.isAsync ? "await " : "")
            let arguments = function.parameters.map { ($0.label.map { "\($0): " } ?? "") + $0.name }
                .joined(separator: ", ")
            if function.kind == .initializer {
                let cases = versions.map {
                    "        case \"\($0)\": \(version) = \(effects)\(type.name)_\($0)(\(arguments))\n"
                }
                return """
                        \(signature(of: function)) {
                            switch KataMistakeSchema.chosen {
                    \(cases.joined())        default: \(version) = \(effects)\(type.name)_reference(\(arguments))
                            }
                        }
                    """
            }
            let call = "\(function.name)(\(arguments))"
            let chosen = versions.map {
                "        if let made = \(version) as? \(type.name)_\($0) { return \(effects)made.\(call) }\n"
            }
            return """
                    \(signature(of: function)) {
                \(chosen.joined())        return \(effects)(\(version) as! \(type.name)_reference).\(call)
                    }
                """
        }
        return """
            \(header(of: type)) {
                private let \(version): AnyObject

            \(members.joined(separator: "\n\n"))
            }

            """
    }

    private func header(of type: TypeDeclaration) -> String {
        text(from: type.range.lowerBound, upTo: type.bodyRange.lowerBound - 1)
    }

    private func signature(of function: Function) -> String {
        text(from: function.range.lowerBound, upTo: (function.bodyRange?.lowerBound ?? 1) - 1)
    }

    /// The source from one code token up to another, as written, without the space before the
    /// second.
    private func text(from first: Int, upTo end: Int) -> String {
        let start = offset(of: source.code[first].location)
        let stop = offset(of: source.code[end].location)
        let text = String(String.UnicodeScalarView(scalars[start..<stop]))
        return String(text.reversed().drop(while: \.isWhitespace).reversed())
    }

    private func offset(of location: Location) -> Int {
        lineStarts[location.line - 1] + location.column - 1
    }
}
