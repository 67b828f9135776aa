@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

/// Johnson's search gives the cycles a plain depth-first walk of every path gives, in
/// the same order, without walking the paths that cannot close one.
final class CyclesTests: XCTestCase {
    private func edges(_ pairs: [(Int, Int)]) -> [DIGraph.Edge] {
        pairs.enumerated().map { DIGraph.Edge(from: $0.element.0, to: $0.element.1, request: $0.offset) }
    }

    /// Every simple path from each start through larger nodes of its component, as the
    /// search once was: exponential in the worst case, fine on small graphs.
    private func everyPath(_ edges: [DIGraph.Edge], nodeCount: Int, limit: Int) -> [[DIGraph.Edge]] {
        var outgoing = [[DIGraph.Edge]](repeating: [], count: nodeCount)
        var seen = Set<[Int]>()
        for edge in edges where seen.insert([edge.from, edge.to]).inserted { outgoing[edge.from].append(edge) }
        var cycles: [[DIGraph.Edge]] = []
        for component in Cycles.components(outgoing.map { $0.map(\.to) }) {
            let members = Set(component)
            for start in component.sorted() {
                func walk(_ node: Int, _ path: [DIGraph.Edge], _ onPath: Set<Int>) -> Bool {
                    for edge in outgoing[node] where members.contains(edge.to) && edge.to >= start {
                        if edge.to == start {
                            cycles.append(path + [edge])
                            if cycles.count >= limit { return true }
                        } else if !onPath.contains(edge.to), walk(edge.to, path + [edge], onPath.union([edge.to])) {
                            return true
                        }
                    }
                    return false
                }
                if walk(start, [], [start]) { return cycles }
            }
        }
        return cycles
    }

    func testRandomGraphsGiveTheSameCyclesInTheSameOrder() {
        var generator = SystemRandomNumberGenerator()
        var seed = UInt64.random(in: 1...UInt64.max, using: &generator)
        let first = seed
        func next() -> Int {
            seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17
            return Int(seed % 1_000_000)
        }
        for round in 0..<400 {
            let nodeCount = 1 + next() % 9
            let edgeCount = next() % (nodeCount * 3 + 1)
            let pairs = (0..<edgeCount).map { _ in (next() % nodeCount, next() % nodeCount) }
            let limit = round % 4 == 0 ? 1 + next() % 5 : 1_000
            let found = Cycles.elementary(edges(pairs), nodeCount: nodeCount, limit: limit)
            let expected = everyPath(edges(pairs), nodeCount: nodeCount, limit: limit)
            XCTAssertEqual(found, expected, "seed \(first), round \(round): \(pairs), limit \(limit)")
        }
    }

    /// 0 ⇄ 1, and a ladder from 1 (each rung to the next two) whose end leads back to 1:
    /// from 0 every ladder path is a dead end, 2^(n/1.4) of them.
    func testALadderOfFruitlessPathsIsNotWalkedPathByPath() {
        let n = 80
        var pairs = [(0, 1), (1, 0), (1, 2), (1, 3)]
        for rung in 2...n { pairs += rung < n - 1 ? [(rung, rung + 1), (rung, rung + 2)] : rung == n - 1 ? [(rung, rung + 1)] : [(rung, 1)] }
        let cycles = Cycles.elementary(edges(pairs), nodeCount: n + 1, limit: 50)
        XCTAssertEqual(cycles.count, 50)
        XCTAssertEqual(cycles[0].map(\.to), [1, 0], "the one cycle through 0 comes first")
        XCTAssertTrue(cycles.dropFirst().allSatisfy { $0.first?.from == 1 && $0.last?.to == 1 })
    }

    func testALongRingIsOneCycle() {
        let n = 20_000
        let cycles = Cycles.elementary(edges((0..<n).map { ($0, ($0 + 1) % n) }), nodeCount: n)
        XCTAssertEqual(cycles.count, 1)
        XCTAssertEqual(cycles[0].count, n)
        XCTAssertEqual(cycles[0].first?.from, 0)
    }
}
