import Foundation

/// A pair's design as `kata share` writes it for the room's review: the kata, the pair's name,
/// the reference it started from and the code of its stage folder, in one JSON file that a chat,
/// AirDrop or a USB stick can carry where there is no shared git server. `kata compare` reads it,
/// or a pair's kata branch fetched into the facilitator's clone, which holds the same.
public struct SharedDesign: Codable, Equatable, Sendable {
    /// Bumped when the fields change, so that an older tool says so instead of misreading.
    public static let currentFormat = 1
    public static let folder = ".kata/share"

    public let format: Int
    public let name: String
    public let kata: Int
    public let open: Bool
    /// The commit the pair's kata started from (the reference), when it is known.
    public let reference: String?
    /// The stage folder's files, and the tests the pair wrote or changed, by their paths in the
    /// package, as text.
    public let files: [String: String]

    public init(name: String, kata: Int, open: Bool, reference: String?, files: [String: Data]) {
        format = Self.currentFormat
        self.name = name
        self.kata = kata
        self.open = open
        self.reference = reference
        self.files = files.mapValues { String(decoding: $0, as: UTF8.self) }
    }

    /// The file's design, or a `KataError` that names the file and what is wrong with it.
    public static func read(_ data: Data, from path: String) throws -> SharedDesign {
        let design: SharedDesign
        do {
            design = try JSONDecoder().decode(SharedDesign.self, from: data)
        } catch {
            throw KataError(
                "\(path) is not a design written by swift run kata share (it does not read as one): ask the pair to share it again"
            )
        }
        guard design.format == currentFormat else {
            throw KataError(
                "\(path) was written by another version of the kata tool (format \(design.format), this one reads \(currentFormat)): pull, or ask the pair to"
            )
        }
        return design
    }

    public var data: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(self)) ?? Data()
    }

    public var fileData: [String: Data] { files.mapValues { Data($0.utf8) } }

    /// The name as a file name: `Pair 3` is `pair-3`.
    public static func slug(_ name: String) -> String {
        let words = name.lowercased().split { !$0.isLetter && !$0.isNumber }
        return words.joined(separator: "-")
    }
}
