import SourceStructure

/// The rules several katas teach, each read by one of `StageDesign`'s queries. A kata lists the
/// ones it teaches and says each in its own words with `teaching(_:)`.
extension DesignRule {
    public static let noTypeCheck = DesignRule(
        id: "no-type-check",
        principle:
            "A type sees its collaborators only through their protocols and never asks which one it has.",
        categories: ["type-check"]
    ) { $0.typeChecks() }

    public static let noSharedState = DesignRule(
        id: "no-shared-state",
        principle: "No global or static property holds a collaborator, the root, or mutable state.",
        categories: ["global-state"]
    ) { $0.sharedState() }

    public static let rootKeepsNothing = DesignRule(
        id: "root-keeps-nothing",
        principle:
            "The composition root builds a new graph each time and keeps no static state between graphs.",
        categories: ["global-state", "kept-state"]
    ) { $0.staticStateInRoot() }

    public static let noDependencyDefault = noDependencyDefault(optional: [])

    /// Dependencies have no default; one whose protocol is in `optional` may default to a Null Object.
    public static func noDependencyDefault(optional: Set<String>) -> DesignRule {
        DesignRule(
            id: "no-dependency-default",
            principle: "A dependency has no default value outside the composition root.",
            categories: ["hidden-default"]
        ) { $0.dependencyDefaults(optional: optional) }
    }

    public static let noStaticRequirement = DesignRule(
        id: "no-static-requirement",
        principle: "A protocol asks for no shared instance or factory: that is a default by another road.",
        categories: ["hidden-default", "global-state"]
    ) { $0.staticRequirements() }

    public static let onlyRootConstructs = DesignRule(
        id: "only-root-constructs",
        principle:
            "Only the composition root creates the parts of the graph and the platform's collaborators.",
        categories: ["hidden-default"]
    ) { $0.constructionsOutsideRoot() }

    public static let onlyRootNamesGlobals = DesignRule(
        id: "only-root-names-globals",
        principle: "Only the composition root names a shared instance such as URLSession.shared.",
        categories: ["global-state", "hidden-default"]
    ) { $0.globalsNamedOutsideRoot() }

    public static let rootNotReachedFromOutside = DesignRule(
        id: "root-not-reached-from-outside",
        principle: "The composition root calls into the graph, never the other way round.",
        categories: ["global-state", "hidden-default"]
    ) { $0.rootReachedFromOutside() }

    public static let protocolExtensionsImplementNoRequirement = DesignRule(
        id: "protocol-extensions-implement-no-requirement",
        principle:
            "A protocol's extension implements none of its requirements: each implementation does its own work.",
        categories: ["hidden-default", "wrong-shape"]
    ) { $0.requirementsImplementedByProtocolExtensions() }

    public static let protocolsNameNoPlatformType = DesignRule(
        id: "protocols-name-no-platform-type",
        principle: "A protocol says what its consumer needs, not URLSession's or UserDefaults' types.",
        categories: ["wrong-shape"]
    ) { $0.protocolsNamingPlatformTypes() }

    public static let protocolsNameNoImplementation = DesignRule(
        id: "protocols-name-no-implementation",
        principle: "A protocol names none of the types that implement it.",
        categories: ["wrong-shape"]
    ) { $0.protocolsNamingTheirImplementations() }

    public static let rolesStayApart = DesignRule(
        id: "roles-stay-apart",
        principle:
            "A protocol inherits none of the stage's other roles: a client that needs one depends on nothing more, and a type that plays two conforms to both.",
        categories: ["wrong-shape"]
    ) { $0.protocolsInheritingRoles() }

    public static let collaboratorsArePrivate = DesignRule(
        id: "collaborators-are-private",
        principle: "A type keeps the collaborators it holds to itself: no public stored collaborator.",
        categories: ["wrong-shape"]
    ) { $0.publishedCollaborators() }

    /// The stored instance `var`s of `types`.
    public static func noMutableState(of types: [String]) -> DesignRule {
        DesignRule(
            id: "no-mutable-state",
            principle: "A type holds what init gave it in lets, and keeps nothing from one call to the next.",
            categories: ["kept-state"]
        ) { $0.mutableState(of: types) }
    }

    public static let noOptionalCollaborator = DesignRule(
        id: "no-optional-collaborator",
        principle: "A collaborator is always there: a Null Object stands where a caller has none.",
        categories: ["hidden-branch"]
    ) { $0.optionalCollaborators() }

    /// The decisions taken on an `optional` collaborator, or on a flag beside it.
    public static func noFlagBesideNullObject(optional: Set<String>) -> DesignRule {
        DesignRule(
            id: "no-flag-beside-null-object",
            principle: "A type calls its collaborator every time: no flag or question decides whether to.",
            categories: ["hidden-branch"]
        ) { $0.flags(beside: optional) }
    }

    public static let nullObjectsDoNothing = DesignRule(
        id: "null-objects-do-nothing",
        principle: "A Null Object does nothing: no output, no event, no state.",
        categories: ["null-object-with-effect"]
    ) { design in
        design.effects(of: design.nullObjects.filter { design.sources.declaredTypeNames.contains($0) })
    }

    public static let nullObjectsAreNeverAsked = DesignRule(
        id: "null-objects-are-never-asked",
        principle:
            "No caller asks whether a collaborator is the Null Object: not by a cast, not by a comparison.",
        categories: ["type-check", "hidden-branch"]
    ) { design in
        design.typeChecks().filter { design.nullObjects.contains($0.name) }
            + design.sources.comparisons(with: design.nullObjects).filter { !$0.scope.isInside($0.name) }
    }

    /// Stored `var`s of the decorators and strategies, and of `named`.
    public static func wrappersKeepNothing(named: Set<String> = []) -> DesignRule {
        DesignRule(
            id: "wrappers-keep-nothing",
            principle: "A decorator or strategy keeps nothing from one call to the next.",
            categories: ["kept-state"]
        ) { design in
            design.keptState(in: design.decorators.union(design.strategies).union(named))
        }
    }

    /// Platform collaborators held by the decorators and strategies, and by `named`.
    public static func wrappersGoThroughProviders(named: Set<String> = []) -> DesignRule {
        DesignRule(
            id: "wrappers-go-through-providers",
            principle:
                "A decorator or strategy talks to its providers, never to URLSession or UserDefaults itself.",
            categories: ["wrong-shape"]
        ) { design in
            design.platformCollaboratorsHeld(by: design.decorators.union(design.strategies).union(named))
        }
    }
}

extension DesignRule {
    /// The non-private methods of `type` that answer something: a command that hands out data.
    public static func commandsAnswerNothing(of type: String) -> DesignRule {
        DesignRule(
            id: "commands-answer-nothing",
            principle: "A command changes something and answers nothing; what it holds stays its own.",
            categories: ["command-returns-data"]
        ) { design in
            design.sources.functions(of: type).filter { function in
                function.kind == .function && !function.returnType.isEmpty
                    && !function.modifiers.contains { $0 == "private" || $0 == "fileprivate" }
            }.map { function in
                Occurrence(
                    name: function.name, text: "func \(function.selector) -> \(function.returnType)",
                    location: function.location, scope: .parameter(of: function))
            }
        }
    }

    /// Methods that answer with data and change something: command-query separation, for any
    /// type, read from signatures and bodies rather than names.
    public static let noQueryWithSideEffect = DesignRule(
        id: "no-query-with-side-effect",
        principle:
            "A method either answers (a query, which changes nothing) or changes something (a command, which answers only whether it worked), never both.",
        categories: ["command-returns-data"]
    ) { $0.queriesWithSideEffects() }

    public static let noQueryCommandsWhatItReads = DesignRule(
        id: "no-query-commands-what-it-reads",
        principle:
            "A query leaves what it reads as it was: it asks the collaborator it reads from for no command, so asking twice answers the same.",
        categories: ["command-returns-data"]
    ) { $0.queriesCommandingWhatTheyRead() }

    /// Type checks of anything but a Null Object, which `nullObjectsAreNeverAsked` covers.
    public static let noTypeCheckOfRealCollaborators = DesignRule(
        id: "no-type-check",
        principle:
            "A type sees its collaborators only through their protocols and never asks which one it has.",
        categories: ["type-check"]
    ) { design in
        design.typeChecks().filter { !design.nullObjects.contains($0.name) }
    }
}

extension DesignRule {
    /// The declarations of `types`, which the kata removes or renames.
    public static func typesAreGone(_ types: Set<String>) -> DesignRule {
        DesignRule(
            id: "types-are-gone",
            principle:
                "A type the refactoring replaces is deleted, and an abstraction is named for what it abstracts.",
            categories: ["wrong-shape"]
        ) { design in
            design.sources.types.filter { types.contains($0.qualifiedName) }.map { type in
                Occurrence(
                    name: type.name, text: "\(type.kind) \(type.name)", location: type.location,
                    scope: Scope(types: [type.name], member: nil, region: .declaration))
            }
        }
    }

    /// Decisions inside the decorators, and inside `named`; a `catch {}` that swallows an error
    /// silently decides nothing.
    public static func decoratorsNeverBranch(named: Set<String> = []) -> DesignRule {
        DesignRule(
            id: "decorators-never-branch",
            principle: "A decorator adds one thing and always does it; a decision is a strategy's job.",
            categories: ["hidden-branch"]
        ) { design in
            let decorators = design.decorators.union(named)
            return design.sources.branches().filter { branch in
                decorators.contains { branch.scope.isInside($0) }
                    && !(branch.name == "catch" && catchesSilently(branch, in: design.sources))
            }
        }
    }

    /// Whether the `catch` at `branch` has an empty block.
    private static func catchesSilently(_ branch: Occurrence, in sources: SourceTree) -> Bool {
        guard let file = sources.files.first(where: { $0.path == branch.location.file }),
            let index = file.code.firstIndex(where: { $0.location == branch.location }),
            let open = file.code[index...].firstIndex(where: { $0.text == "{" }),
            open + 1 < file.code.count
        else { return false }
        return file.code[open + 1].text == "}"
    }
}

extension DesignRule {
    /// Casts to the stage's types, and comparisons with the graph's parts and Null Objects.
    public static let noTypeOrIdentityCheck = DesignRule(
        id: "no-type-check",
        principle:
            "A type sees its collaborators only through their protocols: no cast, no comparison with one.",
        categories: ["type-check"]
    ) { design in
        let kinds = design.composedTypes.union(design.nullObjects)
        return design.typeChecks()
            + design.sources.comparisons(with: kinds).filter { !$0.scope.isInside($0.name) }
    }
}

extension DesignRule {
    public static let noSubclassedPart = DesignRule(
        id: "no-subclassed-part",
        principle:
            "A part adds to another by wrapping it behind their protocol, never by subclassing it: a subclass is welded to one base.",
        categories: ["wrong-shape"]
    ) { $0.subclassedParts() }

    public static let partsHoldAbstractions = DesignRule(
        id: "parts-hold-abstractions",
        principle:
            "A part holds each collaborator by the protocol it implements, not by one implementation of it.",
        categories: ["wrong-shape"]
    ) { $0.concreteCollaboratorsHeld() }

    public static let noServiceLocator = DesignRule(
        id: "no-service-locator",
        principle:
            "A part is handed what it needs; a container it asks for a type by name hides every dependency and fails only at run time.",
        categories: ["global-state", "hidden-default"]
    ) { $0.serviceLocators() }
}

extension DesignRule {
    public static let noBuildConfigurationChoice = DesignRule(
        id: "no-build-configuration-choice",
        principle:
            "Production code picks no collaborator, default or behaviour by how it was built or launched (#if DEBUG, a custom flag, the simulator, an environment variable or launch argument): the composition root decides, by what it is handed.",
        categories: ["hidden-branch", "hidden-default"]
    ) { $0.buildConfigurationChoices() }
}

extension DesignRule {
    public static let injectedCollaboratorOwned = DesignRule(
        id: "injected-collaborator-owned",
        principle:
            "A type owns the collaborators its init is handed: no weak or unowned storage, no weak capture of one, so nothing it needs can vanish under it and its creator need keep nothing alive for it.",
        categories: ["wrong-shape", "hidden-branch"]
    ) { $0.injectedCollaboratorsNotOwned() }

    public static let storeReplacesAtomically = DesignRule(
        id: "store-replaces-atomically",
        principle:
            "Code that writes a file it reads back replaces it whole or not at all (an atomic write, or a temporary file moved over it), never writes into it or removes it first, so a failure half-way leaves the previous data readable.",
        categories: ["behaviour", "wrong-shape"]
    ) { $0.nonAtomicFileWrites() }

    public static let collaboratorsSetInInit = DesignRule(
        id: "collaborators-set-in-init",
        principle:
            "A part is handed its collaborators when it is built and keeps them: one set later (a var the root assigns, an implicitly unwrapped property) can be missing, or swapped behind its back.",
        categories: ["wrong-shape", "hidden-default"]
    ) { $0.collaboratorsSetAfterInit() }

    public static let noChoiceFixedWhenBuilt = DesignRule(
        id: "no-choice-fixed-when-built",
        principle:
            "A part does not switch its behaviour on a flag or an optional it was built with: that is two parts, and the root, which knows, builds the one it needs.",
        categories: ["hidden-branch"]
    ) { $0.choicesFixedWhenBuilt() }

    public static let oneNamePerType = DesignRule(
        id: "one-name-per-type",
        principle:
            "The stage speaks one vocabulary: a typealias that gives one of its types a second name keeps the old word beside the new, and every reader must learn both.",
        categories: ["wrong-shape"]
    ) { $0.secondNamesOfTypes() }

    public static let noPublicDoor = DesignRule(
        id: "no-public-door",
        principle:
            "A type opens no door the design did not ask for: no public setter on an object's or the program's state, and no public collaborator a caller could reach past it.",
        categories: ["wrong-shape", "global-state"]
    ) { $0.publicDoors() }
}
