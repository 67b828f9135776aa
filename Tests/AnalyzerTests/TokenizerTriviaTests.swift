@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

/// Comments, whitespace, line breaks, shebang, BOM, conflict markers, and the flags
/// trivia leaves on the next token.
final class TokenizerTriviaTests: XCTestCase {
    func testLineAndDocComments() {
        assertTokens("x // note\ny", "id:x ws:␠ line://␠note nl:⏎ id:y", trivia: true)
        assertTokens("/// Doc.\nfunc f()", "line:///␠Doc. kw:func id:f ( )")
        assertTokens("// c.register(X.self)", "line://␠c.register(X.self)")
        assertTokens("x // ends the file", "id:x line://␠ends␠the␠file")
    }

    func testBlockCommentsNest() {
        assertTokens("/* a /* b */ c */ x", "block:/*␠a␠/*␠b␠*/␠c␠*/ id:x")
        assertTokens("/** Doc */ let", "block:/**␠Doc␠*/ kw:let")
        assertTokens("/**/x", "block:/**/ id:x")
        // Unterminated: the comment runs to the end of the file.
        assertTokens("x /* a /* b */ c", "id:x block:/*␠a␠/*␠b␠*/␠c")
        assertTokens("/*", "block:/*")
    }

    func testShebangOnlyAtTheStart() {
        assertTokens("#!/usr/bin/env swift\nprint(1)", "shebang:#!/usr/bin/env␠swift id:print ( int:1 )")
        assertTokens("x\n#!y", "id:x err:# op:! id:y")
    }

    func testByteOrderMark() {
        assertTokens([0xEF, 0xBB, 0xBF] + Array("let x".utf8), "bom:\u{FEFF} kw:let id:x")
        assertTokens([0xEF, 0xBB, 0xBF] + Array("#!/bin/swift\nx".utf8), "bom:\u{FEFF} shebang:#!/bin/swift id:x")
        // Only a leading BOM is one; elsewhere it is an error.
        assertTokens("a\u{FEFF}b", "id:a err:\u{FEFF} id:b")
    }

    func testLineBreaks() {
        assertTokens("a\r\nb\rc\nd", "id:a nl:␍⏎ id:b nl:␍ id:c nl:⏎ id:d", trivia: true)
        assertTokens("a\n\nb", "id:a nl:⏎ nl:⏎ id:b", trivia: true)
        assertTokens("\"\"\"\r\nx\r\n\"\"\"", "strStart:\"\"\" seg:␍⏎x␍⏎ strEnd:\"\"\"")
        assertTokens("// c\r\nx", "line://␠c nl:␍⏎ id:x", trivia: true)
    }

    func testWhitespaceKinds() {
        assertTokens("a \t\u{B}\u{C}b", "id:a ws:␠⇥\\x0B\\x0C id:b", trivia: true)
        // A non-breaking space is whitespace, as the compiler treats it.
        assertTokens("let\u{A0}x", "kw:let ws:\u{A0} id:x", trivia: true)
    }

    func testConflictMarkers() {
        let text = """
        <<<<<<< HEAD
        container.register(A.self)
        ||||||| base
        =======
        container.register(B.self)
        >>>>>>> feature
        """
        assertTokens(text, "conflict:<<<<<<<␠HEAD id:container . id:register ( id:A . kw:self ) conflict:|||||||␠base "
                     + "conflict:======= id:container . id:register ( id:B . kw:self ) conflict:>>>>>>>␠feature")
        // Not at a line's start, or not seven characters: ordinary operators.
        assertTokens("a <<<<<<< b", "id:a op:<<<<<<< id:b")
        assertTokens("<<<<<< x", "op:<<<<<< id:x")
        assertTokens("=======x", "op:======= id:x")
    }

    func testTriviaFlags() {
        let file = SourceFile(path: "f.swift", text: "a b\n/* x\n */c(d)")
        let tokens = Tokenizer.tokenize(file).filter { !$0.kind.isTrivia }
        XCTAssertEqual(tokens.map { file.text(of: $0) }, ["a", "b", "c", "(", "d", ")"])
        XCTAssertEqual(tokens[0].flags, [])
        XCTAssertEqual(tokens[1].flags, [.afterTrivia])
        XCTAssertEqual(tokens[2].flags, [.afterTrivia, .afterNewline])
        XCTAssertEqual(tokens[3].flags, [])
        // A newline inside a block comment counts.
        let inComment = SourceFile(path: "g.swift", text: "a /* \n */ b")
        let b = Tokenizer.tokenize(inComment).last!
        XCTAssertEqual(b.flags, [.afterTrivia, .afterNewline])
    }

    func testTriviaKindsAreTrivia() {
        let trivia: [TokenKind] = [.whitespace, .newline, .lineComment, .blockComment, .shebang, .byteOrderMark, .conflictMarker]
        for kind in TokenKind.allCases {
            XCTAssertEqual(kind.isTrivia, trivia.contains(kind), "\(kind)")
        }
    }
}
