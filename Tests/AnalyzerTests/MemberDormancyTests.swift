@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import Foundation
import XCTest

/// Member blocks left dormant (`Token.Flags.dormantMembers`): a type's or extension's
/// block that declares no type, typealias or associated type is skipped while tokenizing,
/// noting what its members may be; filled later (`MemberMaterialization`), the tree is
/// the one every block read would give.
final class MemberDormancyTests: XCTestCase {
    private func dormantTokens(_ text: String) -> [Token] {
        Tokenizer.tokenizeSkippingBodies(SourceFile(path: "T.swift", text: text), leavingMembersDormant: true,
                                         marks: ProjectMarks.marks).tokens
    }

    /// What each dormant block noted.
    private func dormantBlocks(_ text: String) -> [MarkSet] {
        dormantTokens(text).filter { $0.kind == .skippedBody && $0.flags.contains(.dormantMembers) }.map(\.marks)
    }

    func testABlockWithoutNestedDeclarationsIsOneToken() {
        let blocks = dormantBlocks("""
        struct Point {
            var x = 0
            func moved(by d: Int) -> Point { Point(x: x + d) }
            init(x: Int) { self.x = x }
        }
        extension Point: Equatable { static func == (a: Point, b: Point) -> Bool { a.x == b.x } }
        """)
        XCTAssertEqual(blocks.count, 2)
        XCTAssertTrue(blocks.allSatisfy { $0.isDisjoint(with: [ProjectMarks.staticVariable, ProjectMarks.staticLet, ProjectMarks.visitMethods]) })
    }

    func testWhatTheMembersMayBeIsNoted() {
        XCTAssertEqual(dormantBlocks("class A { static var count = 0 }").first?.contains(ProjectMarks.staticVariable), true)
        XCTAssertEqual(dormantBlocks("class A { static var count: Int?\n func f() {} }").first?.contains(ProjectMarks.staticVariable), true)
        XCTAssertEqual(dormantBlocks("class A { static private(set) var count: [Int] = [] }").first?.contains(ProjectMarks.staticVariable), true)
        // Computed: accessors follow instead of an initializer.
        XCTAssertEqual(dormantBlocks("enum A { static var all: [A] { [] } }").first?.contains(ProjectMarks.staticVariable), false)
        XCTAssertEqual(dormantBlocks("protocol P { static var id: Int { get } }").first?.contains(ProjectMarks.staticVariable), false)
        XCTAssertEqual(dormantBlocks("class A { static let shared = A() }").first?.contains(ProjectMarks.staticLet), true)
        XCTAssertEqual(dormantBlocks("struct V { func visit(_ a: A) {} }").first?.contains(ProjectMarks.visitMethod), true)
        XCTAssertEqual(dormantBlocks("struct V { func accept(_ v: V) {} }").first?.contains(ProjectMarks.acceptMethod), true)
        XCTAssertEqual(dormantBlocks("struct V { func visitor() {}; var visit = 0 }").first?.isDisjoint(with: ProjectMarks.visitMethods), true)
    }

    func testNestedDeclarationsWakeTheBlockButNotTheirOwn() {
        let text = """
        struct Outer {
            let s = "struct in a string" // enum in a comment
            var x: Int { 1 }
            struct Inner { var y = 0 }
        }
        """
        let tokens = dormantTokens(text)
        let blocks = tokens.filter { $0.kind == .skippedBody && $0.flags.contains(.dormantMembers) }
        XCTAssertEqual(blocks.count, 1, "Inner's block")
        // Outer's members are tokens again: its `let` and `var` among them.
        XCTAssertTrue(tokens.contains { $0.kind == .keyword && $0.keyword == .let })
        XCTAssertTrue(tokens.contains { $0.kind == .keyword && $0.keyword == .var })
        for (word, expected) in [("typealias T = Int", 0), ("associatedtype T", 0), ("actor A {}", 1), ("enum E {}", 1), ("var x = 0", 1)] {
            XCTAssertEqual(dormantBlocks("protocol P { \(word) }").count, expected, word)
        }
    }

    /// With every block woken, the stream is the one `leavingMembersDormant: false` gives:
    /// the lexer went back to each block's `{` with the state it had there. Only the
    /// woken blocks' `{` are marked, for the parser.
    func testAWokenBlockIsReadAsIfNeverSkipped() {
        let text = """
        final class Host {
            private var cache: [String: Int] = [:] // struct
            let name = "enum \\(1 + 2)"
            func f() { let r = /struct/ }
            class Nested { typealias T = Int }
            var last: Int = { 3 }()
        }
        """
        let source = SourceFile(path: "T.swift", text: text)
        let woken = Tokenizer.tokenizeSkippingBodies(source, leavingMembersDormant: true, marks: ProjectMarks.marks)
        let marked = woken.tokens.indices.filter { woken.tokens[$0].kind == .leftBrace && woken.tokens[$0].flags.contains(.dormantMembers) }
        XCTAssertEqual(marked.map { Int(woken.tokens[$0].start) }, [17, 154], "Host's and Nested's blocks")
        var unmarked = woken.tokens
        for index in marked { unmarked[index].flags.remove(.dormantMembers) }
        XCTAssertEqual(unmarked, Tokenizer.tokenizeSkippingBodies(source, marks: ProjectMarks.marks).tokens)
        XCTAssertEqual(woken.skipped, 1, "f's body")
    }

    /// Every corpus file: skimmed with dormant blocks, then each filled, its tree is the
    /// one skimming with every block read gives, byte for byte.
    /// A block with a nested type is read, but of its members only the type, typealias
    /// and associated type are parsed; the others are noted as a dormant block's words
    /// are, and filling gives them back around the same nested declarations.
    func testOtherMembersOfABlockWithANestedTypeStayDormant() throws {
        let source = SourceFile(path: "T.swift", text: """
        final class Theme {
            static var current = Theme()
            var colors: [String: Int] = [:]
            struct Palette { var name = "" }
            typealias Colors = [String: Int]
            func visit(_ node: Node) { _ = node as! Leaf; print(Leaf.self) }
            @available(*, deprecated) static let fallback = Theme(); enum Mode { case light, dark }
            var brightness: Double { 1 } struct Font {}
        }
        """)
        let tree = skimmed(source, dormant: true)
        let theme = try XCTUnwrap(tree.declarations.first)
        XCTAssertEqual(theme.members.map(\.name), ["Palette", "Colors", "Mode", "Font"])
        XCTAssertEqual(theme.skimmed, SkimmedBodies(marks: [ProjectMarks.staticVariable, ProjectMarks.staticLet, ProjectMarks.visitMethod,
                                                            ProjectMarks.forceCast, ProjectMarks.metatype]).union(.membersDormant))
        let palette = theme.members[0]
        // The nested types' blocks are dormant (whole) too.
        XCTAssertEqual(dormantDeclarations(tree).count, 4)
        fillForComparison(dormantDeclarations(tree), in: source)
        XCTAssertEqual(encode(tree), encode(skimmed(source, dormant: false)))
        XCTAssertTrue(theme.members[2] === palette, "the nested type the table holds stays")
        XCTAssertEqual(theme.members.map(\.name), ["current", "colors", "Palette", "Colors", "visit", "fallback", "Mode", "brightness", "Font"])
    }

    /// A stray `)` or `]` that would close a dormant block by the count of brackets does
    /// not end it for the parser: such a block is read, and the tree is the whole one.
    func testABlockAStrayCloserWouldEndIsRead() {
        let source = SourceFile(path: "T.swift", text: """
        protocol Store: AnyObject {)
            func load<T: Loadable>(key: T.Key) -> T
        }
        struct Box { var a = 1 ] }
        """)
        XCTAssertTrue(dormantBlocks(String(decoding: source.bytes, as: UTF8.self)).isEmpty)
        let tree = skimmed(source, dormant: true)
        XCTAssertEqual(tree.declarations.map(\.range), [0..<74, 75..<101])
        XCTAssertEqual(encode(tree), encode(skimmed(source, dormant: false)))
    }

    /// A type's keyword ends the member being skipped wherever it stands, as the parser
    /// starts a declaration there: even without the `;` Swift would want.
    func testATypeKeywordEndsASkippedMemberMidLine() {
        let source = SourceFile(path: "T.swift", text: """
        final class Host {
            struct Inner {}
            let limit = 10 enum Mode { case on }
            func run() -> Int { limit } protocol Step {}
        }
        """)
        let tree = skimmed(source, dormant: true)
        let whole = skimmed(source, dormant: false)
        XCTAssertEqual(typeDeclarations(tree), typeDeclarations(whole))
        XCTAssertEqual(tree.declarations[0].members.map(\.name), ["Inner", "Mode", "Step"])
        fillForComparison(dormantDeclarations(tree), in: source)
        XCTAssertEqual(encode(tree), encode(whole))
    }

    /// A word that modifies only where a declaration starts (`final`, `lazy`) is a name
    /// where one is due: the whole parse binds it, or reads it as a type or a value, and
    /// starts the type at its keyword. The skipper cannot tell where such a member ends,
    /// so it parses that member instead of skipping it, attributes on lines of their own
    /// included. Found by the fuzzer as `class{var s:[],final class{}}`.
    func testAModifierWhereANameIsDueIsReadAsTheWholeParseReadsIt() {
        let source = SourceFile(path: "T.swift", text: """
        class{var s:[],final class{}}
        final class Host {
            @TaskLocal
            static var current: [Int], final class Pending {}
            var label: lazy struct Shown {}
            case open enum Kind {}
            var total = await
                nonisolated actor Counter {}
            var ready = true final class Done {}
            func run() {}
        }
        """)
        let tree = skimmed(source, dormant: true)
        let whole = skimmed(source, dormant: false)
        XCTAssertEqual(typeDeclarations(tree), typeDeclarations(whole))
        let host = whole.declarations[1]
        XCTAssertEqual(host.members.map(\.name), ["current", "Pending", "label", "Shown", "open", "Kind", "total", "Counter", "ready", "Done", "run"])
        XCTAssertEqual(host.members[0].bindings.map(\.name), ["current", "final"])
        XCTAssertEqual(host.members[1].modifiers, [], "`final` is the binding's")
        XCTAssertEqual(host.members[9].modifiers, [.final], "after a value, `final` modifies")
        // The members the skipper could not end are parsed, attributes and all.
        let dormantHost = tree.declarations[1]
        XCTAssertEqual(dormantHost.members.first { $0.name == "current" }?.attributes.map(\.name), ["TaskLocal"])
        fillForComparison(dormantDeclarations(tree), in: source)
        XCTAssertEqual(encode(tree), encode(whole))
    }

    /// A `#if` in a `(` or `[`, or one a closure's body leaves open, ends where the
    /// parser's recovery decides: the member is parsed, not skipped. One a closure's body
    /// closes is a statement there, and the member stays dormant. Found by the fuzzer as
    /// `class{var t=[#if]class{}}`.
    func testAConditionalInsideAMembersBracketsIsReadAsTheWholeParseReadsIt() throws {
        let texts = [
            "class{var t=[#if]class{}}",
            "final class Host {\n    var pending = { #if DEBUG }()\n    struct Swallowed {}\n}\nstruct After {}\n",
            "final class Host {\n    var items = f(a\n    #if os(Linux)\n    )\n    struct Inner {}\n}\n",
            "final class Host {\n    var items = [a,\n    #if os(Linux)\n    b,\n    #endif\n    ]\n    struct Inner {}\n}\n",
        ]
        for text in texts { assertDormantTreeFillsToTheWholeOne(text) }
        XCTAssertEqual(skimmed(SourceFile(path: "T.swift", text: texts[0]), dormant: false).declarations[0].members.map(\.name), ["t"])

        let balanced = SourceFile(path: "T.swift", text: """
        final class Host {
            lazy var log: () -> Void = {
                #if DEBUG
                print("debug")
                #else
                print("release")
                #endif
            }
            struct Nested {}
        }
        """)
        let tree = skimmed(balanced, dormant: true)
        XCTAssertEqual(tree.declarations[0].members.map(\.name), ["Nested"], "the closure that closes its `#if` stays dormant")
        fillForComparison(dormantDeclarations(tree), in: balanced)
        XCTAssertEqual(encode(tree), encode(skimmed(balanced, dormant: false)))
    }

    /// A generic clause left open asks for more: the whole parse reads the next line into
    /// it, so the member is parsed, not ended there. A closing `?`, `!` or `>` ends it.
    /// Found by the fuzzer as `protocol{func r<\nprotocol{}}`, then `protocol{func r<m\n…`.
    func testAnOpenGenericClauseAtALinesEndIsReadAsTheWholeParseReadsIt() {
        let texts = [
            "protocol{func r<\nprotocol{}}",
            "protocol{func r<m\nprotocol{}}",
            "final class Host {\n    func make<T: Box<Int>\n    struct Inner {}\n}\n",
            "final class Host {\n    func make<\n    struct Inner {}\n}\n",
            "final class Host {\n    var all: Array<Int>\n    struct Inner {}\n    var maybe: Int?\n    enum Kind {}\n}\n",
        ]
        for text in texts { assertDormantTreeFillsToTheWholeOne(text) }
        let closing = skimmed(SourceFile(path: "T.swift", text: texts[4]), dormant: true)
        XCTAssertEqual(closing.declarations[0].members.map(\.name), ["Inner", "Kind"], "members ended by a closing operator stay dormant")
    }

    /// A type declared in a statement (a script's top-level code) is in no type table,
    /// whose passes fill dormant member blocks: its block is read when it is parsed.
    /// Found by the fuzzer as `for class{class{}}`.
    func testATypeDeclaredInAStatementHasItsMembersRead() throws {
        let source = SourceFile(path: "main.swift", text: """
        for item in items {
            final class Local {
                var count = 0
                func bump() { count += 1 }
            }
            print(item)
        }
        for class{class{}}
        """)
        let tree = skimmed(source, dormant: true)
        guard case .forIn(_, _, let body) = tree.statements.first?.kind, case .declaration(let local)? = body.first?.kind else {
            return XCTFail("a for loop declaring a class: \(tree.statements)")
        }
        XCTAssertEqual(local.members.map(\.name), ["count", "bump"])
        guard case .forIn(_, _, let second) = tree.statements.last?.kind, case .declaration(let inner)? = second.first?.kind else {
            return XCTFail("a for loop declaring a class: \(tree.statements)")
        }
        XCTAssertEqual(inner.kind, .class)
        XCTAssertFalse(Parser.holdsDormantMembers(inner))
        XCTAssertFalse(Parser.holdsDormantMembers(local))
        XCTAssertEqual(encode(tree), encode(skimmed(source, dormant: false)))
    }

    /// Where a name or a type is due but a type's keyword stands (code being typed), the
    /// whole parse starts the type there too, as the skipper does; `class` still names a
    /// type in an inheritance list, and `protocol<A, B>` is still a type.
    func testATypeKeywordWhereANameOrTypeIsDueStartsTheType() {
        let source = SourceFile(path: "T.swift", text: """
        final class Host: Base {
            func class Pending {}
            var label: class Shown {}
            func make() -> enum Kind {}
            func old() -> protocol<A, B> { fatalError() }
            var either: protocol<A> = x
        }
        protocol Bound: class {}
        """)
        let tree = skimmed(source, dormant: true)
        let whole = skimmed(source, dormant: false)
        XCTAssertEqual(typeDeclarations(tree), typeDeclarations(whole))
        XCTAssertEqual(whole.declarations[0].members.map(\.name), ["", "Pending", "label", "Shown", "make", "Kind", "old", "either"])
        XCTAssertEqual(whole.declarations[0].members.first { $0.name == "old" }?.returnType?.description, "protocol<A, B>")
        XCTAssertEqual(whole.declarations[1].inheritance.map(\.description), ["class"])
        fillForComparison(dormantDeclarations(tree), in: source)
        XCTAssertEqual(encode(tree), encode(whole))
    }

    /// A dormant declaration parsed again from its own bytes has the members, conditions
    /// and offsets the whole file's parse gives it; bytes that no longer hold it give nil.
    func testADeclarationParsedAgainAloneIsTheOneParsedInItsFile() throws {
        let source = SourceFile(path: "T.swift", text: """
        import Foundation
        #if os(Linux)
        @available(*, deprecated)
        public final class Store {
            static var shared = Store()
            #if DEBUG
            var log: [String] = []
            #endif
            func save(_ value: Int) { log.append("\\(value)") }
        }
        #endif
        """)
        let tree = skimmed(source, dormant: true)
        let store = try XCTUnwrap(tree.declarations.first)
        XCTAssertTrue(store.skimmed.contains(.membersDormant))
        XCTAssertTrue(store.members.isEmpty)
        let again = try XCTUnwrap(Parser.parseAgain(store, in: source, marks: ProjectMarks.marks))
        let whole = try XCTUnwrap(skimmed(source, dormant: false).declarations.first)
        XCTAssertEqual(again.members.map(\.name), ["shared", "log", "save"])
        XCTAssertEqual(again.members.map(\.name), whole.members.map(\.name))
        XCTAssertEqual(again.members.map(\.offset), whole.members.map(\.offset))
        XCTAssertEqual(again.members.map(\.conditions.count), [1, 2, 1])
        XCTAssertEqual(again.members.map(\.conditions.count), whole.members.map(\.conditions.count))
        XCTAssertEqual(again.skimmed, whole.skimmed)
        let moved = SourceFile(path: "T.swift", text: "// moved\n" + String(decoding: source.bytes, as: UTF8.self))
        XCTAssertNil(Parser.parseAgain(store, in: moved, marks: ProjectMarks.marks))
    }

    func testEveryCorpusFileFilledIsTheTreeReadWhole() throws {
        let paths = try CorpusLocator.swiftFiles()
        var dormant = 0
        for path in paths {
            guard let bytes = FileBytes.contents(of: path) else { continue }
            let source = SourceFile(path: path, bytes: bytes)
            let whole = skimmed(source, dormant: false)
            let expected = encode(whole)
            let tree = skimmed(source, dormant: true)
            // The names the type table needs before any member is filled are all there.
            XCTAssertEqual(typeDeclarations(tree), typeDeclarations(whole), path)
            let sleeping = dormantDeclarations(tree)
            dormant += sleeping.count
            fillForComparison(sleeping, in: source)
            XCTAssertTrue(dormantDeclarations(tree).isEmpty, path)
            XCTAssertEqual(encode(tree), expected, path)
        }
        XCTAssertGreaterThan(dormant, 10_000)
    }

    /// With member blocks dormant, `text` declares the same types as read whole, and once
    /// its dormant blocks are filled the tree is the whole one.
    private func assertDormantTreeFillsToTheWholeOne(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let source = SourceFile(path: "T.swift", text: text)
        let tree = skimmed(source, dormant: true)
        let whole = skimmed(source, dormant: false)
        XCTAssertEqual(typeDeclarations(tree), typeDeclarations(whole), text, file: file, line: line)
        fillForComparison(dormantDeclarations(tree), in: source)
        XCTAssertEqual(encode(tree), encode(whole), text, file: file, line: line)
    }

    /// Parses the dormant blocks (`MemberMaterialization.fill`), which leaves the tree as it
    /// is, then puts the blocks in place in this test's own tree, to compare it field for
    /// field with the tree of the whole parse.
    private func fillForComparison(_ declarations: [Declaration], in source: SourceFile) {
        let blocks = MemberMaterialization.fill(declarations, in: source)
        for (declaration, _) in blocks { XCTAssertTrue(declaration.skimmed.contains(.membersDormant), "filling changes no tree") }
        for (declaration, block) in blocks {
            declaration.members = block.members
            declaration.skimmed = block.skimmed
        }
    }

    private func skimmed(_ source: SourceFile, dormant: Bool) -> SyntaxFile {
        FileAnalysis.skimmedSyntax(source, leavingMembersDormant: dormant)
    }

    /// Every type, typealias and associated type, nested ones included, as kind, name,
    /// offset and the `#if` branches around it.
    private func typeDeclarations(_ syntax: SyntaxFile) -> [String] {
        var found: [String] = []
        var work = syntax.declarations
        while let declaration = work.popLast() {
            guard declaration.isTypeDeclaration || declaration.kind == .typealias || declaration.kind == .associatedtype else { continue }
            found.append("\(declaration.kind) \(declaration.name) \(declaration.offset) \(declaration.conditions.count)")
            work += declaration.members
        }
        return found.sorted()
    }

    private func dormantDeclarations(_ syntax: SyntaxFile) -> [Declaration] {
        var found: [Declaration] = []
        var work = syntax.declarations
        while let declaration = work.popLast() {
            if declaration.skimmed.contains(.membersDormant) { found.append(declaration) }
            work += declaration.members
        }
        return found
    }

    private func encode(_ syntax: SyntaxFile) -> [UInt8] {
        var writer = ByteWriter()
        writer.syntaxFile(syntax)
        return writer.finished()
    }
}
