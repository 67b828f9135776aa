@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

final class TypeTableTests: XCTestCase {
    typealias T = Trees

    func testMembersStayNarrowAndReadBackTheirSites() {
        // One member per property, method and case of the analyzed code: its size is the
        // table's.
        XCTAssertLessThanOrEqual(MemoryLayout<TypeMember>.stride, 48)
        let table = TypeTable(files: [
            T.file("App/A.swift", T.type(.struct, "A", members: [T.property("id", "Int", isLet: true)])),
            T.file("Lib/A+B.swift", module: "Lib", T.ext("A", members: [T.method("b")])),
        ])
        let members = table.only("A")?.members ?? []
        XCTAssertEqual(members.map(\.site.path), ["App/A.swift", "Lib/A+B.swift"])
        XCTAssertEqual(members.map(\.site.module), ["App", "Lib"])
        XCTAssertEqual(members.map(\.extensionIndex), [nil, 0])
        XCTAssertEqual(members.map(\.site.offset), members.map { $0.kind == .storedProperty ? $0.binding!.offset : $0.declaration.offset })
    }

    func testNestedTypesAndExtensionsMergeAcrossFilesInAnyOrder() {
        let table = TypeTable(files: [
            // Extends a type that only another extension, in a later file, nests.
            T.file("App/Deeper.swift", T.ext("Outer.Deep", ["Hashable"], members: [T.type(.struct, "Deeper")])),
            T.file("App/Outer.swift", T.type(.class, "Outer", members: [
                T.type(.struct, "Inner", members: [T.property("id", "Int", isLet: true)]),
            ])),
            T.file("App/Inner+P.swift", T.ext("Outer.Inner", ["P"], members: [
                T.property("label", "String", computed: true), T.method("render", returns: "View"),
            ])),
            T.file("App/Deep.swift", T.ext("Outer", members: [T.type(.enum, "Deep")])),
            T.file("Feature/Use.swift", module: "Feature", T.ext("Outer.Inner", ["Q"])),
        ])
        XCTAssertEqual(table.types.map(\.qualifiedName).sorted(), ["Outer", "Outer.Deep", "Outer.Deep.Deeper", "Outer.Inner"])
        let inner = table.only("Outer.Inner")
        XCTAssertEqual(inner?.kind, .struct)
        XCTAssertEqual(inner?.parent, table.type(named: "Outer").map(TypeReference.declared))
        XCTAssertEqual(inner?.inheritance.map(\.written.description), ["P", "Q"])
        XCTAssertEqual(inner?.inheritance.map(\.resolved), [[.external("P")], [.external("Q")]])
        XCTAssertEqual(inner?.extensions.map(\.site.module), ["App", "Feature"])
        XCTAssertEqual(inner?.members.map(\.name), ["id", "label", "render"])
        XCTAssertEqual(inner?.members.map(\.kind), [.storedProperty, .computedProperty, .method])
        XCTAssertEqual(inner?.members.map(\.extensionIndex), [nil, 0, 0])
        XCTAssertEqual(inner?.members.last?.type?.description, "View")
        XCTAssertEqual(table.only("Outer.Deep.Deeper")?.site.path, "App/Deeper.swift")
        XCTAssertEqual(table.only("Outer.Deep")?.inheritance.first?.resolved, [.external("Hashable")])
        XCTAssertEqual(table.only("Outer")?.nestedTypes.map { table[$0].name }, ["Inner", "Deep"])
        XCTAssertTrue(table.externalTypes.isEmpty)
    }

    func testMembersKeepWhatRulesNeed() {
        let service = T.type(.class, "OrdersVM", ["IPerRequest"], attributes: ["MainActor"], modifiers: [.final], members: [
            T.property("provider", "IProvider", modifiers: [.private]),
            T.property("shared", "OrdersVM", isLet: true, modifiers: [.static]),
            T.property("count", "Int", computed: true),
            T.initializer([(label: "container", name: "container", type: "IContainer"), (label: nil, name: "args", type: "Void")]),
            T.method("load"),
        ])
        let actor = T.type(.actor, "DatabaseActor", attributes: ["globalActor"])
        let repository = T.type(.class, "Repository", attributes: ["DatabaseActor"])
        let table = TypeTable(files: [T.file("A.swift", service, actor, repository)])
        let vm = table.only("OrdersVM")
        XCTAssertEqual(vm?.globalActor, "MainActor")
        XCTAssertTrue(vm?.modifiers.contains(.final) ?? false)
        XCTAssertEqual(vm?.storedProperties.map(\.name), ["provider", "shared"])
        XCTAssertEqual(vm?.storedProperties.map(\.isStatic), [false, true])
        XCTAssertEqual(vm?.storedProperties.map(\.isLet), [false, true])
        XCTAssertEqual(vm?.storedProperties.first?.type?.description, "IProvider")
        XCTAssertEqual(vm?.initializers.first?.parameters.map(\.label), ["container", nil])
        XCTAssertEqual(vm?.initializers.first?.parameters.map(\.type.description), ["IContainer", "Void"])
        XCTAssertEqual(table.only("Repository")?.globalActor, "DatabaseActor")
        XCTAssertNil(table.only("DatabaseActor")?.globalActor)
    }

    func testConditionalRedeclarationIsOneType() {
        let table = TypeTable(files: [T.file("View.swift",
            T.type(.class, "PlatformView", ["UIView"], members: [T.property("a", "Int")]),
            T.type(.class, "PlatformView", ["NSView"], members: [T.property("b", "Int"), T.type(.struct, "Style")]))])
        XCTAssertEqual(table.types(named: "PlatformView").count, 1)
        let view = table.only("PlatformView")
        XCTAssertEqual(view?.inheritance.flatMap(\.resolved), [.external("UIView"), .external("NSView")])
        XCTAssertEqual(view?.extensions.map(\.isRedeclaration), [true])
        XCTAssertEqual(view?.members.map(\.name), ["a", "b"])
        XCTAssertNotNil(table.only("PlatformView.Style"))
    }

    func testExtensionsOfUndeclaredTypes() {
        let keys = T.type(.struct, "Keys")
        let table = TypeTable(files: [T.file("Ext.swift", imports: ["UIKit", "Swinject"],
            T.ext("UIKit.UIViewController", ["Injectable"], members: [T.method("inject")]),
            T.ext("Container", members: [keys]),
            T.ext("Array<Int>", ["Injectable"]))])
        XCTAssertEqual(table.externalTypes.keys.sorted(), ["Array", "Container", "UIViewController"])
        XCTAssertEqual(table.externalTypes["UIViewController"]?.members.map(\.name), ["inject"])
        XCTAssertEqual(table.only("Container.Keys")?.parent, .external("Container"))
        XCTAssertEqual(table.type(declaredBy: keys), table.type(named: "Container.Keys").map(TypeReference.declared))
        let context = LookupContext(module: "App")
        XCTAssertEqual(table.resolve("Container.Keys", in: context), table.type(named: "Container.Keys"))
        XCTAssertEqual(table.resolve("Swinject.Container.Keys", in: context), table.type(named: "Container.Keys"))
        XCTAssertEqual(table.reference("Container.Other", in: context), .external("Container.Other"))
        XCTAssertTrue(table.inheritance.conforms(.external("UIViewController"), to: .external("Injectable")))
    }

    func testDeclarationsMapToTheirTypeAndContext() {
        let inner = T.type(.struct, "Inner")
        let outer = T.type(.class, "Outer", members: [inner])
        let ext = T.ext("Outer", members: [])
        let table = TypeTable(files: [T.file("A.swift", outer), T.file("B.swift", module: "Other", ext)])
        XCTAssertEqual(table.type(declaredBy: inner).map(table.name), "Outer.Inner")
        XCTAssertEqual(table.type(declaredBy: ext).map(table.name), "Outer")
        XCTAssertEqual(table.context(inside: ext), LookupContext(module: "Other", enclosingType: .declared(table.type(named: "Outer")!)))
        XCTAssertNil(table.type(declaredBy: T.method("f")))
        XCTAssertEqual(table.only("Outer.Inner")?.site.location, SourceLocation(file: "A.swift", line: 5, column: inner.offset - 4 + 1))
    }

    func testDeepNestingDoesNotRecurse() {
        var innermost = T.type(.struct, "N0")
        for level in 1..<3_000 { innermost = T.type(.struct, "N\(level)", members: [innermost]) }
        let table = TypeTable(files: [T.file("Deep.swift", innermost)])
        XCTAssertEqual(table.types.count, 3_000)
        XCTAssertEqual(table.types.last?.name, "N0")
        XCTAssertTrue(table.types.last?.qualifiedName.hasPrefix("N2999.N2998.") ?? false)
    }

    func testNamesEqualAsUnicodeNameOneType() {
        // "Café" written with a precomposed é, then with e and a combining accent: Swift
        // strings, which the namespaces' keys wrap, call the two equal.
        let precomposed = "Caf\u{E9}", decomposed = "Cafe\u{301}"
        XCTAssertNotEqual(Array(precomposed.utf8), Array(decomposed.utf8))
        XCTAssertEqual(NameKey(precomposed), NameKey(decomposed))
        XCTAssertNotEqual(NameKey("Cafe"), NameKey(precomposed))
        let table = TypeTable(files: [
            T.file("App/Cafe.swift", T.type(.struct, precomposed, members: [T.type(.enum, "Menu")])),
            T.file("App/Cafe+P.swift", T.ext(decomposed, ["P"])),
            T.file("App/Menu+Q.swift", T.ext(decomposed + ".Menu", ["Q"])),
        ])
        XCTAssertTrue(table.externalTypes.isEmpty)
        XCTAssertEqual(table.types(named: decomposed).count, 1)
        XCTAssertEqual(table.only(precomposed)?.inheritance.map(\.written.description), ["P"])
        XCTAssertEqual(table.only(precomposed + ".Menu")?.inheritance.map(\.written.description), ["Q"])
    }
}

/// Builds declaration trees by hand, the way the parser would, so the type table can be
/// tested without it: `type(.class, "A", ["B", "P"], members: [...])` is `class A: B, P { … }`.
enum Trees {
    nonisolated(unsafe) static var nextOffset = 0

    static func offset() -> Int {
        nextOffset += 10
        return nextOffset
    }

    static func type(_ kind: Declaration.Kind, _ name: String, _ inherits: [String] = [], generics: [String] = [],
                     attributes: [String] = [], modifiers: Modifiers = [], members: [Declaration] = []) -> Declaration {
        let start = offset()
        let declaration = Declaration(kind: kind, name: name, offset: start, range: start..<(start + 5))
        declaration.inheritance = inherits.map(TypeSyntax.named)
        declaration.genericParameters = generics.map { GenericParameter(name: $0, constraint: nil) }
        declaration.attributes = attributes.map { Attribute(name: $0, offset: start) }
        declaration.modifiers = modifiers
        declaration.members = members
        return declaration
    }

    static func ext(_ name: String, _ inherits: [String] = [], members: [Declaration] = []) -> Declaration {
        type(.extension, name, inherits, members: members)
    }

    static func alias(_ name: String, _ aliased: TypeSyntax, generics: [String] = []) -> Declaration {
        let declaration = type(.typealias, name, generics: generics)
        declaration.aliasedType = aliased
        return declaration
    }

    static func alias(_ name: String, _ aliased: String) -> Declaration {
        alias(name, TypeSyntax.named(aliased))
    }

    static func property(_ name: String, _ type: String?, isLet: Bool = false, computed: Bool = false,
                         modifiers: Modifiers = [], attributes: [String] = []) -> Declaration {
        let start = offset()
        let declaration = Declaration(kind: .variable, name: name, offset: start, range: start..<(start + 5))
        declaration.isLet = isLet
        declaration.modifiers = modifiers
        declaration.attributes = attributes.map { Attribute(name: $0, offset: start) }
        declaration.bindings = [Binding(name: name, offset: start, type: type.map(TypeSyntax.named), initializer: nil,
                                        accessors: computed ? [Accessor(kind: .get, offset: start, body: [])] : [])]
        return declaration
    }

    static func initializer(_ parameters: [(label: String?, name: String, type: String)]) -> Declaration {
        let start = offset()
        let declaration = Declaration(kind: .initializer, name: "init", offset: start, range: start..<(start + 5))
        declaration.parameters = parameters.map { Parameter(label: $0.label, name: $0.name, offset: start, type: .named($0.type)) }
        declaration.body = []
        return declaration
    }

    static func method(_ name: String, returns: String? = nil) -> Declaration {
        let start = offset()
        let declaration = Declaration(kind: .function, name: name, offset: start, range: start..<(start + 5))
        declaration.returnType = returns.map(TypeSyntax.named)
        return declaration
    }

    static func file(_ path: String, module: String = "App", imports: [String] = [], _ declarations: Declaration...) -> ModuleFile {
        let source = SourceFile(path: path, text: String(repeating: "\n", count: 4))
        return ModuleFile(module: module, syntax: SyntaxFile(file: source, imports: imports.map { Import(module: $0, offset: 0) }, declarations: declarations))
    }
}

extension TypeTable {
    /// The declared type with this nested name, for tests that know there is exactly one.
    func only(_ qualifiedName: String) -> DeclaredType? {
        let ids = types(named: qualifiedName)
        return ids.count == 1 ? self[ids[0]] : nil
    }
}

final class TypeTableExtensionOrderTests: XCTestCase {
    func testExtensionOfAnAliasToATypeAnotherExtensionNests() {
        let table = TypeTable(files: [
            Trees.file("A.swift", Trees.ext("Deep", ["P"])),
            Trees.file("B.swift", Trees.alias("Deep", "Outer.Nested"), Trees.type(.class, "Outer")),
            Trees.file("C.swift", Trees.ext("Outer", members: [Trees.type(.struct, "Nested")])),
        ])
        XCTAssertTrue(table.externalTypes.isEmpty, "settled in a second round, not taken for an external type")
        XCTAssertEqual(table.only("Outer.Nested")?.inheritance.flatMap(\.resolved), [.external("P")])
    }

    /// Names looked up before the merge are kept only where merging cannot change them: a
    /// typealias inside a type reads its target in that type, where an extension may nest
    /// a type that shadows the top-level one.
    func testAnAliasInsideATypeIsReadAfterTheExtensionsThatNestIntoIt() {
        let table = TypeTable(files: [
            Trees.file("A.swift", Trees.type(.struct, "Screen", members: [Trees.alias("Model", "State")]), Trees.type(.struct, "State")),
            Trees.file("B.swift", Trees.ext("Screen.Model", ["Equatable"]), Trees.ext("Screen.Header", ["View"])),
            Trees.file("C.swift", Trees.ext("Screen", members: [Trees.type(.struct, "State"), Trees.type(.struct, "Header")])),
        ])
        XCTAssertEqual(table.only("Screen.State")?.inheritance.flatMap(\.resolved), [.external("Equatable")])
        XCTAssertEqual(table.only("State")?.inheritance.flatMap(\.resolved), [])
        XCTAssertEqual(table.only("Screen.Header")?.inheritance.flatMap(\.resolved), [.external("View")], "nested by an extension")
        XCTAssertTrue(table.externalTypes.isEmpty)
    }
}
