import Foundation

extension KataCommand {
    static let share = KataCommand(
        "share", arguments: "NAME",
        summary:
            "open mode: your design in one file for the room's review, to send to your coach, who runs swift run kata compare",
        example: ["pair-3"],
        parse: { words in
            guard !words.isEmpty else { throw ArgumentProblem("needs your pair's name, such as pair-3") }
            if let flag = words.first(where: { $0.hasPrefix("-") }) {
                throw ArgumentProblem("takes no \(flag)")
            }
            return words.joined(separator: " ")
        },
        run: { tool, name in try tool.share(as: name) })
}

extension KataTool {
    /// `kata share NAME`: the open kata's stage folder, as it is now, in one file under
    /// `.kata/share` that the pair sends to the coach. Only open mode's designs are the pair's
    /// own from the first line, so only they are shared; the tool's folder keeps it out of git.
    func share(as name: String) throws -> Bool {
        guard let (plan, progress) = try openCurrent() else {
            let library = try library
            let katas = library.openNumbers.map(String.init).joined(separator: ", ")
            throw KataError(
                "share sends a design of your own, and only open mode leaves the whole design to you: swift run kata start N --open, for kata \(katas)"
            )
        }
        let slug = SharedDesign.slug(name)
        guard !slug.isEmpty else {
            throw KataError("a pair's name needs a letter or a digit, such as swift run kata share pair-3")
        }
        guard tree.isFolder(plan.codeFolder) else { throw KataError.missingFolder(plan.codeFolder) }
        // The page is the kata's, not the pair's.
        let code = tree.snapshot(of: [plan.codeFolder]).filter {
            $0.key != "\(plan.codeFolder)/\(StartLayout.page)"
        }
        // The tests the pair wrote or changed since the start, for the review; never judged.
        let startTests = try git.snapshot(of: [plan.testsFolder], at: progress.startCommit)
        let ownTests = tree.snapshot(of: [plan.testsFolder]).filter { startTests[$0.key] != $0.value }
        let files = code.merging(ownTests) { $1 }
        let reference = try? git.run(["rev-parse", "--verify", "--quiet", progress.startCommit + "^"])
        let design = SharedDesign(name: name, kata: plan.kata, open: true, reference: reference, files: files)
        let path = "\(SharedDesign.folder)/kata\(plan.kata)-\(slug).json"
        try tree.write(design.data, to: path)
        // Lines that hold code: blank lines are layout, not design.
        let lines = code.values.reduce(0) {
            $0 + String(decoding: $1, as: UTF8.self).split(separator: "\n").count
        }
        console.tell(
            "Kata \(plan.kata) in open mode, shared as \(name): \(code.count) file\(code.count == 1 ? "" : "s") of \(plan.codeFolder), \(lines) line\(lines == 1 ? "" : "s") of code, and \(ownTests.count) test file\(ownTests.count == 1 ? "" : "s") of your own, as they are now (uncommitted changes included)."
        )
        console.say("  " + FileTree.resolved(tree.url(path).path))
        console.tell(
            "Send that file to your coach (the chat, AirDrop, a USB stick); swift run kata compare judges it as done does and sets the room's side by side. Share again after a change: the file is replaced."
        )
        return true
    }
}
