import Foundation
import KataKit

/// Where `kata-dev verify`'s time goes: how many checks of each kind it ran and how long they
/// took, so that a slow CI run says which kind to make faster; for the compiled kind, how many
/// trials of each kata its rounds built, since the kata with the most sets the number of rounds,
/// and the processor time spent while they ran: on two cores, twice the wall clock is all there is.
/// The sums sit behind a lock (an `NSLock`, which the thread sanitizer can see on Linux), so that
/// a check may be timed from any thread.
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
    private var trials: [Int: Int] = [:]
    /// Checks of each kind under way, and since when one has been: a kind's time is the wall
    /// clock while any of its checks runs, so that lanes running side by side count once.
    private var running: [Kind: Int] = [:]
    private var busySince: [Kind: UInt64] = [:]
    private var processorSince: [Kind: Double] = [:]
    private var processorSeconds: [Kind: Double] = [:]
    /// Nanoseconds from any fixed start.
    private let now: @Sendable () -> UInt64
    /// Seconds of processor time the tool's finished child processes have used, all threads'
    /// (`processorTimeOfChildren`): every check runs in a child of its own.
    private let processorTime: @Sendable () -> Double

    init(
        now: @escaping @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds },
        processorTime: @escaping @Sendable () -> Double = VerifyClock.processorTimeOfChildren
    ) {
        self.now = now
        self.processorTime = processorTime
    }

    /// User and system time of the children that have ended, as `getrusage` counts it.
    static func processorTimeOfChildren() -> Double {
        #if canImport(Glibc)
            let children = __rusage_who_t(RUSAGE_CHILDREN.rawValue)
        #else
            let children = RUSAGE_CHILDREN
        #endif
        var usage = rusage()
        guard getrusage(children, &usage) == 0 else { return 0 }
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// A round of compiled trials, one of each kata in `katas`.
    func measureRound<T>(of katas: [Int], _ body: () throws -> T) rethrows -> T {
        lock.lock()
        for kata in katas { trials[kata, default: 0] += 1 }
        lock.unlock()
        return try measure(.compiled, body)
    }

    func measure<T>(_ kind: Kind, _ body: () throws -> T) rethrows -> T {
        lock.lock()
        if running[kind, default: 0] == 0 {
            busySince[kind] = now()
            processorSince[kind] = processorTime()
        }
        running[kind, default: 0] += 1
        lock.unlock()
        defer {
            lock.lock()
            running[kind, default: 1] -= 1
            counts[kind, default: 0] += 1
            if running[kind] == 0, let since = busySince[kind] {
                seconds[kind, default: 0] += Double(now() - since) / 1_000_000_000
                processorSeconds[kind, default: 0] += processorTime() - (processorSince[kind] ?? 0)
            }
            lock.unlock()
        }
        return try body()
    }

    /// One line a kind that ran: `read by the goal checks, with no build: 948 checks, 1 min 50 s`;
    /// the compiled kind by rounds, then trials by kata, and the processor time used while they
    /// ran (beside the readings, for the rounds that overlap them): `compiled and run: 81 rounds of
    /// 279 trials (kata 2: 26, …), 13 min 59 s, 26 min 40 s of processor time`.
    var summary: [String] {
        lock.lock()
        defer { lock.unlock() }
        return Kind.allCases.compactMap { kind in
            guard let count = counts[kind], let time = seconds[kind] else { return nil }
            guard kind == .compiled, !trials.isEmpty else {
                return "\(kind.rawValue): \(count) check\(count == 1 ? "" : "s"), \(Self.duration(time))"
            }
            let total = trials.values.reduce(0, +)
            let byKata = trials.keys.sorted().map { "kata \($0): \(trials[$0] ?? 0)" }.joined(separator: ", ")
            return
                "\(kind.rawValue): \(count) round\(count == 1 ? "" : "s") of \(total) trials (\(byKata)), \(Self.duration(time)), \(Self.duration(processorSeconds[kind] ?? 0)) of processor time"
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
