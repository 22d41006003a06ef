import Foundation
import KataTestSupport
import Testing

@testable import KataKit

/// Which linker verify's builds name: the toolchain's lld, found beside its `swift` even behind a
/// link, as `/usr/bin/swift` often is.
@Suite(.whereTheToolRuns) struct CheckRunnerTests {
    private let folder = TemporaryDirectory()

    @Test func test_lldToolset_namesTheLldBesideTheFirstSwiftOnThePath_throughALink() throws {
        let toolchain = try makeFolder("toolchain/bin", holding: ["swift", "ld.lld"])
        let linked = try makeFolder("usr/bin", holding: [])
        try FileManager.default.createSymbolicLink(
            at: linked.appendingPathComponent("swift"),
            withDestinationURL: toolchain.appendingPathComponent("swift"))
        let empty = try makeFolder("empty", holding: [])

        let toolset = try #require(CheckRunner.lldToolset(searching: "\(empty.path):\(linked.path)"))

        let linker = try JSONDecoder().decode(Toolset.self, from: toolset).linker.path
        #expect(
            URL(fileURLWithPath: linker).resolvingSymlinksInPath()
                == toolchain.appendingPathComponent("ld.lld").resolvingSymlinksInPath())
    }

    @Test func test_lldToolset_isNilWhenTheToolchainHasNoLld() throws {
        let toolchain = try makeFolder("toolchain/bin", holding: ["swift"])

        #expect(CheckRunner.lldToolset(searching: toolchain.path) == nil)
    }

    @Test func test_lldToolset_isNilWhenNoSwiftIsOnThePath() throws {
        let toolchain = try makeFolder("toolchain/bin", holding: ["ld.lld"])

        #expect(CheckRunner.lldToolset(searching: toolchain.path) == nil)
    }

    // MARK: - Helpers

    private struct Toolset: Decodable {
        struct Linker: Decodable { let path: String }
        let schemaVersion: String
        let linker: Linker
    }

    /// A folder below the test's own holding an executable file of each name.
    private func makeFolder(_ path: String, holding executables: [String]) throws -> URL {
        let url = folder.url.appendingPathComponent(path, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for name in executables {
            let file = url.appendingPathComponent(name)
            try Data("#!/bin/sh\n".utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        }
        return url
    }
}
