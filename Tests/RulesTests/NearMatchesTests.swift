@testable import Rules
import XCTest

/// "Did you mean" notes compare spellings case-insensitively; ASCII names take a byte path,
/// which must agree with the one for any text.
final class NearMatchesTests: XCTestCase {
    func testDistancesIgnoreCase() {
        XCTAssertEqual(NearMatches.distance("Analytics", "analytcs"), 1)
        XCTAssertEqual(NearMatches.distance("OrdersAPI", "ordersApi"), 0)
        XCTAssertEqual(NearMatches.distance("", "Cart"), 4)
        XCTAssertEqual(NearMatches.distance("Cart", ""), 4)
        XCTAssertEqual(NearMatches.distance("kitten", "sitting"), 3)
    }

    func testAnotherFilesPrivateTypeIsNeverOffered() {
        var budget = 100
        let candidates = ["(Meter in MeterTests.swift)", "(Metre in GaugeTests.swift)", "Metre", "(Metr in GaugeTests.swift).Dial"]
        // The reading file's own private types are in sight; another file's are not.
        XCTAssertEqual(NearMatches.types(near: "(Meter in GaugeTests.swift)", in: candidates, budget: &budget),
                       ["(Metre in GaugeTests.swift)", "(Metr in GaugeTests.swift).Dial"])
        XCTAssertEqual(NearMatches.types(near: "(Metre in MeterTests.swift)", in: candidates, budget: &budget),
                       ["(Meter in MeterTests.swift)"])
        XCTAssertEqual(NearMatches.types(near: "Metro", in: candidates, budget: &budget), ["Metre"])
    }

    func testTextBeyondASCIIIsComparedByCharacter() {
        XCTAssertEqual(NearMatches.distance("Ünïcode", "ünicode"), 1)
        XCTAssertEqual(NearMatches.distance("Café", "Cafe"), 1)
        XCTAssertEqual(NearMatches.distance("Δ", "δ"), 0)
    }

    func testTheByteAndCharacterPathsAgreeOnASCII() {
        let words = ["Logger", "logger", "Loger", "LoggerImpl", "Log", "ConsoleLogger", "x", ""]
        for a in words {
            for b in words {
                let characters = Self.characterDistance(Array(a.lowercased()), Array(b.lowercased()))
                XCTAssertEqual(NearMatches.distance(a, b), characters, "\(a) / \(b)")
            }
        }
    }

    private static func characterDistance(_ a: [Character], _ b: [Character]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
        }
        return table[a.count][b.count]
    }
}
