import SourceStructure

/// The platform's globals under their own names: the process-wide services a part may reach for
/// without being handed them, and the clock. A part that reads the time or the file system behind
/// its signature decides part of its behaviour where no test and no root can see.
extension StageDesign {
    /// The platform's process-wide services, each with the member that reaches it.
    static let ambientServices: [String: Set<String>] = [
        "FileManager": ["default"], "NotificationCenter": ["default"], "Bundle": ["main"],
        "ProcessInfo": ["processInfo"], "Calendar": ["current", "autoupdatingCurrent"],
        "Locale": ["current", "autoupdatingCurrent"], "TimeZone": ["current", "autoupdatingCurrent"],
    ]

    /// Outside the root: the clock read directly (`Date()`, `Date.now`, `Date.init` handed on as a
    /// function), anywhere; and a process-wide service (`FileManager.default`, `Bundle.main`, …)
    /// inside a part that holds collaborators of the stage (a use case, a Decorator, a Strategy),
    /// or in a default value. The part whose own job is the file system, a store over a file, may
    /// use `FileManager.default` as its tool: it holds nothing of the stage's.
    public func platformGlobalsOutsideRoot() -> [Occurrence] {
        let coordinators = Set(
            parts.filter { part in
                collaborators(of: part).contains { collaborator in
                    if case .platform = collaborator.form { return false }
                    return true
                }
            })
        let services = sources.memberReferences(named: Set(Self.ambientServices.values.flatMap { $0 }))
            .filter { reference in
                let base = reference.text.split(separator: ".").dropLast().last.map(String.init) ?? ""
                guard Self.ambientServices[base]?.contains(reference.name) == true, !isInRoot(reference.scope)
                else { return false }
                return reference.scope.region == .defaultValue
                    || coordinators.contains { reference.scope.isInside($0) }
            }
        return services + clockReadings().filter { !isInRoot($0.scope) }
    }

    /// `Date()`, `Date.now`, `Date.init`: the current time, read where it is used.
    private func clockReadings() -> [Occurrence] {
        let now = sources.memberReferences(named: ["now"]).filter { $0.text == "Date.now" }
        let constructions = sources.constructions(of: ["Date"]).filter { construction in
            guard let file = sources.files.first(where: { $0.path == construction.location.file }),
                let index = file.code.firstIndex(where: { $0.location == construction.location })
            else { return false }
            let code = file.code
            // `Date()` and `Date.init()` read the clock, and so does `Date.init` handed on; a
            // `Date(timeIntervalSince1970:)` is a value.
            var next = index + 1
            if next + 1 < code.count, code[next].text == ".", code[next + 1].text == "init" { next += 2 }
            guard next < code.count else { return true }
            if code[next].text != "(" { return construction.text.hasSuffix(".init") }
            return next + 1 < code.count && code[next + 1].text == ")"
        }
        return (now + constructions).sorted { $0.location < $1.location }
    }
}
