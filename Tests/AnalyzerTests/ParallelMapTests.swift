@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

/// `parallelMap` writes each result straight into the array it returns: every index once,
/// in index order, whatever the number of threads, and nothing left over or freed twice.
final class ParallelMapTests: XCTestCase {
    /// Counts its instances, so that a result copied and not released, or released twice,
    /// shows up as a count that does not return to zero.
    final class Counted: @unchecked Sendable {
        nonisolated(unsafe) static var alive = 0
        static let lock = NSLock()
        let index: Int
        init(_ index: Int) {
            self.index = index
            Self.lock.withLock { Self.alive += 1 }
        }
        deinit { Self.lock.withLock { Self.alive -= 1 } }
    }

    func testEveryIndexLandsInItsSlotOnAnyNumberOfThreads() {
        for inRuns in [false, true] {
            for jobs in [1, 2, 3, 8] {
                for count in [0, 1, 2, 7, 1000] {
                    let mapped = ParallelFileAnalysis.parallelMap(count, jobs: jobs, inRuns: inRuns) { ($0, String(repeating: "x", count: $0 % 40)) }
                    XCTAssertEqual(mapped.map(\.0), Array(0..<count), "jobs \(jobs), count \(count), in runs \(inRuns)")
                    XCTAssertEqual(mapped.map(\.1.count), (0..<count).map { $0 % 40 }, "jobs \(jobs), count \(count), in runs \(inRuns)")
                }
            }
        }
    }

    /// In runs, each index is taken once, whether by its run's thread or by one that
    /// finished its own run first; with slow jobs in one run, the other threads take them.
    func testInRunsEveryIndexIsTakenOnceAndSlowRunsAreShared() {
        let lock = NSLock()
        for jobs in [2, 3, 4] {
            for count in [1, 2, 5, 64, 301] {
                var taken = [Int](repeating: 0, count: count)
                var threads = [Int: Set<Int>]()
                ParallelFileAnalysis.forEach(count, jobs: jobs, inRuns: true) { index in
                    // The first run's jobs are slow: its thread alone would finish last.
                    if index < count / jobs { usleep(500) }
                    lock.withLock {
                        taken[index] += 1
                        threads[index / max(1, count / jobs), default: []].insert(Int(bitPattern: pthread_self()))
                    }
                }
                XCTAssertEqual(taken, [Int](repeating: 1, count: count), "jobs \(jobs), count \(count)")
                if count == 301 { XCTAssertGreaterThan(threads[0]?.count ?? 0, 1, "jobs \(jobs): the slow run was not shared") }
            }
        }
    }

    func testResultsAreNeitherLeakedNorReleasedTwice() {
        XCTAssertEqual(Counted.alive, 0)
        do {
            let mapped = ParallelFileAnalysis.parallelMap(500, jobs: 4) { [Counted($0), Counted($0 + 1)] }
            XCTAssertEqual(Counted.alive, 1000)
            XCTAssertEqual(mapped.map { $0[0].index }, Array(0..<500))
        }
        XCTAssertEqual(Counted.alive, 0)
    }
}
