import Foundation

/// A short fingerprint of bytes (64-bit FNV-1a), stable across runs: to tell later whether a file
/// still holds what the tool wrote, or whether a run of `done` would compile what it compiled before.
public enum Fingerprint {
    public static func of(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    /// One fingerprint for a set of files, their paths included, whatever order they come in.
    public static func of(_ files: [String: Data]) -> String {
        let lines = files.keys.sorted().map { "\($0)\u{0}\(of(files[$0] ?? Data()))\n" }
        return of(Data(lines.joined().utf8))
    }
}
