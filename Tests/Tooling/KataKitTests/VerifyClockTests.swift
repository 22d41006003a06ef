import Foundation
import KataKit
import Testing

@testable import KataDevKit

@Suite(.whereTheToolRuns) struct VerifyClockTests {
    @Test func test_measure_countsChecksThatOverlapOnce() {
        let time = FakeTime()
        let sut = VerifyClock(now: { time.nanoseconds }, processorTime: { time.processorSeconds })

        sut.measureRound(of: [2, 8]) {
            time.advance(seconds: 10)
            sut.measureRound(of: [8]) { time.advance(seconds: 20) }
            time.advance(seconds: 5)
        }

        #expect(
            sut.summary == [
                "compiled and run: 2 rounds of 3 trials (kata 2: 1, kata 8: 2), 35 s, 1 min 10 s of processor time"
            ])
    }

    @Test func test_measure_addsChecksOneAfterAnother() {
        let time = FakeTime()
        let sut = VerifyClock(now: { time.nanoseconds }, processorTime: { time.processorSeconds })

        sut.measure(.read) { time.advance(seconds: 30) }
        time.advance(seconds: 100)
        sut.measure(.read) { time.advance(seconds: 45) }

        #expect(sut.summary == ["read by the goal checks, with no build: 2 checks, 1 min 15 s"])
    }

    @Test func test_processorTimeOfChildren_growsOnceAChildHasWorked() throws {
        let before = VerifyClock.processorTimeOfChildren()

        let result = try Shell(directory: URL(fileURLWithPath: NSTemporaryDirectory())).run([
            "/bin/sh", "-c", "i=0; while [ $i -lt 200000 ]; do i=$((i + 1)); done",
        ])

        #expect(result.status == 0)
        #expect(VerifyClock.processorTimeOfChildren() > before)
    }
}

/// A clock the test moves by hand, on a machine whose two cores are busy all the while.
private final class FakeTime: @unchecked Sendable {
    private let lock = NSLock()
    private var now: UInt64 = 0

    var nanoseconds: UInt64 {
        lock.lock()
        defer { lock.unlock() }
        return now
    }

    var processorSeconds: Double {
        lock.lock()
        defer { lock.unlock() }
        return Double(now * 2) / 1_000_000_000
    }

    func advance(seconds: UInt64) {
        lock.lock()
        defer { lock.unlock() }
        now += seconds * 1_000_000_000
    }
}
