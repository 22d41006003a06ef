import SourceStructure

/// How a store replaces the file it reads back: whole or not at all, so that a write that fails
/// half-way leaves the previous data readable. Writing into the file itself, or removing it before
/// the new one is there, can leave it half-written or gone.
extension StageDesign {
    /// `write(to:)` and `write(toFile:)` without `.atomic` or `atomically: true`; a `FileHandle`
    /// opened for writing or updating, `truncate(atOffset:)`, an `OutputStream` to a file and
    /// `fopen`; and `removeItem` followed, in the same body, by a write, a move or a copy. A write
    /// to a temporary file then `replaceItemAt` or `moveItem`, or an `.atomic` write, is whole.
    public func nonAtomicFileWrites() -> [Occurrence] {
        let bodies = Dictionary(
            grouping: sources.allFunctions.compactMap { function in
                function.bodyRange.map { (file: function.location.file, range: $0) }
            }, by: \.file)
        return sources.files.flatMap { file in
            file.code.indices.compactMap { index -> Occurrence? in
                guard let write = Self.nonAtomicWrite(at: index, in: file) else { return nil }
                let body = bodies[file.path]?.map(\.range).filter { $0.contains(index) }
                    .min { $0.count < $1.count }
                return body.map { Self.movesItsTarget(write, at: index, over: $0, in: file.code) } == true
                    ? nil : write.occurrence
            }
        } + removalsBeforeWrites()
    }

    /// The calls that put a file in place whole: once a temporary file is complete, one of them
    /// puts it over the store's.
    private static let replacements: Set = ["replaceItemAt", "replaceItem", "moveItem", "rename", "renameat"]

    /// Whether the body that holds a write then replaces or renames something with the written
    /// file: `write(to: temporary)` and `replaceItemAt(storeURL, withItemAt: temporary)`.
    private static func movesItsTarget(
        _ write: (occurrence: Occurrence, target: String?), at index: Int, over body: Range<Int>,
        in code: [Token]
    ) -> Bool {
        guard let target = write.target else { return false }
        return body.contains { call in
            guard call > index, replacements.contains(code[call].text),
                let open = callParenthesis(after: call, in: code), let close = closing(of: open, in: code)
            else { return false }
            return code[(open + 1)..<close].contains { $0.kind == .identifier && $0.text == target }
        }
    }

    private static let handleLabels: Set = [
        "forWritingTo", "forWritingAtPath", "forUpdating", "forUpdatingAtPath",
    ]

    /// The write at `index` that is not atomic, with the name of what it writes to when it
    /// says: the first name of its `to:`, `forWritingTo:` or `url:` argument.
    private static func nonAtomicWrite(
        at index: Int, in file: SourceFile
    ) -> (occurrence: Occurrence, target: String?)? {
        let code = file.code
        let token = code[index]
        guard token.isName, let open = callParenthesis(after: index, in: code),
            let close = closing(of: open, in: code)
        else { return nil }
        let arguments = Array(code[(open + 1)..<close])
        let label = arguments.count >= 2 && arguments[1].text == ":" ? arguments[0].text : ""
        let isMember = index > 0 && code[index - 1].text == "."
        let shown = "\(token.text)(\(TypeText.text(of: arguments)))"
        let isWrite: Bool
        switch token.text {
        case "write":
            isWrite = isMember && ["to", "toFile"].contains(label) && !isAtomic(arguments)
        case "truncate", "truncateFile":
            isWrite = isMember && label == "atOffset"
        case "FileHandle":
            isWrite = handleLabels.contains(label)
        case "OutputStream":
            isWrite = ["url", "toFileAtPath"].contains(label)
        case "fopen":
            isWrite = !isMember
        default:
            isWrite = false
        }
        guard isWrite else { return nil }
        let target = label.isEmpty ? nil : arguments.dropFirst(2).first { $0.kind == .identifier }?.text
        return (
            Occurrence(
                name: token.text, text: shown, location: token.location, scope: file.scope(at: index)),
            target
        )
    }

    /// Whether a write's arguments ask for an atomic one: `options: .atomic`, `[.atomic, …]`,
    /// `atomically: true`.
    private static func isAtomic(_ arguments: [Token]) -> Bool {
        arguments.indices.dropLast().contains { index in
            (arguments[index].text == "." && ["atomic", "atomicWrite"].contains(arguments[index + 1].text))
                || (arguments[index].text == "atomically" && index + 2 < arguments.count
                    && arguments[index + 1].text == ":" && arguments[index + 2].text == "true")
        }
    }

    /// `removeItem(…)` in a function body that then writes, moves or copies a file: between the
    /// two, the data is on no disk.
    private func removalsBeforeWrites() -> [Occurrence] {
        let writers: Set = ["write", "moveItem", "copyItem", "createFile"]
        return sources.allFunctions.compactMap { function -> Occurrence? in
            guard let body = function.bodyRange,
                let file = sources.files.first(where: { $0.path == function.location.file })
            else { return nil }
            let code = file.code
            let calls = body.filter { index in
                index > 0 && code[index - 1].text == "."
                    && Self.callParenthesis(after: index, in: code) != nil
            }
            guard let removal = calls.first(where: { code[$0].text == "removeItem" }),
                calls.contains(where: { $0 > removal && writers.contains(code[$0].text) })
            else { return nil }
            return Occurrence(
                name: "removeItem", text: "removeItem(…) before a write", location: code[removal].location,
                scope: file.scope(at: removal))
        }
    }

    /// The `(` that calls the name at `index`: `name(`, `name<…>(` is not read, `Type.init(`.
    private static func callParenthesis(after index: Int, in code: [Token]) -> Int? {
        var next = index + 1
        if next + 1 < code.count, code[next].text == ".", code[next + 1].text == "init" { next += 2 }
        guard next < code.count, code[next].text == "(", !code[next].isPrecededBySpace else { return nil }
        return next
    }

    /// The `)` that closes the `(` at `open`.
    private static func closing(of open: Int, in code: [Token]) -> Int? {
        var depth = 0
        for index in open..<code.count {
            if code[index].text == "(" { depth += 1 }
            if code[index].text == ")" { depth -= 1 }
            if depth == 0 { return index }
        }
        return nil
    }
}
