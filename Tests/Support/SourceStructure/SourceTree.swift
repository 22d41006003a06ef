import Foundation

/// The Swift sources of one folder and every folder below it, as SwiftPM compiles them for a
/// target: the declarations, and the code a rule can query, each thing with its file and line.
///
/// A refactoring keeps behaviour, so behaviour tests cannot tell a new design from the old one.
/// The goal checks read this instead of the text: a comment, a string or a private property's
/// name never looks like code, and a file in a subfolder is read like any other.
public struct SourceTree: Sendable {
    /// The folder it was read from, as given: `Stages/Stage5NullObject`.
    public let folder: String
    /// The folder's path on disk, to locate a file for an editor.
    public let directory: String
    /// Every `.swift` file below the folder, sorted by path.
    public let files: [SourceFile]

    /// Every type and extension, nested ones included, in file order.
    public let types: [TypeDeclaration]
    /// What the reader could not read, in every file: a rule that reads the tree fails there.
    public let unreadable: [UnreadablePlace]
    /// The names of the types declared at a file's top level, to tell a module prefix from an
    /// outer type in `extension Module.Type`.
    private let topLevelTypeNames: Set<String>

    public init(folder: String, directory: String, files: [SourceFile], unreadableFiles: [String] = []) {
        self.folder = folder
        self.directory = directory
        self.files = files.sorted { $0.path < $1.path }
        types = self.files.flatMap { Self.flatten($0.declarations.types) }
        topLevelTypeNames = Set(
            self.files.flatMap(\.declarations.types).filter { !$0.isExtension }.map(\.name))
        unreadable =
            unreadableFiles.sorted().map {
                UnreadablePlace(
                    location: Location(file: $0, line: 1, column: 1), reason: "a file that is not UTF-8")
            } + self.files.flatMap(\.unreadable)
    }

    /// A tree of in-memory files, by path: what a rule's own tests read.
    public init(_ files: [String: String], folder: String = "Stages/Snippet") {
        self.init(
            folder: folder, directory: "/\(folder)",
            files: files.map { SourceFile(path: $0.key, text: $0.value) })
    }

    /// Reads every `.swift` file below `directory`; `folder` is how messages name it.
    public init(reading directory: URL, as folder: String) {
        let names = FileManager.default.subpaths(atPath: directory.path) ?? []
        var unreadable: [String] = []
        let files = names.filter { $0.hasSuffix(".swift") }.compactMap { name -> SourceFile? in
            let url = directory.appendingPathComponent(name)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                unreadable.append(name)
                return nil
            }
            return SourceFile(path: name, text: text)
        }
        self.init(folder: folder, directory: directory.path, files: files, unreadableFiles: unreadable)
    }

    /// The absolute path of a file of the tree.
    public func absolutePath(of file: String) -> String {
        (directory as NSString).appendingPathComponent(file)
    }

    // MARK: - Declarations

    /// The names of the types declared (not extended), nested ones by their qualified name:
    /// `RemoteFeedLoader.Error` and `RemoteFeedImageDataLoader.Error` are two types.
    public var declaredTypeNames: Set<String> {
        Set(types.filter { !$0.isExtension }.map(\.qualifiedName))
    }

    /// The declaration of `name` (a nested type by its qualified name) and its extensions,
    /// wherever they are.
    public func declarations(of name: String) -> [TypeDeclaration] {
        types.filter { $0.isExtension ? extendedName(of: $0) == name : $0.qualifiedName == name }
    }

    /// The type an extension extends, without a module's name before it: `RemoteFeedLoader` for
    /// `extension Stage5NullObject.RemoteFeedLoader`, `RemoteFeedLoader.Error` as written.
    private func extendedName(of declaration: TypeDeclaration) -> String {
        var components = declaration.name.split(separator: ".").map(String.init)
        while components.count > 1, !topLevelTypeNames.contains(components[0]) {
            components.removeFirst()
        }
        return components.joined(separator: ".")
    }

    /// The `#if` conditions the code at `location` is compiled under; empty for code every build has.
    public func conditions(at location: Location) -> [String] {
        guard let file = files.first(where: { $0.path == location.file }),
            let index = file.code.firstIndex(where: { $0.location == location })
        else { return [] }
        return file.scope(at: index).conditions
    }

    /// The protocols the stage declares.
    public var protocols: [TypeDeclaration] {
        types.filter { $0.kind == .protocol }
    }

    /// What `type` inherits from or conforms to, in its declaration or any extension, with the
    /// protocols those protocols inherit from.
    public func conformances(of type: String) -> Set<String> {
        var found: Set<String> = []
        var pending = [type]
        while let next = pending.popLast() {
            for name in declarations(of: next).flatMap(\.inheritedNames) where !found.contains(name) {
                found.insert(name)
                pending.append(name)
            }
        }
        return found
    }

    /// The types, not protocols, that conform to `protocolName`, directly or through another
    /// protocol, or inherit from a class that does.
    public func conformers(of protocolName: String) -> Set<String> {
        Set(
            types.filter { $0.kind != .protocol && !$0.isExtension }.map(\.name)
                .filter { conformances(of: $0).contains(protocolName) })
    }

    /// The members `type` declares in its declaration and its extensions (not in nested types).
    public func properties(of type: String) -> [Property] {
        declarations(of: type).flatMap(\.members.properties)
    }

    public func functions(of type: String) -> [Function] {
        declarations(of: type).flatMap(\.members.functions)
    }

    /// Every property and function, of every type and at every top level.
    public var allProperties: [Property] {
        files.flatMap(\.declarations.properties) + types.flatMap(\.members.properties)
    }

    public var allFunctions: [Function] {
        files.flatMap(\.declarations.functions) + types.flatMap(\.members.functions)
    }

    /// Variables declared at a file's top level: global state, whatever its access level.
    public var globalProperties: [Property] {
        files.flatMap(\.declarations.properties)
    }

    public var globalFunctions: [Function] {
        files.flatMap(\.declarations.functions)
    }

    /// The typealiases of `type`, resolved one level: `ValidationResult` in `LocalFeedLoader`.
    public func typealiases(of type: String) -> [Typealias] {
        declarations(of: type).flatMap(\.members.typealiases)
    }

    /// The files that declare or extend `type`, by path.
    public func files(declaring type: String) -> [String] {
        Array(Set(declarations(of: type).map(\.location.file))).sorted()
    }

    private static func flatten(_ types: [TypeDeclaration]) -> [TypeDeclaration] {
        types.flatMap { [$0] + flatten($0.members.types) }
    }

    // MARK: - Code

    /// Every code token with its scope, in file order.
    public var code: [(token: Token, scope: Scope)] {
        files.flatMap { file in file.code.indices.map { (file.code[$0], file.scope(at: $0)) } }
    }

    /// Runs `find` over each file's code tokens and collects what it returns.
    func search(_ find: (SourceFile, Int) -> Occurrence?) -> [Occurrence] {
        files.flatMap { file in file.code.indices.compactMap { find(file, $0) } }
    }
}
