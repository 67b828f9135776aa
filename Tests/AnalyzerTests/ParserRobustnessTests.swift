@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import Foundation
import XCTest

/// SPEC §9: no input crashes or hangs the parser, and the tree stays shallow enough to
/// walk and to free without deep recursion.
final class ParserRobustnessTests: XCTestCase {
    private func parseAndWalk(_ source: String) -> SyntaxFile {
        parseAndWalk(Array(source.utf8))
    }

    private func parseAndWalk(_ bytes: [UInt8]) -> SyntaxFile {
        let tree = Parser.parse(SourceFile(path: "hostile.swift", bytes: bytes))
        var count = 0
        SyntaxWalker.walk(tree) { _, _ in count += 1 }
        return tree
    }

    func testHundredThousandNestedBrackets() {
        for (open, close) in [("(", ")"), ("[", "]"), ("{", "}")] {
            let n = 100_000
            _ = parseAndWalk("let x = " + String(repeating: open, count: n) + "1" + String(repeating: close, count: n))
            _ = parseAndWalk(String(repeating: open, count: n))
            _ = parseAndWalk("func f() {" + String(repeating: "if a {", count: n))
        }
    }

    func testNestingBeyondTheCapStillFindsLaterDeclarations() {
        let deep = "let x = " + String(repeating: "(", count: 5_000) + String(repeating: ")", count: 5_000)
        let tree = parseAndWalk(deep + "\nclass After {}")
        XCTAssertEqual(tree.declarations.map(\.name), ["x", "After"])
    }

    func testLongFlatChainsStayShallow() {
        let n = 100_000
        _ = parseAndWalk("let x = a" + String(repeating: ".b", count: n))
        _ = parseAndWalk("let x = a" + String(repeating: " + a", count: n))
        _ = parseAndWalk("let x = " + String(repeating: "- ", count: n) + "a")
        _ = parseAndWalk("let x = " + String(repeating: "try ", count: n) + "a")
        _ = parseAndWalk("let x = a" + String(repeating: " ? a : a", count: n))
        for cast in [" as! B", " as? B", " as B", " is B", " as! B + a"] {
            _ = parseAndWalk("let x = a" + String(repeating: cast, count: n))
        }
        _ = parseAndWalk("let x = f()" + String(repeating: "()", count: n))
        _ = parseAndWalk("let x: Int" + String(repeating: "?", count: n))
        _ = parseAndWalk("let x: " + String(repeating: "Array<", count: n))
        _ = parseAndWalk("let x: " + String(repeating: "(Int) -> ", count: n) + "Int")
        _ = parseAndWalk("func f() { if a {} " + String(repeating: "else if a {} ", count: n) + "}")
        _ = parseAndWalk(String(repeating: "public ", count: n) + "func f() {}")
        _ = parseAndWalk(String(repeating: "@A ", count: n) + "func f() {}")
        _ = parseAndWalk(String(repeating: "class A { ", count: n))
        _ = parseAndWalk(String(repeating: "#if A\n", count: 10_000) + "class A {}")
        _ = parseAndWalk("let s = " + String(repeating: "\"\\(", count: 20_000))
    }

    func testUnterminatedEverything() {
        let sources = [
            "class A {", "func f(", "func f(a: Int", "let x = [1, 2", "let x = \"abc", "let x = \"\\(foo(",
            "/* comment", "struct S<T", "var x: [String:", "container.register(P.self) { r in",
            "if let x = y {", "switch x { case", "let y = x as", "let z = try", "@Injected(", "#if DEBUG\nclass A {",
            "enum E { case a(", "extension", "protocol P where", "import", "let x = a ?", "f(x:)", "\\.", "a.",
        ]
        for source in sources { _ = parseAndWalk(source) }
        let tree = parseAndWalk("class A {\n func f() {\n let x = (\n}\nclass B {}")
        XCTAssertEqual(tree.declarations.first?.name, "A")
    }

    func testStrayClosersAndGarbageResynchronize() {
        let tree = parseAndWalk("}\n}}\n) ] class A {}\n@@@ ### $$$ \u{0}\u{1}\nstruct B { } }\nfunc c() {}")
        XCTAssertEqual(tree.declarations.map(\.name), ["A", "B", "c"])
        _ = parseAndWalk(String(repeating: "}", count: 100_000))
        _ = parseAndWalk(String(repeating: ")", count: 100_000))
    }

    func testRandomBytes() {
        var generator = SeededGenerator(seed: 0x5EED)
        for length in [1, 10, 100, 1_000, 100_000] {
            for _ in 0..<5 {
                let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
                _ = parseAndWalk(bytes)
            }
        }
        // Random Swift-ish tokens make the parser take every path, not just the error one.
        let pieces = ["class", "struct", "func", "let", "var", "if", "else", "guard", "{", "}", "(", ")", "[", "]", "<", ">",
                      ":", ",", ".", "=", "?", "!", "as", "try", "x", "P", "self", "\n", "#if A\n", "#else\n", "#endif\n",
                      "\"s\\(", "\"", "in", "return", "@A", "->", "case", "switch", "*!", "\\.", "1", "where", "init"]
        for _ in 0..<200 {
            let source = (0..<300).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined(separator: " ")
            _ = parseAndWalk(source)
        }
    }

    func testDeepInputOnASmallStack() {
        // Parallel front ends run on secondary threads, whose stacks can be as small as
        // 512 KiB (macOS). Debug builds need far larger frames than release ones.
        #if DEBUG
        let stackSize = 16 << 20
        #else
        let stackSize = 512 << 10
        #endif
        let done = expectation(description: "parsed")
        let thread = Thread {
            for open in ["(", "[", "{"] {
                let tree = Parser.parse(SourceFile(path: "deep.swift", text: "let x = " + String(repeating: open, count: 100_000)))
                SyntaxWalker.walk(tree) { _, _ in }
            }
            for link in [".b(c)", " as! B"] {
                let chain = Parser.parse(SourceFile(path: "chain.swift", text: "let x = a" + String(repeating: link, count: 100_000)))
                SyntaxWalker.walk(chain) { _, _ in }
            }
            done.fulfill()
        }
        thread.stackSize = stackSize
        thread.start()
        wait(for: [done], timeout: 120)
    }
}

/// A small deterministic generator (SplitMix64) so random inputs repeat run to run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
