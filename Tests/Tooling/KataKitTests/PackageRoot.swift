import Foundation
import KataKit

/// The package these tests belong to, found by climbing from this file to the folder that holds
/// `Package.swift`, so that the guides' tests read the real pages and data.
enum PackageRoot {
    static func tree(from file: String = #filePath) throws -> FileTree {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return FileTree(root: folder)
            }
            folder.deleteLastPathComponent()
        }
        throw KataError("no Package.swift above \(file)")
    }
}
