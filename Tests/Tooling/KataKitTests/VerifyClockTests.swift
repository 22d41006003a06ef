import Foundation
import Testing

@testable import KataDevKit

@Suite struct VerifyClockTests {
    @Test func test_measure_countsChecksThatOverlapOnce() {
        let time = FakeTime()
        let sut = VerifyClock(now: { time.nanoseconds })

        sut.measureRound(of: [2, 8]) {
            time.advance(seconds: 10)
            sut.measureRound(of: [8]) { time.advance(seconds: 20) }
            time.advance(seconds: 5)
        }

        #expect(sut.summary == ["compiled and run: 2 rounds of 3 trials (kata 2: 1, kata 8: 2), 35 s"])
    }

    @Test func test_measure_addsChecksOneAfterAnother() {
        let time = FakeTime()
        let sut = VerifyClock(now: { time.nanoseconds })

        sut.measure(.read) { time.advance(seconds: 30) }
        time.advance(seconds: 100)
        sut.measure(.read) { time.advance(seconds: 45) }

        #expect(sut.summary == ["read by the goal checks, with no build: 2 checks, 1 min 15 s"])
    }
}

/// A clock the test moves by hand.
private final class FakeTime: @unchecked Sendable {
    private let lock = NSLock()
    private var now: UInt64 = 0

    var nanoseconds: UInt64 {
        lock.lock()
        defer { lock.unlock() }
        return now
    }

    func advance(seconds: UInt64) {
        lock.lock()
        defer { lock.unlock() }
        now += seconds * 1_000_000_000
    }
}
