/// The words the tokenizer and the declaration reader treat specially.
enum Keywords {
    /// Reserved words: never a name unless backticked.
    static let reserved: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "_",
    ]

    /// Words that start a declaration.
    static let declarationIntroducers: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "let",
        "operator", "precedencegroup", "protocol", "struct", "subscript", "typealias", "var", "actor",
        "macro", "case",
    ]

    /// Words that may come before a declaration's introducer and change its meaning.
    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "final", "static", "class",
        "override", "convenience", "required", "mutating", "nonmutating", "lazy", "weak", "unowned",
        "optional", "dynamic", "indirect", "nonisolated", "distributed", "prefix", "postfix", "infix",
        "isolated", "consuming", "borrowing", "__consuming", "sending",
    ]

    /// Access levels, most open first.
    static let accessLevels: [String] = ["open", "public", "package", "internal", "fileprivate", "private"]
}
