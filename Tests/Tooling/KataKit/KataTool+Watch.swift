import Foundation

extension KataCommand {
    static let watch = KataCommand(
        "watch", summary: "the check again on every save, until Ctrl-C", parse: ArgumentProblem.nothing,
        run: { tool, _ in try tool.watch() })
}

extension KataTool {
    /// `kata watch`: the check again on every save, until interrupted (or `wait` says stop).
    func watch() throws -> Bool {
        let (plan, _) = try current()
        console.tell("Watching \(plan.codeFolder) and \(plan.testsFolder); press Ctrl-C to stop.")
        var seen = fingerprint(of: plan)
        var green = try check()
        while wait() {
            let latest = fingerprint(of: plan)
            guard latest != seen else { continue }
            seen = latest
            console.say()
            green = try check()
        }
        return green
    }

    /// When each file of the kata's folders last changed, and how big it is: a save changes one.
    func fingerprint(of plan: KataPlan) -> [String: String] {
        var prints: [String: String] = [:]
        for path in [plan.codeFolder, plan.testsFolder].flatMap(tree.files(in:)) {
            let values = try? tree.url(path).resourceValues(forKeys: [
                .contentModificationDateKey, .fileSizeKey,
            ])
            let date = values?.contentModificationDate?.timeIntervalSince1970 ?? 0
            prints[path] = "\(date) \(values?.fileSize ?? -1)"
        }
        return prints
    }
}
