import Foundation
import SourceStructure
import Testing

extension SourceTree {
    /// The sources of `Stages/<stage>` and every folder below it, as SwiftPM compiles them.
    /// During a kata, that folder holds the learner's code: `swift run kata` does the kata in place.
    ///
    /// `KATA_GOAL_SOURCES=Stages/<another stage>` reads that folder instead: CI runs the goal
    /// checks of kata N on the stage before, which must fail them, without having to compile that
    /// stage's code against kata N's tests (`swift run kata-dev verify`).
    public static func stage(_ stage: String) -> SourceTree {
        let packageRoot = packageRoot(above: URL(fileURLWithPath: #filePath))
        let folder = ProcessInfo.processInfo.environment["KATA_GOAL_SOURCES"] ?? "Stages/\(stage)"
        return SourceTree(reading: packageRoot.appendingPathComponent(folder), as: folder)
    }

    /// The nearest folder above `file` that holds `Package.swift`: the package this file is
    /// part of, wherever the file sits below it.
    static func packageRoot(above file: URL) -> URL {
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder = folder.deletingLastPathComponent()
        }
        return file.deletingLastPathComponent()
    }

    /// The stage's module name, which is its folder's name.
    public var module: String {
        (folder as NSString).lastPathComponent
    }

    /// Where an editor or the `kata` tool shows a failure about `location`: the learner's own file
    /// and line, not the goal check's.
    public func sourceLocation(of location: Location) -> SourceLocation {
        SourceLocation(
            fileID: "\(module)/\((location.file as NSString).lastPathComponent)",
            filePath: absolutePath(of: location.file), line: location.line, column: location.column)
    }

    /// Records one issue for each occurrence, at the learner's file and line: the lesson, then
    /// the code at fault. Records nothing when there is none.
    public func expectNone(
        _ occurrences: [Occurrence], _ lesson: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for occurrence in occurrences.sorted(by: { $0.location < $1.location }) {
            Issue.record(
                Comment(rawValue: Self.told(lesson, about: occurrence.text)),
                sourceLocation: self.sourceLocation(of: occurrence.location))
        }
    }

    /// What the learner reads at the line at fault: the lesson, then the code it is about.
    public static func told(_ lesson: String, about code: String) -> String {
        "\(lesson) Here: `\(short(code))`."
    }

    /// The code as a reader quotes it: one line, cut after 80 characters.
    private static func short(_ code: String) -> String {
        code.count > 80 ? code.prefix(79) + "…" : code
    }

    /// Records one issue for each place the reader could not read, at the learner's file and line,
    /// so that a rule never passes over code it did not see. `rule` names the check that needed it.
    public func expectReadable(_ rule: String) {
        for place in unreadable {
            Issue.record(
                Comment(
                    rawValue:
                        "\(place) The goal check \(rule) cannot judge code it cannot read: fix the code there, or tell the kata's maintainers."
                ),
                sourceLocation: sourceLocation(of: place.location))
        }
    }

    /// Records `lesson` when the stage has no Swift file at all, so that a check never passes
    /// having read nothing. Returns whether there were files.
    @discardableResult
    public func expectFiles(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        if files.isEmpty {
            Issue.record("No Swift sources found in \(folder).", sourceLocation: sourceLocation)
        }
        return !files.isEmpty
    }
}
