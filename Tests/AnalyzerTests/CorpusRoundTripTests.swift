@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import Foundation
import XCTest

/// The exported corpus of real Swift (`../shared/corpus/export.sh`, materialized by
/// `.ci/run` into `corpus/`): every file must round-trip byte for byte.
final class CorpusRoundTripTests: XCTestCase {
    func testEveryCorpusFileRoundTrips() throws {
        let files = try CorpusLocator.swiftFiles()
        var failures: [String] = []
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let bytes = [UInt8](data)
            let tokens = bytes.withUnsafeBufferPointer { Tokenizer.tokenize($0) }
            if let problem = TokenStreamCheck.problem(tokens, byteCount: bytes.count) {
                failures.append("\(path): \(problem)")
            }
        }
        XCTAssertEqual(failures, [], "\(failures.count) of \(files.count) files do not round-trip")
        XCTAssertGreaterThan(files.count, 1000)
    }

    /// Real code that compiles has every string, interpolation and bracket closed and no
    /// byte the tokenizer cannot place: a mismatch means a misread literal, comment or
    /// regex swallowed or split code.
    func testEveryCorpusFileIsBalancedAndErrorFree() throws {
        let files = try CorpusLocator.swiftFiles()
        var failures: [String] = []
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let tokens = [UInt8](data).withUnsafeBufferPointer { Tokenizer.tokenize($0) }
            if let problem = TokenStreamCheck.imbalance(tokens) { failures.append("\(path): \(problem)") }
        }
        XCTAssertEqual(failures, [], "\(failures.count) of \(files.count) files")
    }

    /// Without trivia, the stream is the lossless one less its whitespace, newlines and
    /// comments, with the same flags on what is left: what the parser reads is the same.
    func testEveryCorpusFileTokenizesWithoutTriviaAsTheLosslessStreamLessItsTrivia() throws {
        let files = try CorpusLocator.swiftFiles()
        var trivia = 0
        for path in files {
            guard let bytes = FileBytes.contents(of: path) else { continue }
            let lossless = bytes.withUnsafeBufferPointer { Tokenizer.tokenize($0) }
            let significant = bytes.withUnsafeBufferPointer { Tokenizer.tokenize($0, keepingTrivia: false) }
            let expected = lossless.filter { !$0.kind.isTrivia }
            trivia += lossless.count - expected.count
            XCTAssertEqual(significant, expected, path)
        }
        XCTAssertGreaterThan(trivia, 1_000_000)
    }

    /// Fixtures and the fuzz seeds round-trip too (SPEC §8 fixtures, `Fuzz/Seeds`).
    func testEveryFixtureAndFuzzSeedRoundTrips() {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        var files: [String] = []
        for folder in ["Fixtures", "Fuzz/Seeds"] {
            let base = packageRoot + "/" + folder
            let enumerator = FileManager.default.enumerator(atPath: base)
            while let relative = enumerator?.nextObject() as? String {
                if relative.hasSuffix(".swift") { files.append(base + "/" + relative) }
            }
        }
        XCTAssertGreaterThanOrEqual(files.count, 4, "the fuzz seeds at least")
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else { XCTFail("unreadable \(path)"); continue }
            let bytes = [UInt8](data)
            let tokens = bytes.withUnsafeBufferPointer { Tokenizer.tokenize($0) }
            XCTAssertNil(TokenStreamCheck.problem(tokens, byteCount: bytes.count), path)
        }
    }
}

/// Where the corpus is: `$DILINT_CORPUS`, else `corpus/` in the package. Tests that need
/// it skip, saying why, when it has not been exported.
enum CorpusLocator {
    static func root() throws -> String {
        let fromEnvironment = ProcessInfo.processInfo.environment["DILINT_CORPUS"]
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let candidate = fromEnvironment ?? packageRoot + "/corpus"
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw XCTSkip("no corpus at \(candidate): run ../shared/corpus/export.sh corpus")
        }
        return candidate
    }

    static func swiftFiles(under subfolder: String? = nil) throws -> [String] {
        var base = try root()
        if let subfolder { base += "/" + subfolder }
        let enumerator = FileManager.default.enumerator(atPath: base)
        var files: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".swift") { files.append(base + "/" + relative) }
        }
        return files.sorted()
    }
}

/// The token stream's invariant: ranges tile the input exactly, none is empty.
enum TokenStreamCheck {
    static func problem(_ tokens: [Token], byteCount: Int) -> String? {
        var offset = 0
        for (index, token) in tokens.enumerated() {
            if Int(token.start) != offset { return "token \(index) starts at \(token.start), expected \(offset)" }
            if token.length == 0 { return "token \(index) (\(token.kind)) is empty" }
            offset = token.end
        }
        return offset == byteCount ? nil : "tokens end at \(offset) of \(byteCount) bytes"
    }

    /// For code that compiles: openers and closers pair up, and nothing is an error.
    static func imbalance(_ tokens: [Token]) -> String? {
        var counts = [Int](repeating: 0, count: TokenKind.allCases.count)
        for token in tokens { counts[Int(token.kind.rawValue)] += 1 }
        func n(_ kind: TokenKind) -> Int { counts[Int(kind.rawValue)] }
        let pairs: [(TokenKind, TokenKind)] = [(.stringStart, .stringEnd), (.interpolationStart, .interpolationEnd),
                                               (.leftParen, .rightParen), (.leftBrace, .rightBrace), (.leftBracket, .rightBracket)]
        for (open, close) in pairs where n(open) != n(close) {
            return "\(n(open)) \(open) but \(n(close)) \(close)"
        }
        return n(.error) == 0 ? nil : "\(n(.error)) error tokens"
    }
}
