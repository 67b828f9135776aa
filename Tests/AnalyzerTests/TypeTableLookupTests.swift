@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

final class TypeTableLookupTests: XCTestCase {
    typealias T = Trees

    let table = TypeTable(files: [
        T.file("App/Outer.swift",
               T.type(.class, "Outer", members: [
                   T.type(.struct, "Inner", members: [T.type(.enum, "Leaf")]),
                   T.type(.struct, "Config"),
                   T.alias("Handle", "Inner.Leaf"),
               ]),
               T.type(.struct, "Config"),
               T.type(.class, "Box", generics: ["Config"]),
               T.type(.protocol, "Provider", members: [T.type(.associatedtype, "Config")]),
               T.alias("A", "B"), T.alias("B", "C"), T.type(.class, "C"),
               T.alias("Loop1", "Loop2"), T.alias("Loop2", "Loop1"), T.alias("Selfish", "Selfish"),
               T.alias("Services", .composition([.named("C"), .named("Outer")])),
               T.alias("AnyServices", .any(.named("Services"))),
               T.alias("Maybe", .optional(.named("C")))),
        T.file("App/Container.swift", imports: ["Swinject"], T.alias("Resolver", "Swinject.Resolver")),
        T.file("Feature/Settings.swift", module: "Feature", T.type(.struct, "Config"), T.type(.class, "Screen")),
        T.file("Other/Settings.swift", module: "Other", T.type(.struct, "Config")),
    ])

    var app: LookupContext { LookupContext(module: "App") }

    func name(_ written: String, in context: LookupContext) -> String? {
        table.resolve(written, in: context).map { table[$0].qualifiedName + "@" + table[$0].module }
    }

    func testNestedNamesFromInsideAndOutside() {
        let insideOuter = table.context(module: "App", enclosingTypePath: "Outer")
        let insideInner = table.context(module: "App", enclosingTypePath: "Outer.Inner")
        XCTAssertEqual(name("Inner", in: insideOuter), "Outer.Inner@App")
        XCTAssertEqual(name("Leaf", in: insideInner), "Outer.Inner.Leaf@App")
        XCTAssertEqual(name("Inner.Leaf", in: insideInner), "Outer.Inner.Leaf@App")
        XCTAssertEqual(name("Outer.Inner", in: app), "Outer.Inner@App")
        XCTAssertEqual(name("Outer<Int>.Inner", in: app), "Outer.Inner@App")
        XCTAssertNil(name("Inner", in: app), "a nested name is not visible from the top level")
        XCTAssertNil(name("Outer.Missing", in: app))
        XCTAssertNil(table.reference("Outer.Missing", in: app), "an unknown member of a declared type is unknown, not external")
    }

    func testInnermostScopeShadows() {
        XCTAssertEqual(name("Config", in: table.context(module: "App", enclosingTypePath: "Outer.Inner")), "Outer.Config@App")
        XCTAssertEqual(name("Config", in: app), "Config@App")
        XCTAssertNil(name("Config", in: table.context(module: "App", enclosingTypePath: "Box")), "a generic parameter")
        XCTAssertNil(name("Config", in: table.context(module: "App", enclosingTypePath: "Provider")), "an associated type")
        XCTAssertNil(name("C", in: LookupContext(module: "App", genericParameters: ["C"])), "a function's generic parameter")
    }

    func testModulesAndAmbiguity() {
        XCTAssertEqual(name("Config", in: LookupContext(module: "Feature")), "Config@Feature")
        XCTAssertEqual(name("Screen", in: app), "Screen@Feature", "declared by one other module only")
        XCTAssertNil(name("Config", in: LookupContext(module: "Elsewhere")), "three modules declare it: ambiguous, never guessed")
        XCTAssertNil(table.reference("Config", in: LookupContext(module: "Elsewhere")))
        XCTAssertEqual(name("Feature.Config", in: app), "Config@Feature")
        XCTAssertEqual(name("App.Outer.Inner", in: LookupContext(module: "Other")), "Outer.Inner@App")
        XCTAssertNil(name("Feature.Outer", in: app))
    }

    func testTypealiasChainsAndLoops() {
        XCTAssertEqual(name("A", in: app), "C@App")
        XCTAssertEqual(name("Outer.Handle", in: app), "Outer.Inner.Leaf@App", "read in the alias's own scope")
        XCTAssertEqual(name("Handle", in: table.context(module: "App", enclosingTypePath: "Outer.Inner")), "Outer.Inner.Leaf@App")
        for looping in ["Loop1", "Loop2", "Selfish"] {
            XCTAssertNil(table.resolve(looping, in: app))
            XCTAssertEqual(table.references(.named(looping), in: app), [])
        }
        XCTAssertNil(name("Maybe", in: app), "an alias to an optional is not a nominal type")
    }

    func testCompositionsAndExternalNames() {
        let c = TypeReference.declared(table.type(named: "C")!)
        let outer = TypeReference.declared(table.type(named: "Outer")!)
        XCTAssertEqual(table.references(.named("Services"), in: app), [c, outer])
        XCTAssertEqual(table.references(.named("AnyServices"), in: app), [c, outer])
        XCTAssertEqual(table.references(.composition([.named("A"), .named("Codable")]), in: app), [c, .external("Codable")])
        XCTAssertNil(table.reference("Services", in: app), "two types are not one")
        XCTAssertEqual(table.reference("Resolver", in: app), .external("Resolver"), "alias to an imported module's type")
        XCTAssertEqual(table.reference("UIKit.UITableViewCell", in: app), .external("UIKit.UITableViewCell"), "UIKit is not imported here")
        XCTAssertEqual(table.reference("Swinject.Container", in: app), .external("Container"))
        XCTAssertEqual(table.reference(.optional(.named("C")), in: app), nil)
        XCTAssertEqual(table.reference(.any(.named("C")), in: app), c)
    }

    func testLongAliasChainEndsWithoutOverflow() {
        var declarations = (0..<5_000).map { T.alias("L\($0)", "L\($0 + 1)") }
        declarations.append(T.type(.class, "L5000"))
        let chained = TypeTable(files: [T.file("Chain.swift", declarations.reversed().map { $0 }[0])] +
                                declarations.dropLast().map { T.file("C.swift", $0) })
        XCTAssertEqual(chained.resolve("L4990", in: app).map { chained[$0].name }, "L5000")
        XCTAssertNil(chained.resolve("L0", in: app), "past the alias depth limit: unknown, not a crash")
    }

    /// A name no scope gives a meaning of its own is what `scopeDeclares` says no to in
    /// every scope: the graph's naming skips building a scope for it.
    func testNamesNoScopeDeclaresAreTheOnesScopesNeverClaim() {
        for name in ["Inner", "Leaf", "Config", "Handle", "Self"] {
            XCTAssertTrue(table.anyScopeMayDeclare(name), name)
        }
        for name in ["Outer", "Box", "C", "Screen", "Resolver", "Missing"] {
            XCTAssertFalse(table.anyScopeMayDeclare(name), name)
        }
        let scopes = ["", "Outer", "Outer.Inner", "Box", "Provider", "C"].map { table.context(module: "App", enclosingTypePath: $0) }
            + [table.context(module: "Feature", enclosingTypePath: "Screen")]
        for name in ["Inner", "Leaf", "Config", "Handle", "Self", "Outer", "Box", "C", "Screen", "Resolver", "Missing"]
        where !table.anyScopeMayDeclare(name) {
            for scope in scopes { XCTAssertFalse(table.scopeDeclares(name, in: scope), "\(name) in \(String(describing: scope.enclosingType))") }
        }
    }
}
