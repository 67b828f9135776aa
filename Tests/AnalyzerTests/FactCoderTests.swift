@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import Foundation
import XCTest

/// The cache's coding of values through their `Codable` conformances (`FactEncoder`,
/// `FactDecoder`), held to JSON's: what one decodes, the other encodes alike.
final class FactCoderTests: XCTestCase {
    private func bytes(_ value: some Encodable) throws -> [UInt8] {
        var writer = ByteWriter()
        try writer.encoded(value)
        return writer.finished()
    }

    private func roundTrip<T: Codable>(_ value: T) throws -> T {
        try bytes(value).withUnsafeBytes { raw in
            var reader = try ByteReader(raw)
            let decoded = try reader.decoded(T.self)
            XCTAssertTrue(reader.isAtEnd)
            return decoded
        }
    }

    private func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private struct Shapes: Codable {
        var hints: [ContainerHint]
        var missing: String?
        var present: Int?
        var holes: [String?]
        var byName: [String: [Int]]
        var byNumber: [Int: String]
        var nested: [[TypeSyntax]]
        var flags: [Bool]
        var small: UInt8
        var negative: Int64
        var ratio: Double
        var empty: [String]
    }

    func testEveryShapeReadsBackAsWritten() throws {
        let value = Shapes(
            hints: [.shared, .unknown, .module("Core"), .local(file: "A.swift", function: "f()", name: "c"), .helper(function: "addCore")],
            missing: nil, present: 0, holes: [nil, "x", nil], byName: ["b": [2], "a": [], "": [1, -1]], byNumber: [3: "three", -7: ""],
            nested: [[.optional(.named([TypeComponent(name: "Api")]))], [], [.dictionary(key: .named([TypeComponent(name: "K")]), value: .unknown("?"))]],
            flags: [true, false], small: 255, negative: .min, ratio: -0.25, empty: [])
        XCTAssertEqual(try json(try roundTrip(value)), try json(value))
    }

    /// The DI facts and suppressions of every fixture read back as JSON sees them.
    func testEveryFixturesFactsReadBack() throws {
        let root = FactCacheTests.packageRoot + "/Fixtures"
        let paths = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }
        var withFacts = 0
        for path in paths {
            let file = SourceFile(path: path, bytes: [UInt8](FileManager.default.contents(atPath: root + "/" + path) ?? Data()))
            let analysis = FileAnalysis.analyze(file, module: "M")
            if !analysis.facts.registrations.isEmpty { withFacts += 1 }
            XCTAssertEqual(try json(try roundTrip(analysis.facts)), try json(analysis.facts), path)
            XCTAssertEqual(try roundTrip(analysis.suppressions), analysis.suppressions, path)
        }
        XCTAssertGreaterThan(withFacts, 50)
    }

    /// Equal dictionaries, however filled, make equal bytes: equal facts, equal entries.
    func testEqualDictionariesWriteTheSameBytes() throws {
        var forward: [String: Int] = [:]
        var backward: [String: Int] = [:]
        let names = (0..<200).map { "name\($0)" }
        for (index, name) in names.enumerated() { forward[name] = index }
        for (index, name) in names.enumerated().reversed() { backward[name] = index }
        XCTAssertEqual(try bytes(forward), try bytes(backward))
    }

    /// A cut entry throws wherever it is cut: never a crash, never a value made up.
    func testEveryTruncationThrows() throws {
        let value = Shapes(hints: [.helper(function: "f"), .variable("DI.container")], missing: "m", present: nil, holes: [nil],
                           byName: ["k": [1, 2, 3]], byNumber: [:], nested: [[.array(.named([TypeComponent(name: "T")]))]],
                           flags: [true], small: 1, negative: -5, ratio: 1.5, empty: [])
        var writer = ByteWriter()
        writer.string("table first")
        let tableless = try bytes(value)
        XCTAssertGreaterThan(tableless.count, 40)
        try writer.encoded(value)
        let whole = writer.finished()
        for end in 0..<whole.count {
            let cut = Array(whole[..<end])
            let decoded: Shapes? = cut.withUnsafeBytes { raw in
                guard var reader = try? ByteReader(raw), (try? reader.string()) != nil else { return nil }
                return try? reader.decoded(Shapes.self)
            }
            XCTAssertNil(decoded, "cut at \(end) of \(whole.count)")
        }
    }

    /// A value nested deeper than any parse makes is refused, not read on and on.
    func testNestingIsCapped() throws {
        var type = TypeSyntax.named([TypeComponent(name: "Base")])
        for _ in 0..<1_000 { type = .optional(type) }
        let encoded = try bytes(type)
        XCTAssertThrowsError(try encoded.withUnsafeBytes { raw in
            var reader = try ByteReader(raw)
            return try reader.decoded(TypeSyntax.self)
        })
        var shallow = TypeSyntax.named([TypeComponent(name: "Base")])
        for _ in 0..<20 { shallow = .optional(shallow) }
        XCTAssertEqual(try roundTrip(shallow), shallow)
    }
}
