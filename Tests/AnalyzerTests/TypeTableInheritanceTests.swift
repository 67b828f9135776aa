@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

final class TypeTableInheritanceTests: XCTestCase {
    typealias T = Trees

    let table = TypeTable(files: [
        T.file("Core/Protocols.swift", module: "Core",
               T.type(.protocol, "IResolvable"),
               T.type(.protocol, "ISingleton", ["IResolvable"]),
               T.alias("Singleton", "ISingleton"),
               T.type(.protocol, "Injectable")),
        T.file("App/Services.swift", imports: ["UIKit"],
               T.type(.class, "Base", ["Singleton"]),
               T.type(.class, "Sub", ["Base"]),
               T.type(.class, "Leaf", ["Sub", "Injectable"], modifiers: [.final]),
               T.type(.struct, "Settings"),
               T.type(.class, "Cell", ["UIKit.UITableViewCell", "Injectable"]),
               T.type(.class, "Value", ["Equatable"]),
               T.type(.class, "Loose")),
        T.file("Feature/Settings+Singleton.swift", module: "Feature", T.ext("Settings", ["Core.ISingleton"])),
        T.file("App/Cell+Resolvable.swift", T.ext("UITableViewCell", ["IResolvable"])),
    ])

    func ref(_ name: String) -> TypeReference {
        table.reference(name, in: LookupContext(module: "App"))!
    }

    func names(_ references: [TypeReference]) -> [String] {
        references.map(table.name).sorted()
    }

    func testConformanceThroughProtocolInheritanceSuperclassesAndExtensions() {
        let graph = table.inheritance
        XCTAssertTrue(graph.conforms(ref("Leaf"), to: ref("IResolvable")), "Leaf → Sub → Base → ISingleton (alias) → IResolvable")
        XCTAssertTrue(graph.conforms(ref("Settings"), to: ref("IResolvable")), "through an extension in another module")
        XCTAssertTrue(graph.conforms(ref("Cell"), to: ref("IResolvable")), "through an extension of its undeclared superclass")
        XCTAssertTrue(table.conforms("Sub", to: "Singleton", in: LookupContext(module: "App")), "by a typealiased protocol name")
        XCTAssertFalse(graph.conforms(ref("Loose"), to: ref("IResolvable")))
        XCTAssertFalse(graph.conforms(ref("Base"), to: ref("Injectable")))
        XCTAssertFalse(graph.conforms(ref("Base"), to: ref("Base")), "not reflexive")
        XCTAssertTrue(graph.isSubtype(ref("Base"), of: ref("Base")))
        XCTAssertFalse(table.conforms("Nope", to: "IResolvable", in: LookupContext(module: "App")))
        XCTAssertEqual(names(graph.supertypes(of: ref("Leaf"))), ["Base", "IResolvable", "ISingleton", "Injectable", "Sub"])
    }

    func testSuperclassChains() {
        let graph = table.inheritance
        XCTAssertEqual(graph.superclasses(of: ref("Leaf")).map(table.name), ["Sub", "Base"])
        XCTAssertEqual(graph.superclasses(of: ref("Cell")), [.external("UITableViewCell")], "an undeclared first entry is a superclass candidate")
        XCTAssertEqual(graph.superclasses(of: ref("Value")), [], "a well-known protocol is not")
        XCTAssertEqual(graph.edges(from: ref("Leaf")).map(\.kind), [.superclass, .conformance])
        XCTAssertEqual(graph.edges(from: ref("Cell")).map(\.kind), [.undetermined, .conformance])
        XCTAssertEqual(graph.edges(from: ref("Base")).map(\.kind), [.conformance])
    }

    func testConformersAndSubclasses() {
        let graph = table.inheritance
        XCTAssertEqual(names(graph.conformers(of: ref("IResolvable"))), ["Base", "Cell", "Leaf", "Settings", "Sub", "UITableViewCell"])
        XCTAssertEqual(names(graph.conformers(of: ref("IResolvable"), includingProtocols: true)),
                       ["Base", "Cell", "ISingleton", "Leaf", "Settings", "Sub", "UITableViewCell"])
        XCTAssertEqual(names(table.conformers(of: "Injectable", in: LookupContext(module: "App"))), ["Cell", "Leaf"])
        XCTAssertEqual(names(graph.subclasses(of: ref("Base"))), ["Leaf", "Sub"])
        XCTAssertEqual(names(graph.subclasses(of: .external("UITableViewCell"))), ["Cell"])
        XCTAssertEqual(graph.subclasses(of: ref("ISingleton")), [])
    }

    func testCyclesTerminate() {
        let cyclic = TypeTable(files: [T.file("Bad.swift", T.type(.class, "X", ["Y"]), T.type(.class, "Y", ["X"]), T.type(.protocol, "P", ["P"]))])
        let x = TypeReference.declared(cyclic.type(named: "X")!), y = TypeReference.declared(cyclic.type(named: "Y")!)
        XCTAssertTrue(cyclic.inheritance.conforms(x, to: y))
        XCTAssertTrue(cyclic.inheritance.conforms(y, to: x))
        XCTAssertFalse(cyclic.inheritance.conforms(x, to: x))
        XCTAssertEqual(cyclic.inheritance.superclasses(of: x), [y])
        XCTAssertEqual(cyclic.inheritance.supertypes(of: .declared(cyclic.type(named: "P")!)), [])
    }

    /// The closure against a walk over the direct edges, both ways (supertypes and
    /// conformers), on a graph of diamonds and types with several parents. (In a cycle,
    /// which only malformed code has, the closure is allowed to stop short.)
    func testClosureAgreesWithAWalkOverTheEdges() {
        var generator = SplitMix64(seed: 7)
        let count = 240
        let declarations = (0..<count).map { index -> Declaration in
            let parents = index == 0 ? [] : (0..<Int(generator.next() % 4)).map { _ in "N\(generator.next() % UInt64(index))" }
            return T.type(index % 3 == 0 ? .protocol : .class, "N\(index)", parents)
        }
        let table = TypeTable(files: declarations.map { T.file("N.swift", $0) })
        let graph = table.inheritance
        let nodes = (0..<count).map { TypeReference.declared(table.type(named: "N\($0)")!) }
        func indices(_ references: [TypeReference]) -> [Int] { references.compactMap(\.declaredID?.index) }
        let walked = nodes.map { start -> Set<Int> in
            var seen: Set<Int> = []
            var pending = graph.edges(from: start).map(\.supertype)
            while let next = pending.popLast() {
                if seen.insert(next.declaredID!.index).inserted { pending += graph.edges(from: next).map(\.supertype) }
            }
            return seen
        }
        for (index, node) in nodes.enumerated() {
            XCTAssertEqual(indices(graph.supertypes(of: node)), walked[index].sorted(), "supertypes of N\(index), each once")
            XCTAssertEqual(indices(graph.conformers(of: node, includingProtocols: true)), nodes.indices.filter { walked[$0].contains(index) },
                           "conformers of N\(index)")
            for other in nodes.indices.prefix(40) {
                XCTAssertEqual(graph.conforms(node, to: nodes[other]), walked[index].contains(other), "N\(index) conforms to N\(other)")
            }
        }
        XCTAssertGreaterThan(nodes.filter { graph.edges(from: $0).count > 1 }.count, 50)
        XCTAssertGreaterThan(walked.map(\.count).max() ?? 0, 20)
    }

    func testLongChainsStayWithinBudgetAndAnswerByWalking() {
        // 3 000 subclasses in a row: a closure of 4.5 million entries, over budget.
        let count = 3_000
        let classes = (0..<count).map { T.type(.class, "K\($0)", $0 == 0 ? ["Root"] : ["K\($0 - 1)"]) }
        let deep = TypeTable(files: [T.file("Chain.swift", T.type(.protocol, "Root"))] + classes.map { T.file("K.swift", $0) })
        let last = TypeReference.declared(deep.type(named: "K\(count - 1)")!)
        let root = TypeReference.declared(deep.type(named: "Root")!)
        XCTAssertTrue(deep.inheritance.conforms(last, to: root))
        XCTAssertEqual(deep.inheritance.superclasses(of: last).count, count - 1)
        XCTAssertEqual(deep.inheritance.conformers(of: root).count, count)
    }

    /// A listing takes at most so many supertypes, from the closure or, over budget, from
    /// a walk that stops there; it says when it left some out.
    func testSupertypesListedAtMostALimit() {
        for count in [50, 3_000] {
            let classes = (0..<count).map { T.type(.class, "K\($0)", $0 == 0 ? ["Root"] : ["K\($0 - 1)"]) }
            let chain = TypeTable(files: [T.file("Chain.swift", T.type(.protocol, "Root"))] + classes.map { T.file("K.swift", $0) })
            let last = TypeReference.declared(chain.type(named: "K\(count - 1)")!)
            let all = chain.inheritance.supertypes(of: last)
            XCTAssertEqual(all.count, count, "chain of \(count)")
            let cut = chain.inheritance.supertypes(of: last, atMost: 20)
            XCTAssertEqual(cut.types.count, 20, "chain of \(count)")
            XCTAssertTrue(cut.more, "chain of \(count)")
            XCTAssertTrue(Set(cut.types).isSubset(of: Set(all)), "chain of \(count)")
            let whole = chain.inheritance.supertypes(of: last, atMost: count)
            XCTAssertEqual(whole.types, all, "chain of \(count)")
            XCTAssertFalse(whole.more, "chain of \(count)")
            let first = TypeReference.declared(chain.type(named: "K0")!)
            XCTAssertEqual(names(chain.inheritance.supertypes(of: first, atMost: 20).types, in: chain), ["Root"])
        }
        XCTAssertEqual(names(table.inheritance.supertypes(of: ref("Leaf"), atMost: 2).types).count, 2)
        XCTAssertTrue(table.inheritance.supertypes(of: ref("Leaf"), atMost: 2).more)
    }

    func names(_ references: [TypeReference], in other: TypeTable) -> [String] {
        references.map(other.name).sorted()
    }

    func testWideGraphsAreQuick() {
        // 20 000 types over 50 protocols: the closure is linear in practice.
        var declarations = (0..<50).map { T.type(.protocol, "P\($0)", $0 == 0 ? [] : ["P\($0 - 1)"]) }
        declarations += (0..<20_000).map { T.type(.class, "C\($0)", ["P\($0 % 50)"]) }
        let started = Date()
        let wide = TypeTable(files: declarations.map { T.file("W.swift", $0) })
        XCTAssertLessThan(Date().timeIntervalSince(started), 20)
        XCTAssertEqual(wide.inheritance.conformers(of: .declared(wide.type(named: "P0")!)).count, 20_000)
        XCTAssertEqual(wide.inheritance.conformers(of: .declared(wide.type(named: "P49")!)).count, 400)
    }
}
