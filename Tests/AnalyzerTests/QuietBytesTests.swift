@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import Foundation
import XCTest

/// Reading a skipped body's quiet bytes by class (`skipQuietBytes`) changes nothing: the
/// tokens, the count of bodies skipped and what was noted are those of reading every
/// body token by token, with member blocks dormant or not.
final class QuietBytesTests: XCTestCase {
    private struct Outcome: Equatable {
        var tokens: [Token]
        var skipped: Int
        var importInBody: Bool
        var directiveComment: Bool
    }

    private func tokenize(_ bytes: [UInt8], dormant: Bool, quiet: Bool) -> Outcome {
        bytes.withUnsafeBufferPointer {
            let result = Tokenizer.tokenize($0, keepingTrivia: false, skippingBodies: true, leavingMembersDormant: dormant,
                                            marks: ProjectMarks.marks, readingQuietBytes: quiet)
            return Outcome(tokens: result.tokens, skipped: result.skipped, importInBody: result.importInBody,
                           directiveComment: result.directiveComment)
        }
    }

    /// The outcome with quiet bytes read by class, after checking it is the other one.
    @discardableResult
    private func same(_ text: String, dormant: Bool = false, file: StaticString = #filePath, line: UInt = #line) -> Outcome {
        let bytes = Array(text.utf8)
        let quiet = tokenize(bytes, dormant: dormant, quiet: true)
        XCTAssertEqual(quiet, tokenize(bytes, dormant: dormant, quiet: false), text, file: file, line: line)
        return quiet
    }

    private func bodyFlags(_ outcome: Outcome) -> [Token.Flags] {
        outcome.tokens.filter { $0.kind == .skippedBody }.map(\.flags)
    }

    private func bodyMarks(_ outcome: Outcome) -> [MarkSet] {
        outcome.tokens.filter { $0.kind == .skippedBody }.map(\.marks)
    }

    func testTheNotesNeedingTokensAreTheTokenReadersNotes() {
        let casts = same("func f(x: Any) { if g(h: [1]) { _ = (x as!Node) } }")
        XCTAssertEqual(bodyMarks(casts).map { $0.contains(ProjectMarks.forceCast) }, [true])
        let aliased = same("func f(x: Any) { if g() { _ = alias!; _ = x.as!(Node) } }")
        XCTAssertEqual(bodyMarks(aliased).map { $0.contains(ProjectMarks.forceCast) }, [false])
        let metatype = same("func f() { g(Node . \n /* a comment */ self) }")
        XCTAssertEqual(bodyMarks(metatype).map { $0.contains(ProjectMarks.metatype) }, [true])
        let plain = same("func f() { g(Node.self, x.selfish) }")
        XCTAssertEqual(bodyMarks(plain).map { $0.contains(ProjectMarks.metatype) }, [true])
        // The period ends a comment, not a token: `self` follows `x`.
        let commented = same("func f() { g(x // the end.\n self) }")
        XCTAssertEqual(bodyMarks(commented).map { $0.contains(ProjectMarks.metatype) }, [false])
        let dotted = same("func f() { g(0...self.count) }")
        XCTAssertEqual(bodyMarks(dotted).map { $0.contains(ProjectMarks.metatype) }, [false])
        XCTAssertTrue(same("func f() { if x { import Foundation } }").importInBody)
        XCTAssertFalse(same("func f() { if x { importer.run(); y.import() } }").importInBody)
        XCTAssertTrue(same("func f() { (g()) // dilint:disable rule\n }").directiveComment)
        XCTAssertTrue(same("func f() { (g()) /* dilint:disable rule /* nested */ still */ }").directiveComment)
        XCTAssertFalse(same("func f() { (g()) /* a /* dilint:disable rule */ b */ }").directiveComment)
    }

    /// Found by the fuzzer: a newline ends a one-line string inside its interpolation, and
    /// the lexer hands the body back right after a `.`; the `self` after it is a note.
    func testASelfRightAfterTheLexersPeriodIsANote() {
        // A member block is one skipped body only when left dormant.
        let cases: [(String, dormant: [Bool])] = [
            ("class{\"\\(.\nself]", [true]),
            ("class A { \"\\(x.\n /* c */ self] }", [true]),
            ("func f() { \"\\(g(x).\nself) }", [false, true]),
        ]
        for (text, modes) in cases {
            for dormant in modes {
                let outcome = same(text, dormant: dormant)
                XCTAssertEqual(bodyMarks(outcome).map { $0.contains(ProjectMarks.metatype) }, [true], "\(text) dormant: \(dormant)")
            }
        }
    }

    /// A comment ended by a `\r`, read by byte class in a block that never closes, and
    /// then again token by token from the block's last bracket: the next `\r` the lexer
    /// remembered lay after the comment, and the comment took the rest of the file. Found
    /// by the fuzzer as `extension{{//\rw//`.
    func testACarriageReturnEndsACommentReadAgainAfterTheBytesWereSkimmed() {
        for dormant in [false, true] {
            same("extension{{//\rw//", dormant: dormant)
            same("extension E {\n  {//\rw//", dormant: dormant)
            same("func f() { g(// a\rx) // b\r", dormant: dormant)
        }
    }

    func testWhatEndsABodyIsReadAsTheLexerReadsIt() {
        // A body's end hides in each of these: only the token reader knows where.
        same(#"func f() { let r = /\}/; g(r) } func h() { }"#)
        same("func f() { let q = a / b; let r = (c) / d } func h() { }")
        same(##"func f() { let s = #"}"#; let t = "\("}")"; let u = "a\"}" } func h() { }"##)
        same("func f() { let s = \"\"\"\n  } \"\"\"\n g() } func h() { }")
        same("func f() { let é = [1]; let x = é.map { $0 ⊕ 1 } } func h() { }")
        same("func f() { let `my }` = (1) } func h() { }")
        same("func f() { g(1.5e3, 0x1F, 1_000) }\nfunc h() { #if DEBUG\n k() \n#endif\n #selector(m) }")
        same("func f() {\n g()\n<<<<<<< HEAD\n {\n=======\n}\n>>>>>>> branch\n }\nfunc h() { }")
        same("func f() { g( ")
        same("func f() { \"unterminated { \n } func h() { }")
        // Quiet bytes up to the very end, four at a time and not.
        for tail in ["abcd", "abcdefgh", "abc", "a"] { same("func f() {" + tail) }
    }

    func testDormantMemberBlocksStillReadTheirTopLevelTokenByToken() {
        let text = """
        struct S {
            func f() { let x = [1, 2].map { ($0) } ; g(x) }
            static var count = 0
            var computed: Int { (1) }
            func visit(_ n: Node) { h(n as! Leaf) }
        }
        """
        let outcome = same(text, dormant: true)
        let block = try? XCTUnwrap(bodyFlags(outcome).first)
        let marks = try? XCTUnwrap(bodyMarks(outcome).first)
        XCTAssertEqual(block?.contains(.dormantMembers), true)
        XCTAssertEqual(marks?.contains(ProjectMarks.staticVariable), true)
        XCTAssertEqual(marks?.contains(ProjectMarks.visitMethod), true)
        XCTAssertEqual(marks?.contains(ProjectMarks.forceCast), true)
        // A type declared inside a method's body wakes nothing; one at the top level does.
        same("struct S { func f() { struct Local { } } }", dormant: true)
        same("struct S { func f() { (g()) }\n struct Inner { } }", dormant: true)
    }

    /// Bodies over 500 KB whose bytes are handed back again and again: each would take
    /// minutes if every return to `skipBodyBytes` read up to the same loud byte again.
    func testHandedBackBytesStayLinear() {
        for piece in ["1.5 ", "x.self ", "a / b ", "\"\\(x)\" ", "#if A ", "é ", "`x` ", "as! T "] {
            let body = String(repeating: piece, count: 500_000 / piece.utf8.count)
            for text in ["func f() { \(body) / }", "struct S { func f() { (\(body) / ) } }"] {
                let outcome = same(text, dormant: true)
                XCTAssertEqual(outcome.skipped, 1, piece)
            }
        }
    }

    /// Random texts made of the pieces whose reading differs most: each is read the same.
    func testRandomTextsAreReadTheSame() {
        let pieces = [
            "func f() ", "struct S ", "extension E ", "static var v = ", "{", "}", "(", ")", "[", "]", " ", "\n", "x", "self",
            ".", "..", "as", "!", "import", "m", "\"", "\"a\"", "\\(", "\"\"\"", "#\"", "\"#", "#if", "#", "/", "//", "/*", "*/",
            "`", "é", "⊕", "1.5", "<<<<<<< ", "=======", "\r\n", "dilint:", "$0", "@", "'",
            // Pairs the quiet reading classes together, and their halves.
            "i", "mport", "a", "s!", "\n|||||||", "\r>>>>>>> ", ". ", "\t", ".s",
        ]
        var generator = SplitMix64(seed: 0x5EED)
        for _ in 0..<20000 {
            var text = ""
            for _ in 0..<(Int(generator.next() % 40) + 1) {
                text += pieces[Int(generator.next() % UInt64(pieces.count))]
            }
            same(text)
            same(text, dormant: true)
        }
    }

    func testTheCorpusIsReadTheSame() throws {
        var different: [String] = []
        for path in try CorpusLocator.swiftFiles() {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let bytes = [UInt8](data)
            for dormant in [false, true] where tokenize(bytes, dormant: dormant, quiet: true) != tokenize(bytes, dormant: dormant, quiet: false) {
                different.append(path + (dormant ? " (members dormant)" : ""))
            }
        }
        XCTAssertEqual(different, [])
    }
}
