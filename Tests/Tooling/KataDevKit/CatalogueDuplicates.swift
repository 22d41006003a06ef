import Foundation
import KataKit
import SourceStructure

/// Catalogue entries that make the same change: once comments and white space are set aside, the
/// same stage. A duplicate teaches nothing new and costs CI a compile; verify names each pair, so
/// that a catalogue keeps one of each. A kata's guided catalogues are compared together, and its
/// open ones together: the same change in both modes is two checks, each of its own suites.
enum CatalogueDuplicates {
    static let modes = [["mistakes", "variants"], ["open-mistakes", "open-variants"]]

    /// Each group of entries of `kata` that make the same change, by their ids (`open-variants/…`).
    static func groups(
        of kata: Int, in library: KataLibrary, base: [String: Data], reference: SnapshotReference
    ) throws -> [[String]] {
        let plan = try library.plan(kata)
        let folders = [plan.codeFolder, plan.testsFolder]
        let stage = base.filter { path, _ in folders.contains { path.hasPrefix($0 + "/") } }
        var groups: [[String]] = []
        for mode in modes {
            var seen: [String: [String]] = [:]
            var order: [String] = []
            for name in mode {
                for entry in try library.catalogue(name, of: kata) {
                    // An entry whose edits no longer apply is reported by the rest of verify.
                    guard
                        let files = try? KataTool.applying(
                            entry.edits, to: stage, reference: reference, folders: folders)
                    else { continue }
                    let key = fingerprint(files, changedFrom: stage)
                    if seen[key] == nil { order.append(key) }
                    seen[key, default: []].append("\(name)/\(entry.id)")
                }
            }
            groups += order.compactMap { seen[$0] }.filter { $0.count > 1 }
        }
        return groups
    }

    /// What an entry changes, its code read as the compiler reads it: each Swift file's code
    /// tokens, without comments and white space; any other file as it is.
    static func fingerprint(_ files: [String: Data], changedFrom stage: [String: Data]) -> String {
        let changed = Set(files.keys).union(stage.keys).filter { files[$0] != stage[$0] }.sorted()
        return changed.map { path in
            guard let data = files[path] else { return "\(path): gone" }
            let text = String(decoding: data, as: UTF8.self)
            guard path.hasSuffix(".swift") else { return "\(path): \(text)" }
            return "\(path): " + SourceFile(path: path, text: text).code.map(\.text).joined(separator: " ")
        }
        .joined(separator: "\n")
    }
}
