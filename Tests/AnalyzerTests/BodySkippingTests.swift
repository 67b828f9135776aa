@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import Foundation
import XCTest

/// Bodies skipped while tokenizing (`BodySkipper`) give the tree that skimming the whole
/// token stream gives, byte for byte in the cache's encoding; where the tokenizer guesses
/// a body the parser does not skim, the count tells, and the file is read whole.
final class BodySkippingTests: XCTestCase {
    private struct Outcome {
        var encoded: [UInt8]
        var skipped: Int
        var taken: Int
        var tokens: Int
    }

    private func skimmedWhole(_ source: SourceFile) -> [UInt8] {
        encode(Parser.parse(source, tokens: Tokenizer.tokenize(source, keepingTrivia: false), skimmingBodies: true, marks: ProjectMarks.marks))
    }

    private func skimmedSkipping(_ source: SourceFile) -> Outcome {
        let (tokens, skipped, _, _) = Tokenizer.tokenizeSkippingBodies(source, marks: ProjectMarks.marks)
        let count = tokens.count
        let (syntax, taken) = Parser.parseCountingSkippedBodies(source, tokens: tokens, skimmingBodies: true, marks: ProjectMarks.marks)
        return Outcome(encoded: encode(syntax), skipped: skipped, taken: taken, tokens: count)
    }

    private func encode(_ syntax: SyntaxFile) -> [UInt8] {
        var writer = ByteWriter()
        writer.syntaxFile(syntax)
        return writer.finished()
    }

    private func check(_ text: String, skipped expected: Int, file: StaticString = #filePath, line: UInt = #line) {
        let source = SourceFile(path: "T.swift", text: text)
        let outcome = skimmedSkipping(source)
        XCTAssertEqual(outcome.skipped, expected, "bodies skipped", file: file, line: line)
        XCTAssertEqual(outcome.taken, outcome.skipped, "bodies the parser took", file: file, line: line)
        XCTAssertEqual(outcome.encoded, skimmedWhole(source), "tree", file: file, line: line)
    }

    func testMethodsInitializersAndDeinitializersAreSkipped() {
        check("""
        final class Store: Base {
            init(x: Int = 1) { self.x = x; super.init() }
            deinit { print("}") }
            class func make() -> Store { Store() }
            func load<T>(_ t: T.Type) where T: Decodable { let s = "\\(t) {" }
        }
        func top() { }
        """, skipped: 5)
    }

    func testRequirementsWithoutBodiesDoNotTakeTheNextBlock() {
        check("""
        protocol Loading {
            func load() -> Int
            var count: Int { get }
            init()
            subscript(i: Int) -> Int { get }
            func last()
        }
        extension Loading { func load() -> Int { 1 } }
        """, skipped: 1)
    }

    func testFunctionsInsideClosuresAndStatementsAreLeftToTheParser() {
        check("""
        let make = { () -> Int in func helper() -> Int { 2 }; return helper() }
        if flag { func local() { } }
        struct S { var x: Int { func inner() { }; return 1 } }
        """, skipped: 0)
    }

    func testTheNotesOfASkippedBodyAreTheSkimmersNotes() {
        let text = """
        struct Visitor {
            func cast(_ x: Any) { let n = x as! Node }
            func named() -> Any.Type { Node.self }
            func spaced(_ x: Any) { _ = x as ! Node; _ = x.as!(Node.self) }
            func neither(_ x: Any) { _ = x as? Node }
        }
        """
        check(text, skipped: 4)
        let tree = Parser.parse(SourceFile(path: "T.swift", text: text), tokens: Tokenizer.tokenizeSkippingBodies(
            SourceFile(path: "T.swift", text: text), marks: ProjectMarks.marks).tokens, skimmingBodies: true, marks: ProjectMarks.marks)
        let notes = tree.declarations[0].members.map(\.skimmed)
        XCTAssertEqual(notes.map { $0.marks.contains(ProjectMarks.forceCast) }, [true, false, false, false])
        XCTAssertEqual(notes.map { $0.marks.contains(ProjectMarks.metatype) }, [false, true, true, false])
    }

    func testAnUnterminatedBodyEndsAtItsLastToken() {
        check("struct S {\n    func open() { let x = \"a\"\n\n   \n", skipped: 1)
        check("func f() { g(", skipped: 1)
    }

    func testAWrongGuessIsCountedAndTheFileIsReadWhole() throws {
        // `actor` names a value here, so the `{` after it opens a trailing closure, in
        // which the parser reads `helper`'s body rather than skimming it.
        let text = "let task = actor { func helper() { work() } }\n"
        let source = SourceFile(path: "T.swift", text: text)
        let outcome = skimmedSkipping(source)
        XCTAssertEqual(outcome.skipped, 1)
        XCTAssertEqual(outcome.taken, 0)
        XCTAssertFalse(skims(source))
        let analysis = FileAnalysis.analyze(source, module: "main", skimmingBodies: true)
        let whole = Parser.parse(source, tokens: Tokenizer.tokenize(source, keepingTrivia: false), skimmingBodies: true, marks: ProjectMarks.marks)
        XCTAssertEqual(encode(analysis.syntax), encode(whole))
    }

    func testAFileAContainerMayReadIsNotSkipped() {
        let source = SourceFile(path: "T.swift", text: "import Swinject\nfunc f(c: Container) { c.register(A.self) { _ in A() } }\n")
        XCTAssertTrue(ContainerExtraction.mayReadBodies(of: source, settings: ContainerSettings()), "Swinject's dialect reads it")
        XCTAssertFalse(skims(source))
        let analysis = FileAnalysis.analyze(source, module: "main", skimmingBodies: true)
        XCTAssertEqual(analysis.facts.registrations.count, 1)
    }

    func testAnImportAfterTheFirstBodyStillCounts() {
        let source = SourceFile(path: "T.swift", text: "func f() { }\nimport Swinject\nfunc g(c: Container) { c.register(A.self) { _ in A() } }\n")
        XCTAssertFalse(skims(source))
        XCTAssertEqual(FileAnalysis.analyze(source, module: "main", skimmingBodies: true).facts.registrations.count, 1)
    }

    /// Whether `FileAnalysis` parses the file from tokens that skipped its bodies.
    private func skims(_ source: SourceFile) -> Bool {
        guard !ContainerExtraction.mayReadBodies(of: source, settings: ContainerSettings()) else { return false }
        if case .skimmed = FileAnalysis.parseSkippingBodies(source) { return true }
        return false
    }

    func testTheImportsAreReadFromTheBytesPastCommentsAndBackticks() {
        func candidates(_ text: String) -> Set<String> {
            SourceFile(path: "T.swift", text: text).importedModuleCandidates(where: ContainerRecognizers.isLibraryModule)
        }
        XCTAssertEqual(candidates("@_exported import Swinject\n"), ["Swinject"])
        XCTAssertEqual(candidates("import /* the container */ `Factory`\n"), ["Factory"])
        XCTAssertEqual(candidates("import // the container\n    Resolver\n"), ["Resolver"])
        XCTAssertEqual(candidates("import struct Swinject.Container\n"), ["Swinject"])
        XCTAssertEqual(candidates("func f() {}\n#if canImport(Dip)\nimport Dip\n#endif\n"), ["Dip"])
        XCTAssertEqual(candidates("let reimport = 1; import SwinjectLike; import UIKit\n"), [])
        XCTAssertEqual(candidates("let s = \"import Swinject\"\n"), ["Swinject"], "a superset: a string may count")
        XCTAssertEqual(candidates("import"), [])
        XCTAssertEqual(candidates("import\n<<<<<<< HEAD\nSwinject\n"), ["Swinject"], "past a conflict marker, which is trivia")
        let invalid = SourceFile(path: "T.swift", bytes: Array("import Swinject".utf8) + [0x80, 0x9A] + Array("x\n".utf8))
        XCTAssertEqual(invalid.importedModuleCandidates(where: ContainerRecognizers.isLibraryModule), ["Swinject"],
                       "bytes that are not UTF-8 end the name, as they do for the tokenizer")
        XCTAssertEqual(candidates("\u{FEFF}import Swinject\r\nlet y = 1\r\n"), ["Swinject"], "after a byte-order mark")
        XCTAssertEqual(candidates("import\u{00A0}Swinject\u{00A0}\n"), ["Swinject"], "a no-break space is a space (found by the fuzzer)")
    }

    /// Every corpus file: skipping while tokenizing gives the same tree as skimming the
    /// whole stream, and the guesses are nearly always right.
    func testTheCorpusSkimsTheSameWithBodiesSkippedWhileTokenizing() throws {
        let paths = try CorpusLocator.swiftFiles()
        var mismatches: [String] = []
        var wrongGuesses = 0
        var skippedBodies = 0
        var tokensWhole = 0
        var tokensSkipping = 0
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let source = SourceFile(path: path, bytes: [UInt8](data))
            let outcome = skimmedSkipping(source)
            tokensWhole += Tokenizer.tokenize(source, keepingTrivia: false).count
            tokensSkipping += outcome.tokens
            guard outcome.taken == outcome.skipped else {
                wrongGuesses += 1
                continue
            }
            skippedBodies += outcome.skipped
            if outcome.encoded != skimmedWhole(source) { mismatches.append(path) }
        }
        print("body skipping: \(paths.count) files, \(skippedBodies) bodies skipped, \(wrongGuesses) files guessed wrong; "
              + "\(tokensSkipping) of \(tokensWhole) tokens stored")
        XCTAssertEqual(mismatches, [])
        XCTAssertLessThan(Double(wrongGuesses), Double(paths.count) * 0.01)
        XCTAssertLessThan(Double(tokensSkipping), Double(tokensWhole) * 0.6)
    }

    /// Found by the fuzz target: a `func` inside a `[` that never closes. The parser reads
    /// it inside the literal and took the skipped body there, into a different tree; a
    /// `func` inside brackets now heads no skipped body.
    func testAFunctionInsideAnUnclosedBracketIsNotSkipped() {
        check("var l: = [\nfunc{}}", skipped: 0)
        check("f(init: { x })\nfunc g() { }", skipped: 1)
    }

    /// Found by the fuzz target: an attribute's `<` that does not close before a function
    /// body. The look-ahead past it stopped at a `{` but went on through a skipped body.
    func testAnUnclosedGenericAttributeStopsAtASkippedBody() {
        let text = """
        final class Panel {
            @Broken<Int var level = 1
            func refresh() { let x = [1].map { $0 } }
            @Deep<A>> var depth = 2
            var rest = 3
        }
        """
        check(text, skipped: 1)
        XCTAssertEqual(ParserFixture.declaration(text).members.map(\.name), ["level", "refresh", "depth", "rest"])
    }

    /// A generic clause whose `>` is missing (code being typed) ends at the brace after it
    /// or around it: what follows is still read, whether bodies and member blocks were
    /// skipped or not.
    func testAnUnclosedGenericClauseStopsAtABrace() {
        let text = """
        protocol Feed {
            func render<
        }
        final class Cell {
            func load<T(_ t: T) { let x = 1 }
            var rest = 3
        }
        """
        check(text, skipped: 1)
        let declarations = ParserFixture.parse(text).declarations
        XCTAssertEqual(declarations.map(\.name), ["Feed", "Cell"])
        XCTAssertEqual(declarations.map { $0.members.map(\.name) }, [["render"], ["load", "rest"]])
        let dormant = FileAnalysis.parseSkippingBodies(SourceFile(path: "T.swift", text: "protocol{protocol{func t<}class}"),
                                                       leavingMembersDormant: true)
        let whole = ParserFixture.parse("protocol{protocol{func t<}class}")
        guard case .skimmed(let skimmed) = dormant else { return XCTFail("not skimmed") }
        XCTAssertEqual(skimmed.declarations[0].members.map(\.kind), whole.declarations[0].members.map(\.kind))
        XCTAssertEqual(whole.declarations[0].members.map(\.kind), [.protocol, .class])
    }

    /// Types nested deeper than the 64 braces the skipper keeps in one word, each with a
    /// method: every body skipped, the tree as the whole stream gives it.
    func testTypesNestedDeeperThanOneWordOfBraces() {
        var text = ""
        for level in 0..<70 { text += "struct S\(level) {\n    func f\(level)() { let x = [\(level)] }\n" }
        text += String(repeating: "}\n", count: 70) + "func after() { }\n"
        check(text, skipped: 71)
    }

    /// The skipper's open braces past the 64 kept in one word, pushed and popped as a
    /// stack in an array would be.
    func testBraceStackBeyondOneWord() {
        var stack = BraceStack()
        var model: [Bool] = []
        for index in 0..<150 { stack.push(index % 3 == 0); model.append(index % 3 == 0) }
        for _ in 0..<100 { XCTAssertEqual(stack.pop(), model.popLast()) }
        for index in 0..<30 { stack.push(index % 2 == 0); model.append(index % 2 == 0) }
        while let expected = model.popLast() { XCTAssertEqual(stack.pop(), expected) }
        XCTAssertNil(stack.pop())
    }
}
