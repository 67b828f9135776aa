@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

/// String literals: the quotes, segments and interpolations they are split into.
final class TokenizerStringTests: XCTestCase {
    func testSingleLineStrings() {
        assertTokens(#"let s = "hello""#, #"kw:let id:s op:= strStart:" seg:hello strEnd:""#)
        assertTokens(#""""#, #"strStart:" strEnd:""#)
        assertTokens(#""a" + "b""#, #"strStart:" seg:a strEnd:" op:+ strStart:" seg:b strEnd:""#)
        // Code-looking text in a string is one segment, never code.
        assertTokens(#""container.resolve(X.self) // not code""#, #"strStart:" seg:container.resolve(X.self)␠//␠not␠code strEnd:""#)
    }

    func testEscapes() {
        assertTokens(#""say \"hi\"""#, #"strStart:" seg:say␠\"hi\" strEnd:""#)
        assertTokens(#""a\\" b"#, #"strStart:" seg:a\\ strEnd:" id:b"#)
        assertTokens(#""\u{1F600}\u{41}\t\n\0""#, #"strStart:" seg:\u{1F600}\u{41}\t\n\0 strEnd:""#)
        assertTokens(#""\'x""#, #"strStart:" seg:\'x strEnd:""#)
    }

    func testMultiLineStrings() {
        assertTokens("let s = \"\"\"\n  line \"one\"\n  \"\" two\n  \"\"\"", "kw:let id:s op:= strStart:\"\"\" seg:⏎␠␠line␠\"one\"⏎␠␠\"\"␠two⏎␠␠ strEnd:\"\"\"")
        // An escaped quote does not start the closing delimiter.
        assertTokens("\"\"\"\n\\\"\"\"\n\"\"\"", "strStart:\"\"\" seg:⏎\\\"\"\"⏎ strEnd:\"\"\"")
        // A backslash at a line's end continues the line.
        assertTokens("\"\"\"\na \\\nb\n\"\"\"", "strStart:\"\"\" seg:⏎a␠\\⏎b⏎ strEnd:\"\"\"")
    }

    func testRawStrings() {
        assertTokens(##"#"C:\path\n "quoted""#"##, ##"strStart:#" seg:C:\path\n␠"quoted" strEnd:"#"##)
        assertTokens(###"##"a "# b"##"###, ###"strStart:##" seg:a␠"#␠b strEnd:"##"###)
        assertTokens("#\"\"\"\nraw \"\"\" inside\n\"\"\"#", "strStart:#\"\"\" seg:⏎raw␠\"\"\"␠inside⏎ strEnd:\"\"\"#")
        // `#"""#` opens with a quote on one line: a single-line raw string whose text is `"`.
        assertTokens(##"#"""#"##, ##"strStart:#" seg:" strEnd:"#"##)
        // In a raw string `\(` is text; `\#(` interpolates.
        assertTokens(##"#"\(x) \#(y)"#"##, ##"strStart:#" seg:\(x)␠ interpStart:\#( id:y interpEnd:) strEnd:"#"##)
        assertTokens(###"##"\#(x)\##(y)"##"###, ###"strStart:##" seg:\#(x) interpStart:\##( id:y interpEnd:) strEnd:"##"###)
    }

    func testInterpolation() {
        assertTokens(#""Hi \(name)!""#, #"strStart:" seg:Hi␠ interpStart:\( id:name interpEnd:) seg:! strEnd:""#)
        assertTokens(#""\(a)\(b)""#, #"strStart:" interpStart:\( id:a interpEnd:) interpStart:\( id:b interpEnd:) strEnd:""#)
        // Parentheses inside the interpolation are counted.
        assertTokens(#""\(f(x, (y)))""#, #"strStart:" interpStart:\( id:f ( id:x , ( id:y ) ) interpEnd:) strEnd:""#)
    }

    func testInterpolationNestingStringsClosuresAndInterpolations() {
        assertTokens(#""a \("b \(c) d") e""#,
                     #"strStart:" seg:a␠ interpStart:\( strStart:" seg:b␠ interpStart:\( id:c interpEnd:) seg:␠d strEnd:" interpEnd:) seg:␠e strEnd:""#)
        assertTokens(#""\(items.map { ")" + $0 }.joined())""#,
                     #"strStart:" interpStart:\( id:items . id:map { strStart:" seg:) strEnd:" op:+ id:$0 } . id:joined ( ) interpEnd:) strEnd:""#)
        // A `)` in a comment inside an interpolation does not close it.
        assertTokens("\"\\(x /* ) */)\"", "strStart:\" interpStart:\\( id:x block:/*␠)␠*/ interpEnd:) strEnd:\"")
        // Code in a multi-line string's interpolation may span lines.
        assertTokens("\"\"\"\n\\(resolve(\n  X.self))\n\"\"\"",
                     "strStart:\"\"\" seg:⏎ interpStart:\\( id:resolve ( id:X . kw:self ) interpEnd:) seg:⏎ strEnd:\"\"\"")
    }

    func testUnterminatedStringsEndWithTheirLine() {
        assertTokens("let s = \"abc\nlet t = 1", "kw:let id:s op:= strStart:\" seg:abc kw:let id:t op:= int:1")
        assertTokens("\"", "strStart:\"")
        assertTokens("\"abc\\", "strStart:\" seg:abc\\")
        assertTokens("\"abc\\\nx", "strStart:\" seg:abc\\ id:x")
        // The interpolation is abandoned at the line break too, and so is every
        // single-line string around it.
        assertTokens("\"a \\(\"b \\(c\n) x", "strStart:\" seg:a␠ interpStart:\\( strStart:\" seg:b␠ interpStart:\\( id:c ) id:x")
        // An unterminated multi-line string runs to the end of the file.
        assertTokens("\"\"\"\nabc\n\"\" ", "strStart:\"\"\" seg:⏎abc⏎\"\"␠")
        assertTokens(##"#"abc"##, ##"strStart:#" seg:abc"##)
    }

    func testUnterminatedInterpolationInsideMultiLineStringKeepsTheString() {
        // Only the single-line string inside is abandoned at the line break; the
        // multi-line string's interpolation goes on.
        assertTokens("\"\"\"\n\\(f(\"x \\(y\n))\n\"\"\"",
                     "strStart:\"\"\" seg:⏎ interpStart:\\( id:f ( strStart:\" seg:x␠ interpStart:\\( id:y ) interpEnd:) seg:⏎ strEnd:\"\"\"")
    }
}
