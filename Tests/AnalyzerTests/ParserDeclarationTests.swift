@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

/// Parsing helpers shared by the parser and walker tests.
enum ParserFixture {
    static func parse(_ source: String) -> SyntaxFile {
        Parser.parse(SourceFile(path: "test.swift", text: source))
    }

    /// The first top-level declaration.
    static func declaration(_ source: String) -> Declaration {
        parse(source).declarations[0]
    }

    /// The first member of the first top-level declaration.
    static func member(_ source: String) -> Declaration {
        parse(source).declarations[0].members[0]
    }

    /// The expression of a one-statement script.
    static func expression(_ source: String) -> DilintSyntax.Expression {
        let file = parse(source)
        guard let first = file.statements.first, case .expression(let e) = first.kind else {
            return DilintSyntax.Expression(offset: -1, kind: .unknown)
        }
        return e
    }

    /// The statements of the body of `func f() { … }` wrapped around `source`.
    static func statements(_ source: String) -> [Statement] {
        parse("func f() {\n" + source + "\n}").declarations[0].body ?? []
    }
}

final class ParserDeclarationTests: XCTestCase {
    func testImports() {
        let file = ParserFixture.parse("import Foundation\n@testable import Swinject\nimport struct Foo.Bar\npublic import A.B\n")
        XCTAssertEqual(file.imports.map(\.module), ["Foundation", "Swinject", "Foo", "A.B"])
        XCTAssertTrue(file.declarations.isEmpty)
    }

    func testTypeDeclarationsWithGenericsInheritanceAndWhere() {
        let file = ParserFixture.parse("""
        final class Assembly: Base, P {}
        struct S<T: P, U>: Q where T.Element == U {}
        enum E: String {}
        actor Store {}
        protocol VisitableCell where Self: UITableViewCell {}
        extension Outer.Inner: Hashable where Element: Equatable {}
        """)
        let d = file.declarations
        XCTAssertEqual(d.map(\.kind), [.class, .struct, .enum, .actor, .protocol, .extension])
        XCTAssertEqual(d.map(\.name), ["Assembly", "S", "E", "Store", "VisitableCell", "Outer.Inner"])
        XCTAssertEqual(d[0].modifiers, [.final])
        XCTAssertEqual(d[0].inheritance.map(\.description), ["Base", "P"])
        XCTAssertEqual(d[1].genericParameters.map(\.name), ["T", "U"])
        XCTAssertEqual(d[1].genericParameters[0].constraint?.description, "P")
        XCTAssertEqual(d[1].requirements.count, 1)
        XCTAssertEqual(d[1].requirements[0].subject.description, "T.Element")
        XCTAssertTrue(d[1].requirements[0].isSameType)
        XCTAssertEqual(d[1].requirements[0].constraint.description, "U")
        XCTAssertEqual(d[4].requirements[0].subject.description, "Self")
        XCTAssertFalse(d[4].requirements[0].isSameType)
        XCTAssertEqual(d[4].requirements[0].constraint.description, "UITableViewCell")
        XCTAssertEqual(d[5].inheritance.map(\.description), ["Hashable"])
        XCTAssertEqual(d[5].requirements[0].subject.description, "Element")
    }

    func testNestedTypesAndMembers() {
        let outer = ParserFixture.declaration("class Outer { struct Inner { enum Deep {} }\n func f() {} }")
        XCTAssertEqual(outer.members.map(\.name), ["Inner", "f"])
        XCTAssertEqual(outer.members[0].members.map(\.name), ["Deep"])
    }

    func testAttributesWithArguments() {
        let type = ParserFixture.declaration("""
        @MainActor final class VM {
            @Injected(\\.api) var api: API
            @Dependency(\\.apiClient) var client
            @available(iOS 15, *) func f() {}
            @objc optional func g()
        }
        """)
        XCTAssertEqual(type.attributes.map(\.name), ["MainActor"])
        XCTAssertNil(type.attributes[0].arguments)
        let api = type.members[0]
        XCTAssertEqual(api.attributes.map(\.name), ["Injected"])
        XCTAssertEqual(api.attributes[0].arguments?.count, 1)
        guard case .keyPath(let root, let components)? = api.attributes[0].arguments?[0].value.kind else {
            return XCTFail("expected a key path")
        }
        XCTAssertNil(root)
        XCTAssertEqual(components, ["api"])
        XCTAssertEqual(type.members[1].attributes[0].arguments?.first?.value.description, "\\.apiClient")
        XCTAssertEqual(type.members[2].attributes[0].arguments?.count, 2)
        XCTAssertTrue(type.members[3].modifiers.contains(.optional))
    }

    /// A module- or type-qualified attribute still starts the declaration it is on.
    func testDottedAttributes() {
        let file = Parser.parse(SourceFile(path: "Store.swift", text: """
        @Sync.Worker final class Store {
            @Dependencies.Dependency(\\.date) var now
            @SwiftUI.MainActor public func reload() {}
        }
        @_Concurrency.MainActor struct Screen {}
        """))
        XCTAssertEqual(file.declarations.map(\.name), ["Store", "Screen"])
        let store = file.declarations[0]
        XCTAssertEqual(store.kind, .class)
        XCTAssertEqual(store.attributes.map(\.name), ["Sync.Worker"])
        XCTAssertTrue(store.modifiers.contains(.final))
        XCTAssertEqual(store.members.map(\.name), ["now", "reload"])
        guard store.members.count == 2 else { return }
        XCTAssertEqual(store.members[0].attributes.map(\.name), ["Dependencies.Dependency"])
        XCTAssertEqual(store.members[0].attributes[0].arguments?.first?.value.description, "\\.date")
        XCTAssertEqual(store.members[1].attributes.map(\.name), ["SwiftUI.MainActor"])
        XCTAssertEqual(file.declarations[1].attributes.map(\.name), ["_Concurrency.MainActor"])
    }

    /// An attribute with generic arguments (`@Clamped<Int>`) is read whole before the
    /// declaration it is on, like a dotted one.
    func testAttributeWithGenericArguments() {
        let type = ParserFixture.declaration("""
        final class Mixer {
            @Clamped<Int>(0...10) var volume = 5
            @Stored<Array<String>> public var names: [String]
            @Erased<Any> var payload: Any
            @Lookup<Int, String> static var table = [:]
            func reset() {}
        }
        """)
        XCTAssertEqual(type.members.map(\.name), ["volume", "names", "payload", "table", "reset"])
        XCTAssertEqual(type.members.map { $0.attributes.map(\.name) }, [["Clamped"], ["Stored"], ["Erased"], ["Lookup"], []])
        XCTAssertEqual(type.members.map(\.modifiers), [[], [.public], [], [.static], []])
    }

    /// An accessor's dotted attribute does not make its block read as a getter's body.
    func testDottedAttributeOnAccessor() {
        let type = ParserFixture.declaration("""
        struct Meter {
            var reading: Int {
                @Tracing.Logged get { 0 }
                set { }
            }
            var limit: Int { @Tracing.Logged(level: 2) get set }
        }
        """)
        XCTAssertEqual(type.members.map { $0.bindings.first?.accessors.map(\.kind) ?? [] }, [[.get, .set], [.get, .set]])
    }

    func testModifiers() {
        let type = ParserFixture.declaration("""
        class C {
            private(set) var count = 0
            public internal(set) var name: String
            static let shared = C()
            class var kind: String { "" }
            lazy var x = Foo()
            weak var delegate: D?
            unowned(unsafe) let owner: O
            nonisolated(unsafe) var y = 0
            open override func f() {}
            fileprivate final func g() {}
            required convenience init() {}
            mutating func m() {}
            package dynamic var z = 1
        }
        """)
        let m = type.members.map(\.modifiers)
        XCTAssertEqual(m[0], [.private, .restrictedSetter])
        XCTAssertEqual(m[1], [.public, .internal, .restrictedSetter])
        XCTAssertEqual(m[2], [.static])
        XCTAssertEqual(m[3], [.class])
        XCTAssertEqual(m[4], [.lazy])
        XCTAssertEqual(m[5], [.weak])
        XCTAssertEqual(m[6], [.unowned])
        XCTAssertEqual(m[7], [.nonisolated])
        XCTAssertEqual(m[8], [.open, .override])
        XCTAssertEqual(m[9], [.fileprivate, .final])
        XCTAssertEqual(m[10], [.required, .convenience])
        XCTAssertEqual(m[11], [.mutating])
        XCTAssertEqual(m[12], [.package, .dynamic])
    }

    func testContextualModifierWordsStayNamesWhenUsedAsValues() {
        let body = ParserFixture.statements("open = true\nlazy.load()")
        XCTAssertEqual(body.count, 2)
        guard case .expression(let e) = body[0].kind else { return XCTFail() }
        XCTAssertEqual(e.description, "(open = true)")
    }

    func testStoredAndComputedProperties() {
        let type = ParserFixture.declaration("""
        struct S {
            var a = 1, b: [String: Any] = [:]
            let (c, d) = (1, 2)
            var computed: P? { container.resolve(P.self) }
            var explicit: Int { get { 1 } set { store = newValue } }
            var observed: Int = 0 { willSet { print(newValue) } didSet {} }
            var requirement: Int { get async throws }
            @Injected var api: API
        }
        """)
        let m = type.members
        XCTAssertEqual(m[0].bindings.map(\.name), ["a", "b"])
        XCTAssertEqual(m[0].bindings[0].initializer?.description, "1")
        XCTAssertEqual(m[0].bindings[1].type?.description, "[String: Any]")
        XCTAssertFalse(m[0].isLet)
        XCTAssertEqual(m[1].bindings[0].name, "(c, d)")
        XCTAssertTrue(m[1].isLet)
        XCTAssertTrue(m[2].bindings[0].isComputed)
        XCTAssertEqual(m[2].bindings[0].accessors.map(\.kind), [.get])
        XCTAssertEqual(m[2].bindings[0].type?.description, "P?")
        XCTAssertEqual(m[3].bindings[0].accessors.map(\.kind), [.get, .set])
        XCTAssertEqual(m[3].bindings[0].accessors[1].body.count, 1)
        XCTAssertFalse(m[4].bindings[0].isComputed)
        XCTAssertEqual(m[4].bindings[0].accessors.map(\.kind), [.willSet, .didSet])
        XCTAssertEqual(m[4].bindings[0].initializer?.description, "0")
        XCTAssertEqual(m[5].bindings[0].accessors.map(\.kind), [.get])
        XCTAssertEqual(m[6].name, "api")
        XCTAssertNil(m[6].bindings[0].initializer)
    }

    func testFunctionsAndParameters() {
        let f = ParserFixture.member("""
        struct S {
            func f<T: P>(_ a: inout Int, b c: String..., d: @escaping (Int) -> Void = { _ in }, e: T) async throws(MyError) -> [String: [Int]]? where T: Q { }
        }
        """)
        XCTAssertEqual(f.kind, .function)
        XCTAssertEqual(f.name, "f")
        XCTAssertEqual(f.genericParameters.map(\.name), ["T"])
        XCTAssertEqual(f.parameters.map(\.label), [nil, "b", "d", "e"])
        XCTAssertEqual(f.parameters.map(\.name), ["a", "c", "d", "e"])
        XCTAssertEqual(f.parameters.map(\.type.description), ["Int", "String", "@escaping (Int) -> Void", "T"])
        XCTAssertTrue(f.parameters[0].isInout)
        XCTAssertTrue(f.parameters[1].isVariadic)
        XCTAssertNotNil(f.parameters[2].defaultValue)
        XCTAssertTrue(f.isAsync)
        XCTAssertTrue(f.isThrowing)
        XCTAssertEqual(f.thrownType?.description, "MyError")
        XCTAssertEqual(f.returnType?.description, "[String: [Int]]?")
        XCTAssertEqual(f.requirements.map(\.constraint.description), ["Q"])
        XCTAssertEqual(f.body?.count, 0)
    }

    func testInitializersDeinitAndSubscripts() {
        let type = ParserFixture.declaration("""
        class C {
            init?(container: IContainer, args: Void) throws { self.provider = container.resolve() }
            convenience init!() {}
            required init(x: Int) {}
            deinit { print("bye") }
            subscript(key: String, default value: Int = 0) -> Int { get { 1 } set {} }
            subscript(index: Int) -> P { items[index] }
            func requirement()
        }
        """)
        let m = type.members
        XCTAssertEqual(m.map(\.kind), [.initializer, .initializer, .initializer, .deinitializer, .subscript, .subscript, .function])
        XCTAssertTrue(m[0].isFailable)
        XCTAssertTrue(m[0].isThrowing)
        XCTAssertEqual(m[0].parameters.map(\.label), ["container", "args"])
        XCTAssertEqual(m[0].body?.count, 1)
        XCTAssertTrue(m[1].isFailable)
        XCTAssertEqual(m[1].modifiers, [.convenience])
        XCTAssertFalse(m[2].isFailable)
        XCTAssertEqual(m[3].body?.count, 1)
        XCTAssertEqual(m[4].parameters.map(\.label), [nil, "default"])
        XCTAssertEqual(m[4].parameters.map(\.name), ["key", "value"])
        XCTAssertEqual(m[4].returnType?.description, "Int")
        XCTAssertEqual(m[4].accessors.map(\.kind), [.get, .set])
        XCTAssertEqual(m[5].accessors.map(\.kind), [.get])
        XCTAssertNil(m[6].body)
    }

    func testEnumCasesWithAssociatedValues() {
        let e = ParserFixture.declaration("indirect enum E { case a = 1, b(Int, label: String = \"\"), c\n indirect case node(E, E) }")
        XCTAssertEqual(e.modifiers, [.indirect])
        XCTAssertEqual(e.members.count, 2)
        XCTAssertEqual(e.members[0].kind, .enumCase)
        XCTAssertEqual(e.members[0].caseElements.map(\.name), ["a", "b", "c"])
        XCTAssertEqual(e.members[0].caseElements[1].associatedValues.map(\.label), [nil, "label"])
        XCTAssertEqual(e.members[0].caseElements[1].associatedValues.map(\.type.description), ["Int", "String"])
        XCTAssertEqual(e.members[1].modifiers, [.indirect])
        XCTAssertEqual(e.members[1].caseElements[0].associatedValues.count, 2)
    }

    func testTypealiasesAssociatedTypesAndProtocolRequirements() {
        let p = ParserFixture.declaration("""
        protocol P: AnyObject {
            associatedtype Item: Hashable = Int
            typealias Alias<T> = Dictionary<String, Array<T>>
            var x: Int { get set }
            func h() -> Item
        }
        """)
        XCTAssertEqual(p.inheritance.map(\.description), ["AnyObject"])
        XCTAssertEqual(p.members[0].kind, .associatedtype)
        XCTAssertEqual(p.members[0].inheritance.map(\.description), ["Hashable"])
        XCTAssertEqual(p.members[0].aliasedType?.description, "Int")
        XCTAssertEqual(p.members[1].aliasedType?.description, "Dictionary<String, Array<T>>")
        XCTAssertEqual(p.members[2].bindings[0].accessors.map(\.kind), [.get, .set])
        XCTAssertEqual(p.members[3].returnType?.description, "Item")
        XCTAssertNil(p.members[3].body)
    }

    func testOperatorsMacrosAndPrecedenceGroupsAreSkippedGracefully() {
        let file = ParserFixture.parse("""
        prefix operator *!
        infix operator ~>: AdditionPrecedence
        precedencegroup Foo { higherThan: AdditionPrecedence }
        macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
        prefix func *! <T>(scope: Scope) -> T { scope.resolve() }
        class After {}
        """)
        XCTAssertEqual(file.declarations.map(\.kind), [.operator, .operator, .precedenceGroup, .macro, .function, .class])
        XCTAssertEqual(file.declarations.map(\.name), ["*!", "~>", "Foo", "stringify", "*!", "After"])
        XCTAssertTrue(file.declarations[0].modifiers.contains(.prefix))
        XCTAssertTrue(file.declarations[4].modifiers.contains(.prefix))
    }

    func testConditionalCompilationAtDeclarationAndMemberLevel() {
        let text = """
        #if os(iOS)
        import UIKit
        class A {}
        #elseif os(macOS)
        class A {}
        #else
        class A {
            #if DEBUG
            func debug() {}
            #endif
            func always() {}
        }
        #endif
        class B {}
        """
        let file = ParserFixture.parse(text)
        let debugBlock = Array(text.utf8).firstRange(of: Array("#if DEBUG".utf8))!.lowerBound
        XCTAssertEqual(file.imports[0].conditions.map(\.condition), ["os(iOS)"])
        let d = file.declarations
        XCTAssertEqual(d.map(\.name), ["A", "A", "A", "B"])
        XCTAssertEqual(d[0].conditions, [ConditionalBranch(blockID: 0, branch: 0, condition: "os(iOS)")])
        XCTAssertEqual(d[1].conditions, [ConditionalBranch(blockID: 0, branch: 1, condition: "os(macOS)")])
        XCTAssertEqual(d[2].conditions, [ConditionalBranch(blockID: 0, branch: 2, condition: "else")])
        XCTAssertEqual(d[2].members[0].conditions.map(\.blockID), [0, debugBlock], "a block is named by its #if's offset")
        XCTAssertEqual(d[2].members[0].conditions.last?.condition, "DEBUG")
        XCTAssertEqual(d[2].members[1].conditions.map(\.blockID), [0])
        XCTAssertEqual(d[3].conditions, [])
        XCTAssertTrue(ConditionalBranch.areExclusive(d[0].conditions, d[1].conditions))
    }

    /// Each declaration keeps its own list of branches: `#if`s nested thousands deep, a
    /// declaration in each, cost the square of the depth in memory until lists were cut.
    func testDeeplyNestedConditionsAreCutAtTheRecordedDepth() {
        let depth = 3_000
        var text = "class A {\n"
        for level in 0..<depth { text += "#if c\(level)\nvar v\(level) = 1\n" }
        text += String(repeating: "#endif\n", count: depth) + "}\nfunc f() {\n"
        for level in 0..<depth { text += "#if s\(level)\nlet l\(level) = 1\n" }
        text += String(repeating: "#endif\n", count: depth) + "switch x {\n"
        for level in 0..<40 { text += "#if k\(level)\ncase \(level): break\n" }
        text += String(repeating: "#endif\n", count: 40) + "}\n}\n"
        let file = ParserFixture.parse(text)
        let members = file.declarations[0].members
        XCTAssertEqual(members.count, depth)
        let limit = ConditionalBranch.recordedDepth
        XCTAssertEqual(members[limit - 1].conditions.count, limit, "up to the limit, every branch is kept")
        XCTAssertEqual(members[limit - 1].conditions.last?.condition, "c\(limit - 1)")
        for member in [members[limit], members[depth - 1]] {
            XCTAssertEqual(member.conditions.count, limit)
            XCTAssertEqual(member.conditions.prefix(limit - 1).map(\.condition), (0..<limit - 1).map { "c\($0)" })
            XCTAssertEqual(member.conditions.last, ConditionalBranch.unrecorded)
        }
        let statements = file.declarations[1].body ?? []
        XCTAssertEqual(statements.count, depth + 1)
        XCTAssertTrue(statements.allSatisfy { $0.conditions.count <= limit })
        XCTAssertEqual(statements[depth - 1].conditions.last, ConditionalBranch.unrecorded)
        guard case .switch(_, let cases)? = statements.last?.kind else { return XCTFail("the switch") }
        XCTAssertEqual(cases.count, 40)
        XCTAssertEqual(cases[39].conditions.count, limit)
        XCTAssertEqual(cases[39].conditions.last, ConditionalBranch.unrecorded)
        // What is past the limit is not known, so nothing is taken to conflict with it.
        XCTAssertTrue(ConditionalBranch.areExclusive(members[depth - 1].conditions, members[depth - 1].conditions))
        XCTAssertFalse(ConditionalBranch.areExclusive(members[limit - 1].conditions, members[limit - 1].conditions))
    }

    func testDeclarationRangesAndOffsets() {
        let source = "  @MainActor public final class Name { }\nlet x = 1"
        let file = ParserFixture.parse(source)
        let d = file.declarations[0]
        let bytes = Array(source.utf8)
        XCTAssertEqual(String(decoding: bytes[d.range], as: UTF8.self), "@MainActor public final class Name { }")
        XCTAssertEqual(String(decoding: bytes[d.offset..<d.offset + 4], as: UTF8.self), "Name")
        XCTAssertEqual(file.declarations[1].name, "x")
    }

    func testTopLevelStatementsAndGlobals() {
        let file = ParserFixture.parse("let container = Container()\ncontainer.register(P.self) { _ in X() }\nvar counter = 0\nprint(counter)")
        XCTAssertEqual(file.declarations.map(\.name), ["container", "counter"])
        XCTAssertEqual(file.statements.count, 2)
    }
}

/// Declarations are the tree's most numerous objects: their size is most of its memory.
final class DeclarationStorageTests: XCTestCase {
    func testRareFieldsReadBackAndStayEmptyUntilSet() {
        let file = Parser.parse(SourceFile(path: "a.swift", text: """
        enum E<T>: P where T: Q { case a, b(Int) }
        typealias Alias = [String: Int]
        struct S { subscript(i: Int) -> Int { get { i } set { } }; func f() throws(MyError) {} }
        """))
        let e = file.declarations[0]
        XCTAssertEqual(e.inheritance.map(\.description), ["P"])
        XCTAssertEqual(e.genericParameters.map(\.name), ["T"])
        XCTAssertEqual(e.requirements.count, 1)
        XCTAssertEqual(e.members[0].caseElements.map(\.name), ["a", "b"])
        XCTAssertEqual(file.declarations[1].aliasedType?.description, "[String: Int]")
        let s = file.declarations[2]
        XCTAssertEqual(s.members[0].accessors.map(\.kind), [.get, .set])
        XCTAssertEqual(s.members[1].thrownType?.description, "MyError")
        XCTAssertTrue(s.inheritance.isEmpty)

        let d = Declaration(kind: .struct, name: "D", offset: 7, range: 0..<20)
        d.inheritance.append(.named([TypeComponent(name: "P")]))
        d.inheritance.append(.named([TypeComponent(name: "Q")]))
        XCTAssertEqual(d.inheritance.map(\.description), ["P", "Q"])
        XCTAssertEqual(d.offset, 7)
        XCTAssertEqual(d.range, 0..<20)
    }

    func testTypesSpelledAlikeAreSharedAndOthersKeptApart() {
        let file = Parser.parse(SourceFile(path: "a.swift", text: """
        func f(a: [String: Int], b: [String: Int]?, c: (Int) -> Void, d: [String: Int], e: Set<Int>, g: Set<Int>?) {}
        var x: Int?= nil
        var y: Int? = nil
        """))
        XCTAssertEqual(file.declarations[0].parameters.map(\.type.description),
                       ["[String: Int]", "[String: Int]?", "(Int) -> Void", "[String: Int]", "Set<Int>", "Set<Int>?"])
        XCTAssertEqual(file.declarations[1].bindings.first?.type?.description, "Int?")
        XCTAssertEqual(file.declarations[2].bindings.first?.type?.description, "Int?")
    }

    #if canImport(Glibc)
    func testADeclarationStaysWithinItsNarrowAllocation() {
        let declaration = Declaration(kind: .variable, name: "x", offset: 0, range: 0..<1)
        let size = mallocUsableSize(Unmanaged.passUnretained(declaration).toOpaque())
        XCTAssertLessThanOrEqual(size, 136, "178k of them on the corpus: every 16 bytes is 3 MB")
    }
    #endif
}

#if canImport(Glibc)
@_silgen_name("malloc_usable_size") private func mallocUsableSize(_ pointer: UnsafeMutableRawPointer) -> Int
#endif
