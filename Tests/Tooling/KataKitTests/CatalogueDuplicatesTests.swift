import Foundation
import Testing

@testable import KataDevKit

/// Two catalogue entries make the same change when the compiler would read their code alike:
/// comments and white space apart, the same tokens in the same files.
struct CatalogueDuplicatesTests {
    @Test func test_fingerprint_isTheSameForChangesThatDifferOnlyInCommentsAndWhiteSpace() {
        let stage = files(["Loader.swift": "final class Loader {}"])
        let commented = files([
            "Loader.swift":
                "/// Loads.\nfinal class Loader {\n    // Shared, for now.\n    static let shared = Loader()\n}"
        ])
        let bare = files(["Loader.swift": "final class Loader { static let shared = Loader() }"])

        #expect(fingerprint(commented, stage) == fingerprint(bare, stage))
    }

    @Test func test_fingerprint_differsForChangesThatDifferInCode() {
        let stage = files(["Loader.swift": "final class Loader {}"])
        let shared = files(["Loader.swift": "final class Loader { static let shared = Loader() }"])
        let instance = files(["Loader.swift": "final class Loader { static let instance = Loader() }"])

        #expect(fingerprint(shared, stage) != fingerprint(instance, stage))
    }

    @Test func test_fingerprint_tellsADeletedFileFromAnEmptiedOne() {
        let stage = files(["Loader.swift": "final class Loader {}", "Cache.swift": "final class Cache {}"])
        var deleted = stage
        deleted["Stages/S/Cache.swift"] = nil
        var emptied = stage
        emptied["Stages/S/Cache.swift"] = Data()

        #expect(fingerprint(deleted, stage) != fingerprint(emptied, stage))
    }

    @Test func test_fingerprint_readsOtherFilesAsTheyAre() {
        let stage = files(["README.md": "# Kata"])
        let spaced = files(["README.md": "# Kata  "])

        #expect(fingerprint(spaced, stage) != fingerprint(stage, stage))
    }

    // MARK: - Helpers

    private func files(_ texts: [String: String]) -> [String: Data] {
        Dictionary(uniqueKeysWithValues: texts.map { ("Stages/S/\($0.key)", Data($0.value.utf8)) })
    }

    private func fingerprint(_ files: [String: Data], _ stage: [String: Data]) -> String {
        CatalogueDuplicates.fingerprint(files, changedFrom: stage)
    }
}
