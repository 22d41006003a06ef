import SourceStructure

/// What an open goal suite found in a design, beyond its verdict: each principle kept or broken,
/// with its places; the questions the checks leave to a reviewer; and how each part holds what it
/// is handed. `kata done` prints the questions; `kata compare` sets several designs side by side
/// by all of it. The suite writes it as JSON to the file `outputVariable` names.
public struct DesignReview: Sendable, Hashable, Codable {
    /// One principle of the kata's goal checks, by its rule's id, and where the design breaks it.
    public struct Principle: Sendable, Hashable, Codable {
        public let id: String
        /// Empty where the design keeps it.
        public let broken: [Place]

        public init(id: String, broken: [Place]) {
            self.id = id
            self.broken = broken
        }

        public var isKept: Bool { broken.isEmpty }
    }

    /// A line of the design, relative to the stage's folder, and the code found there.
    public struct Place: Sendable, Hashable, Codable {
        public let file: String
        public let line: Int
        public let text: String

        public init(file: String, line: Int, text: String) {
            self.file = file
            self.line = line
            self.text = text
        }
    }

    /// A collaborator a part holds, in the form a reviewer would name it.
    public struct Holding: Sendable, Hashable, Codable {
        /// `RemoteFeedLoader.client`.
        public let name: String
        /// `protocol`, `closure`, `generic`, `struct of closures`, `concrete type`, `platform type`.
        public let kind: String
        /// The kind with the type: `a protocol, HTTPClient`, `a generic, C: HTTPClient`.
        public let form: String

        public init(name: String, kind: String, form: String) {
            self.name = name
            self.kind = kind
            self.form = form
        }
    }

    public let principles: [Principle]
    public let notes: [ReviewNote]
    public let holdings: [Holding]

    public init(principles: [Principle], notes: [ReviewNote], holdings: [Holding]) {
        self.principles = principles
        self.notes = notes
        self.holdings = holdings
    }

    /// The variable that names the file an open goal suite writes the review to, as JSON.
    public static let outputVariable = "KATA_REVIEW_OUTPUT"
}

extension StageDesign {
    /// The review of this design under `rules`: what `kata done` and `kata compare` show of it.
    public func review(keeping rules: [DesignRule]) -> DesignReview {
        DesignReview(
            principles: rules.map { rule in
                DesignReview.Principle(
                    id: rule.id,
                    broken: rule.occurrences(in: self).sorted { $0.location < $1.location }.map {
                        DesignReview.Place(file: $0.location.file, line: $0.location.line, text: $0.text)
                    })
            },
            notes: reviewNotes(),
            holdings: allCollaborators.map { collaborator in
                DesignReview.Holding(
                    name: collaborator.name, kind: collaborator.form.kind, form: collaborator.form.described)
            })
    }
}

extension Collaborator.Form {
    /// What kind of form it is, in a reviewer's words: `protocol`, `closure`.
    public var kind: String {
        switch self {
        case .abstraction: "protocol"
        case .generic: "generic"
        case .closure: "closure"
        case .witness: "struct of closures"
        case .concrete: "concrete type"
        case .platform: "platform type"
        }
    }

    /// How a reviewer names the form: `a protocol, HTTPClient`.
    public var described: String {
        switch self {
        case .abstraction(let name): "a protocol, \(name)"
        case .generic(let name, let constraint): "a generic, \(name)" + (constraint.map { ": \($0)" } ?? "")
        case .closure: "a closure"
        case .witness(let name): "a struct of closures, \(name)"
        case .concrete(let name): "a concrete type, \(name)"
        case .platform(let name): "a platform type, \(name)"
        }
    }
}
