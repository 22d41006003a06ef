import Foundation
import KataKit

extension KataCommand {
    static let record = KataCommand(
        "record",
        arguments:
            "N ID --mistake|--variant [--open] --summary S [--category C] [--behaviour-intact] [--rule R] [--source outside]",
        summary:
            "the working tree's change to kata N's stage and tests, against HEAD, written as a catalogue entry",
        audience: .maintainer, example: ["2", "example", "--mistake", "--summary", "an example"],
        parse: RecordRequest.parse, run: { tool, request in try tool.record(request) })
}

extension KataTool {
    /// `kata-dev record`: an outside round's writer, or a maintainer, edits the reference stage in a
    /// clone, and this writes the change as the entry's `.diff` file, so that recording needs no
    /// script of one's own. The working tree is left as it is: `git restore` brings the stage back.
    func record(_ request: RecordRequest) throws -> Bool {
        let plan = try library.plan(request.kata)
        guard git.isRepository else {
            throw KataError("kata-dev record reads the change with git: run it in a clone")
        }
        let folder = KataLibrary.catalogueFolder(request.catalogue, of: request.kata)
        let path = "\(folder)/\(request.id).diff"
        guard !tree.exists(path) else {
            throw KataError("\(path) exists already: choose another id, or delete it first")
        }
        try FileManager.default.createDirectory(at: tree.url(".kata"), withIntermediateDirectories: true)
        let diff = try git.diffOfWorkingTree(
            in: [plan.codeFolder, plan.testsFolder], index: tree.url(".kata/record-index").path)
        guard !diff.isEmpty else {
            throw KataError(
                "\(plan.codeFolder) and \(plan.testsFolder) are as HEAD has them: edit the stage first, then record"
            )
        }
        // The claim is held wherever verify compiles the entry: hold it here first, where the
        // change is still in the tree to be fixed.
        let checked = request.behaviourIntact ? try runCheck(request.kata, tree, nil) : nil
        if let checked, let broken = KataVerifier.broken(checked) {
            throw KataError(
                "--behaviour-intact says only the goal checks catch this change, but \(broken): record it without --behaviour-intact, or change it so that every behaviour test passes"
            )
        }
        let text = CatalogueEntry.text(
            summary: request.summary, category: request.category, behaviourIntact: request.behaviourIntact,
            rule: request.rule, source: request.source, diff: diff)
        _ = try CatalogueEntry(id: request.id, diff: text)
        try tree.write(Data(text.utf8), to: path)
        let files = diff.split(separator: "\n").filter { $0.hasPrefix("diff --git ") }.count
        console.say("Wrote \(path): \(files) file(s) changed against HEAD.")
        console.say(
            "The stage is left as you edited it: git restore \(plan.codeFolder) \(plan.testsFolder) (and git clean for new files) brings it back."
        )
        let mistake = request.catalogue.hasSuffix("mistakes")
        // The check already ran: a mistake nothing catches may be the writer's finding, so it is
        // written, and said.
        if mistake, checked?.verdict == .passed {
            console.say(
                "No check fails on it yet: verify will call it MISSED, a mistake the checks let through.")
        }
        let part = request.catalogue.hasPrefix("open") ? "--open" : mistake ? "--mistakes" : "--variants"
        console.say(
            "Then: swift run kata-dev verify \(request.kata) \(part) --write-outcomes judges it and records its outcome"
                + (mistake ? "; a mistake no check catches is a finding, which it calls MISSED." : "."))
        return true
    }
}
