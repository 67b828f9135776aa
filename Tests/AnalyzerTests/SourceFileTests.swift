@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

final class SourceFileTests: XCTestCase {
    func testLineTableHandlesLFCRLFAndCR() {
        let file = SourceFile(path: "a.swift", text: "ab\ncd\r\nef\rgh")
        XCTAssertEqual(file.lineStarts, [0, 3, 7, 10])
        XCTAssertEqual(file.lineAndColumn(of: 0).line, 1)
        XCTAssertEqual(file.lineAndColumn(of: 4).line, 2)
        XCTAssertEqual(file.lineAndColumn(of: 4).column, 2)
        XCTAssertEqual(file.lineAndColumn(of: 11).line, 4)
        XCTAssertEqual(file.lineText(2), "cd")
        XCTAssertEqual(file.lineText(3), "ef")
    }

    func testColumnsCountUTF8Bytes() {
        let file = SourceFile(path: "a.swift", text: "let é = 1")
        // "let " is 4 bytes, "é" is 2, so "=" is at byte offset 7: column 8.
        XCTAssertEqual(file.lineAndColumn(of: 7).column, 8)
    }

    func testLineTableBuiltOnFirstUseAgreesAcrossThreads() {
        let file = SourceFile(path: "a.swift", text: String(repeating: "let x = 1\n", count: 1_000))
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            XCTAssertEqual(file.lineAndColumn(of: 9_990).line, 1_000)
        }
        XCTAssertEqual(file.lineCount, 1_001)
    }

    func testLineTableWithoutCarriageReturnsTakesTheFastPath() {
        let text = "a\n\nbc\n" + String(repeating: "x", count: 100) + "\nlast"
        XCTAssertEqual(SourceFile(path: "a.swift", text: text).lineStarts, [0, 2, 3, 6, 107])
    }

    /// Every length and place of a newline, around the eight-byte words the table is
    /// read in, with bytes that differ from `\n` in one bit or carry into the next.
    func testLineTableAgreesWithAByteWalk() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = [0x0A, 0x0B, 0x08, 0x8A, 0x00, 0xFF, 0x09, 0x61, 0x7F, 0x80]
        for length in 0..<80 {
            for _ in 0..<20 {
                let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
                var expected: [UInt32] = [0]
                for (i, b) in bytes.enumerated() where b == 0x0A { expected.append(UInt32(i + 1)) }
                XCTAssertEqual(SourceFile.computeLineStarts(bytes), expected, "\(bytes)")
            }
        }
    }

    func testReleasedBytesAreReadAgainForReportedLines() throws {
        let path = NSTemporaryDirectory() + "dilint-release-\(getpid()).swift"
        try "let a = 1\nvar b = 2\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = SourceFile(path: "b.swift", bytes: Array("let a = 1\nvar b = 2\n".utf8), origin: path)
        file.releaseBytes()
        XCTAssertTrue(file.bytes.isEmpty)
        XCTAssertEqual(file.byteCount, 20)
        XCTAssertEqual(file.lineAndColumn(of: 14).line, 2)
        XCTAssertEqual(file.lineAndColumn(of: 14).column, 5)
        XCTAssertEqual(file.lineText(2), "var b = 2")

        // A file that changed size since it was analyzed shows no line rather than a wrong one.
        let changed = SourceFile(path: "b.swift", bytes: Array("let a = 10\n".utf8), origin: path)
        changed.releaseBytes()
        XCTAssertEqual(changed.lineText(1), "")
        XCTAssertEqual(changed.lineAndColumn(of: 4).column, 5)
        // Its line table is built from bytes it can no longer read: every offset is on line 1.
        XCTAssertEqual(changed.lineAndColumn(of: 11).line, 1)
    }

    func testFilesNotReadFromDiskKeepTheirBytes() {
        let file = SourceFile(path: "a.swift", text: "let a = 1")
        file.releaseBytes()
        XCTAssertEqual(file.bytes.count, 9)
        XCTAssertEqual(file.lineText(1), "let a = 1")
    }
}

final class SourceFileSearchTests: XCTestCase {
    func testContainsFindsTextAnywhereAndOnlyThere() {
        let file = SourceFile(path: "a.swift", text: "let r = container.resolve(P.self) // dilint:disable:this")
        for present in ["resolve", "let", "this", "dilint:", "P.self", "r", "s"] { XCTAssertTrue(file.contains(present), present) }
        for absent in ["resolver", "Locator", "dilint:enable", "thiss", "lett"] { XCTAssertFalse(file.contains(absent), absent) }
        XCTAssertTrue(file.contains(""))
        XCTAssertFalse(SourceFile(path: "b.swift", text: "res").contains("resolve"))
        XCTAssertTrue(SourceFile(path: "c.swift", text: "resolve").contains("resolve"))
        XCTAssertTrue(SourceFile(path: "d.swift", text: "rresolvresolve").contains("resolve"))
    }

    /// Sixteen places are tested at a time: a needle is found at every offset around
    /// those blocks' edges and at the very end, and near misses are not taken for it.
    func testContainsAgreesWithAPlainSearchAtEveryOffset() {
        for needle in ["dilint:", ".resolve", "L", "ab"] {
            for length in 0...48 {
                for offset in 0...max(0, length - needle.utf8.count) where length >= needle.utf8.count {
                    var text = String(repeating: "x", count: length)
                    let start = text.index(text.startIndex, offsetBy: offset)
                    text.replaceSubrange(start..<text.index(start, offsetBy: needle.count), with: needle)
                    XCTAssertTrue(SourceFile(path: "a.swift", text: text).contains(needle), "\(needle) at \(offset) of \(length)")
                }
                // The first and last bytes at the right distance, the middle wrong.
                let nearMiss = needle.count > 2 ? String(needle.first!) + String(repeating: "y", count: needle.count - 2) + String(needle.last!) : "q"
                let text = String(repeating: "x", count: length) + nearMiss + String(repeating: "x", count: length)
                XCTAssertEqual(SourceFile(path: "a.swift", text: text).contains(needle), text.contains(needle), "\(needle) near miss in \(length)")
            }
        }
    }

    func testContainsIgnoringASCIICaseFoldsLettersOnly() {
        let file = SourceFile(path: "a.swift", text: "let c: IContainer = make()\nlet r = DNSResolver()")
        XCTAssertTrue(file.containsIgnoringASCIICase("container"))
        XCTAssertTrue(file.containsIgnoringASCIICase("resolver"))
        XCTAssertFalse(file.containsIgnoringASCIICase("locator"))
        XCTAssertFalse(SourceFile(path: "b.swift", text: "CONTAINE").containsIgnoringASCIICase("container"))
        XCTAssertTrue(SourceFile(path: "c.swift", text: "xCoNtAiNeR").containsIgnoringASCIICase("container"))
    }

    /// The same answer as folding the whole text, wherever the word sits and in whatever
    /// case each letter is, for words whose rarest letter is first, inside or last.
    func testContainsIgnoringASCIICaseAgreesWithLowercasedText() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("cCoOnNtTaAiIeErRsSvVlLx. ".utf8)
        for word in ["container", "resolver", "locator", "vc", "cv"] {
            for _ in 0..<400 {
                let length = Int.random(in: 0...24, using: &generator)
                let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
                var text = String(decoding: bytes, as: UTF8.self)
                if Bool.random(using: &generator) {
                    let cased = word.map { Bool.random(using: &generator) ? $0.uppercased() : String($0) }.joined()
                    let at = text.index(text.startIndex, offsetBy: Int.random(in: 0...text.count, using: &generator))
                    text.insert(contentsOf: cased, at: at)
                }
                XCTAssertEqual(SourceFile(path: "a.swift", text: text).containsIgnoringASCIICase(word),
                               text.lowercased().contains(word), "\(word) in \(text)")
            }
        }
    }
}
