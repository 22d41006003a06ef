import DesignRules
import KataTestSupport
import Testing

/// The rule that a store replaces the file it reads back whole or not at all: a write that fails
/// half-way must leave the previous data readable.
@Suite struct FileWriteRulesTests {
    private let rule = DesignRule.storeReplacesAtomically

    private func store(_ write: String) -> [String: String] {
        Snippet.stage(
            """
            final class CodableFeedStore {
                private let storeURL: URL

                init(storeURL: URL) { self.storeURL = storeURL }

                private func write(_ data: Data) throws {
            \(write)
                }
            }
            """)
    }

    @Test func test_storeReplacesAtomically_flagsAPlainWriteAndOneWithOtherOptions() {
        let files = store(
            """
                    try data.write(to: storeURL)
                    try data.write(
                        to: storeURL,
                        options: [.withoutOverwriting]
                    )
                    try "x".write(toFile: storeURL.path, atomically: false, encoding: .utf8)
            """)

        #expect(
            rule.told(in: files) == [
                "Extra.swift:7: Code that writes a file it reads back replaces it whole "
                    + "or not at all (an atomic write, or a temporary file moved over it), "
                    + "never writes into it or removes it first, so a failure half-way leaves "
                    + "the previous data readable. Here: `write(to: storeURL)`.",
                "Extra.swift:8: Code that writes a file it reads back replaces it whole "
                    + "or not at all (an atomic write, or a temporary file moved over it), "
                    + "never writes into it or removes it first, so a failure half-way leaves "
                    + "the previous data readable. Here: `write(to: storeURL, options: "
                    + "[.withoutOverwriting])`.",
                "Extra.swift:12: Code that writes a file it reads back replaces it "
                    + "whole or not at all (an atomic write, or a temporary file moved over "
                    + "it), never writes into it or removes it first, so a failure half-way "
                    + "leaves the previous data readable. Here: `write(toFile: storeURL.path, "
                    + "atomically: false, encoding: .utf8)`.",
            ])
    }

    @Test func test_storeReplacesAtomically_flagsAHandleOpenedForWritingAndATruncation() {
        let files = store(
            """
                    let handle = try FileHandle(forWritingTo: storeURL)
                    try handle.truncate(atOffset: 0)
                    try handle.write(contentsOf: data)
            """)

        #expect(
            rule.findings(in: files) == [
                "Extra.swift:7: FileHandle(forWritingTo: storeURL)", "Extra.swift:8: truncate(atOffset: 0)",
            ])
    }

    @Test func test_storeReplacesAtomically_flagsRemovingTheFileBeforeWritingItInSwiftFormatsLayout() {
        let files = store(
            """
                    try? FileManager.default
                        .removeItem(at: storeURL)
                    try data
                        .write(
                            to: storeURL,
                            options: .atomic
                        )
            """)

        #expect(rule.findings(in: files) == ["Extra.swift:8: removeItem(…) before a write"])
    }

    @Test func test_storeReplacesAtomically_acceptsAnAtomicWriteInAnyLayout() {
        let files = store(
            """
                    try data.write(to: storeURL, options: .atomic)
                    try data.write(
                        to: storeURL,
                        options: [
                            .atomic,
                            .completeFileProtection,
                        ]
                    )
                    try "x".write(to: storeURL, atomically: true, encoding: .utf8)
            """)

        #expect(rule.findings(in: files) == [])
    }

    @Test func test_storeReplacesAtomically_acceptsATemporaryFileReplacingTheStoresAndADeleteCommand() {
        let files = Snippet.stage(
            """
            final class CodableFeedStore {
                private let storeURL: URL

                init(storeURL: URL) { self.storeURL = storeURL }

                func insert(_ data: Data) throws {
                    let temporary = storeURL.appendingPathExtension("new")
                    try data.write(to: temporary, options: .atomic)
                    _ = try FileManager.default.replaceItemAt(storeURL, withItemAt: temporary)
                }

                func deleteCachedFeed() throws {
                    try FileManager.default.removeItem(at: storeURL)
                }

                func read() throws -> Data {
                    try FileHandle(forReadingFrom: storeURL).readToEnd() ?? Data()
                }
            }
            """)

        #expect(rule.findings(in: files) == [])
    }

    @Test func test_storeReplacesAtomically_acceptsAPlainWriteToATemporaryRenamedOverTheStore() {
        let files = store(
            """
                    let temporaryURL = storeURL.deletingLastPathComponent()
                        .appendingPathComponent(UUID().uuidString)
                    try data.write(to: temporaryURL)
                    guard
                        rename(
                            temporaryURL.path,
                            storeURL.path
                        ) == 0
                    else { throw CocoaError(.fileWriteUnknown) }
            """)

        #expect(rule.findings(in: files) == [])
    }

    @Test func test_storeReplacesAtomically_flagsAPlainWriteToATemporaryNeverMoved() {
        let files = store(
            """
                    let temporaryURL = storeURL.appendingPathExtension("tmp")
                    try data.write(to: temporaryURL)
                    try FileManager.default.copyItem(at: temporaryURL, to: storeURL)
            """)

        #expect(rule.findings(in: files) == ["Extra.swift:8: write(to: temporaryURL)"])
    }
}
