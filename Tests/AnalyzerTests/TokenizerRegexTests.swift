@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

/// Regex literals and the compiler's way of telling `/…/` from division.
final class TokenizerRegexTests: XCTestCase {
    func testDivisionChains() {
        assertTokens("a / b / c", "id:a op:/ id:b op:/ id:c")
        assertTokens("a/b/c", "id:a op:/ id:b op:/ id:c")
        // The previous token ends an expression, so `/2` divides.
        assertTokens("let half = total /2", "kw:let id:half op:= id:total op:/ int:2")
        assertTokens("f(x) /2/ 3", "id:f ( id:x ) op:/ int:2 op:/ int:3")
        assertTokens("arr[0] /b/ c", "id:arr [ int:0 ] op:/ id:b op:/ id:c")
        assertTokens("x /= 2", "id:x op:/= int:2")
        assertTokens("1 /a/ 2", "int:1 op:/ id:a op:/ int:2")
        assertTokens("self /a/ 2", "kw:self op:/ id:a op:/ int:2")
    }

    func testRegexWhereAnExpressionStarts() {
        assertTokens("x = /abc/", "id:x op:= regex:/abc/")
        assertTokens("foo(/a+/)", "id:foo ( regex:/a+/ )")
        assertTokens("[/a/, /b/]", "[ regex:/a/ , regex:/b/ ]")
        assertTokens("return /[a-z]+/", "kw:return regex:/[a-z]+/")
        assertTokens("case /x/:", "kw:case regex:/x/ :")
        assertTokens("a ?? /d+/", "id:a op:?? regex:/d+/")
        assertTokens("/^start/.firstMatch(in: s)", "regex:/^start/ . id:firstMatch ( kw:in : id:s )")
        assertTokens(#"let r = /\d+\/x/"#, #"kw:let id:r op:= regex:/\d+\/x/"#)
        // Groups and classes: a `/` inside a class still closes the literal.
        assertTokens("x = /(a)[/]", "id:x op:= regex:/(a)[/ ]")
    }

    func testNotARegexByTheCompilersRules() {
        // Starts with a space.
        assertTokens("x = / a /", "id:x op:= op:/ id:a op:/")
        // Ends with an unescaped space.
        assertTokens("x = /a /", "id:x op:= op:/ id:a op:/")
        // An unbalanced `)`.
        assertTokens("(/a)/", "( op:/ id:a ) op:/")
        // Does not close on its line.
        assertTokens("x = /abc\n/", "id:x op:= op:/ id:abc op:/")
        // Would end where a comment starts.
        assertTokens("x = /a//c", "id:x op:= op:/ id:a line://c")
        // Glued to the token before it.
        assertTokens("x=/a/", "id:x op:=/ id:a op:/")
        // After a postfix operator.
        assertTokens("x! /a/ b", "id:x op:! op:/ id:a op:/ id:b")
        // After a member dot or `->`.
        assertTokens("f() -> /a/", "id:f ( ) op:-> op:/ id:a op:/")
    }

    func testExtendedRegex() {
        assertTokens("let r = #/a/b/#", "kw:let id:r op:= regex:#/a/b/#")
        assertTokens("x = #/ spaced /#", "id:x op:= regex:#/␠spaced␠/#")
        assertTokens("##/a/#b/##", "regex:##/a/#b/##")
        // Multi-line when the opening delimiter ends its line.
        assertTokens("let r = #/\n  (?<key>\\w+) # comment\n  /#\nlet y", "kw:let id:r op:= regex:#/⏎␠␠(?<key>\\w+)␠#␠comment⏎␠␠/# kw:let id:y")
        // Unterminated: a single-line one runs to its line's end…
        assertTokens("x = #/abc\ny", "id:x op:= regex:#/abc id:y")
        // …a multi-line one stops at its opening line, and what follows is code.
        assertTokens("x = #/\nlet y = 1", "id:x op:= regex:#/ kw:let id:y op:= int:1")
    }

    func testRegexAfterDirectivesAndKeywords() {
        // After `#else` an expression may start; after `#if X` the identifier ends one.
        assertTokens("#else\n/a/\n#endif", "pound:#else regex:/a/ pound:#endif")
        assertTokens("#if X\n/a/ b", "pound:#if id:X op:/ id:a op:/ id:b")
        assertTokens("#available /a/", "pound:#available op:/ id:a op:/")
        assertTokens("try /a/", "kw:try regex:/a/")
        assertTokens("nil /a/ b", "kw:nil op:/ id:a op:/ id:b")
    }

    func testRepeatedUnclosedMultiLineRegexesStayLinear() {
        // Every `#/` line tries to close; after the first failure the rest are known not to.
        let line = "#/\n"
        let text = String(repeating: line, count: 20_000)
        let tokens = Tokenizer.tokenize(SourceFile(path: "r.swift", text: text))
        XCTAssertNil(TokenStreamCheck.problem(tokens, byteCount: text.utf8.count))
        XCTAssertEqual(tokens.filter { $0.kind == .regexLiteral }.count, 20_000)
    }
}
