import Foundation
import KataKit

/// Where `kata-dev verify`'s time goes: how many checks of each kind it ran and how long they
/// took, summed over its workers, so that a slow CI run says which kind to make faster. The
/// workers run on threads of their own, so the sums sit behind a lock (an `NSLock`, which the
/// thread sanitizer can see on Linux).
final class VerifyClock: @unchecked Sendable {
    enum Kind: String, CaseIterable {
        case compiled = "compiled and run"
        case read = "read by the goal checks, with no build"
        case run = "run from a build already made"
        case laidOut = "laid out at the narrow line by swift-format"
    }

    private let lock = NSLock()
    private var seconds: [Kind: Double] = [:]
    private var counts: [Kind: Int] = [:]

    func measure<T>(_ kind: Kind, _ body: () throws -> T) rethrows -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        defer {
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000
            lock.lock()
            seconds[kind, default: 0] += elapsed
            counts[kind, default: 0] += 1
            lock.unlock()
        }
        return try body()
    }

    /// One line a kind that ran: `compiled and run: 212 checks, 9 min 40 s`.
    var summary: [String] {
        lock.lock()
        defer { lock.unlock() }
        return Kind.allCases.compactMap { kind in
            guard let count = counts[kind], let time = seconds[kind] else { return nil }
            return "\(kind.rawValue): \(count) check\(count == 1 ? "" : "s"), \(Self.duration(time))"
        }
    }

    private static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        return whole < 60 ? "\(whole) s" : "\(whole / 60) min \(String(format: "%02d", whole % 60)) s"
    }

    /// Which kind a check is, from what it is handed: sources to read instead of the build's, or
    /// a mistake of a build already made.
    static func kind(goalSources: String?, environment: [String: String] = [:]) -> Kind {
        if goalSources != nil || environment[CheckRunner.goalSourcesVariable] != nil { return .read }
        if environment[MistakeSchema.variable] != nil { return .run }
        return .compiled
    }
}
