@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import Foundation
import XCTest

/// A digested body answers the project-wide questions exactly as the whole body does:
/// the same written names, and the same `X.self` names, registrations and forced casts
/// in the same order.
final class BodyDigestTests: XCTestCase {
    func testDigestKeepsWhatTheProjectPassesRead() {
        let source = """
        final class Handlers {
            var items: [Int] = []
            lazy var cache = Cache()
            var count = 0
            func setUp(container: Container) {
                container.register(Service.self, name: make { Other.self }) { r in
                    let value = r.resolve(Dep.self) as! Dep
                    self.items.append(value.id)
                    return Service(value)
                }
                count = (cache as! Cache).size + [1].map { x in x as! Int }.count
                func local() { cache.update(with: Box.Inner.self) }
                swap(&count, &other)
                if let x = y as! Z { items[0] = x }
            }
            var total: Int {
                get { items.count }
                set { count = newValue as! Int }
            }
        }
        """
        let full = events(in: parse(source, digest: false))
        let digested = events(in: parse(source, digest: true))
        XCTAssertEqual(digested, full)
        // The digest answers something: the test would pass on two empty lists otherwise.
        XCTAssertTrue(full.contains { $0.hasPrefix("register") })
        XCTAssertTrue(full.contains { $0.hasPrefix("cast") })
        // `items` (mutating call and subscript assignment), `count` (assignment, `&`,
        // setter), `other` (`&`), `cache` (mutating call in a local function).
        XCTAssertTrue(full.contains("member 12 writes cache,count,items,other"), full.joined(separator: "\n"))
        XCTAssertTrue(full.contains { $0.hasSuffix("writes count") })
        XCTAssertGreaterThanOrEqual(full.filter { $0.hasPrefix("self") }.count, 4)
    }

    func testDigestIsSmallerThanTheBody() {
        let source = "struct S { func f() { let a = [1, 2, 3].map { $0 * 2 }.filter { $0 > 2 }; print(a); for x in a { print(x) } } }"
        let digested = parse(source, digest: true)
        XCTAssertEqual(digested.declarations[0].members[0].body?.count, 0)
        XCTAssertNotNil(digested.declarations[0].members[0].body, "a body stays a body, empty or not")
    }

    /// A signature is a declaration's, whichever pass reads it: the digest and the skim
    /// keep every parameter list, as a whole parse has it.
    func testEveryParameterListIsKept() {
        let source = """
        struct S {
            init(a: Int) {}
            func visit(_ node: Node) {}
            func accept(_ visitor: V) {}
            func plain(x: Int, y: Int) {}
            func withDefault(x: Int = Foo.size) {}
            subscript(i: Int) -> Int { i }
        }
        """
        let expected = [["a"], ["node"], ["visitor"], ["x", "y"], ["x"], ["i"]]
        let members = parse(source, digest: true).declarations[0].members
        XCTAssertEqual(members.map { $0.parameters.map(\.name) }, expected)
        let file = SourceFile(path: "Test.swift", text: source)
        let skimmed = Parser.parse(file, tokens: Tokenizer.tokenize(file, keepingTrivia: false), skimmingBodies: true, marks: ProjectMarks.marks)
        XCTAssertEqual(skimmed.declarations[0].members.map { $0.parameters.map(\.name) }, expected)
        skimmed.digestBodies(keeping: ProjectDigest.questions)
        XCTAssertEqual(skimmed.declarations[0].members.map { $0.parameters.map(\.name) }, expected)
    }

    /// Clauses that are not plain (nested brackets, a mismatched one, an interpolation in
    /// an attribute) end where a whole parse ends them when skimming too.
    func testSkimmingParsesEveryParameterClauseAsAWholeParseDoes() {
        let source = """
        struct S {
            func nested(f: (Int) -> [String: Int], g: @escaping () -> Void) -> Int { 1 }
            func mismatched(a: [Int)) -> Int { 2 }
            func interpolated(@Note("\\(x)") a: Int) {}
        }
        """
        let file = SourceFile(path: "Test.swift", text: source)
        let skimmed = Parser.parse(file, tokens: Tokenizer.tokenize(file, keepingTrivia: false), skimmingBodies: true, marks: ProjectMarks.marks)
        let whole = Parser.parse(file)
        XCTAssertEqual(skimmed.declarations[0].members.map { $0.parameters.map(\.name) }, whole.declarations[0].members.map { $0.parameters.map(\.name) })
        XCTAssertEqual(skimmed.declarations[0].members.map { $0.parameters.isEmpty }, [false, false, false])
        XCTAssertEqual(skimmed.declarations[0].members.map(\.range), whole.declarations[0].members.map(\.range))
    }

    func testWritesAreRecordedOncePerNameAndNotKept() throws {
        let source = "final class C { var a = 0; func f() { a = 1; self.a += 2; a.append(3); b[0] = 4; print(X.self) } }"
        let method = parse(source, digest: true).declarations[0].members[1]
        XCTAssertEqual(method.writtenInBodies, ["a", "b"])
        let body = try XCTUnwrap(method.body)
        XCTAssertEqual(body.count, 1)
        guard case .expression(let list) = body[0].kind, case .array(let kept) = list.kind else { return XCTFail("\(body)") }
        XCTAssertEqual(kept.count, 1, "X.self alone")
        XCTAssertTrue(parse(source, digest: false).declarations[0].members[1].writtenInBodies.isEmpty)
    }

    func testEveryCorpusFileDigestsToTheSameAnswers() throws {
        let files = try CorpusLocator.swiftFiles()
        var compared = 0
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let full = Parser.parse(SourceFile(path: path, bytes: [UInt8](data)))
            let digested = Parser.parse(SourceFile(path: path, bytes: [UInt8](data)))
            digested.digestBodies(keeping: ProjectDigest.questions)
            let expected = events(in: full)
            XCTAssertEqual(events(in: digested), expected, path)
            compared += expected.count
        }
        XCTAssertGreaterThan(compared, 10_000)
    }

    func testSkimmedBodiesParsedLaterAnswerAsTheWholeBodies() {
        let source = """
        final class Feed {
            lazy var rows = [Row]()
            var handler = { (x: Any) in func inner() { rows.append(x as! Row) } }
            func load(_ table: Table) {
                table.register(PhotoCell.self, forCellReuseIdentifier: "p")
                let cell = table.dequeue() as! VisitableCell
                if ok { rows.removeAll() } else { func local() { print(Other.self) } }
            }
            var count: Int { get { rows.count } set { rows = Array(repeating: Row(), count: newValue) } }
            subscript(i: Int) -> Row { get { rows[i] } set { rows[i] = newValue as! Row } }
        }
        """
        let full = parse(source, digest: true)
        let skimmed = skimAndMaterialize(SourceFile(path: "Test.swift", text: source))
        XCTAssertEqual(events(in: skimmed), events(in: full))
        XCTAssertTrue(events(in: full).contains { $0.hasPrefix("register") })
        // Three casts, each met by the class's walk and by its member's.
        XCTAssertEqual(events(in: full).filter { $0.hasPrefix("cast") }.count, 6, events(in: full).joined(separator: "\n"))
    }

    /// The skim changes no declaration: each corpus file skimmed has the declarations, in
    /// the same places, of the file parsed whole; and once every skimmed body is parsed
    /// and digested, the same answers. A body flagged as holding no `as!` (no `.self`)
    /// holds none.
    func testEveryCorpusFileSkimsToTheSameDeclarationsAndAnswers() throws {
        let files = try CorpusLocator.swiftFiles()
        var skimmedDeclarations = 0
        for path in files {
            guard let bytes = FileBytes.contents(of: path) else { continue }
            let file = SourceFile(path: path, bytes: bytes)
            let full = Parser.parse(file)
            // As the pipeline reads a file: skimmed, from the tokens without trivia.
            let tokens = Tokenizer.tokenize(file, keepingTrivia: false)
            let imported = Set(full.imports.map { String($0.module.split(separator: ".").first ?? "") })
            // Whether a dialect may read the file is asked of these, read from its bytes.
            XCTAssertTrue(imported.isSubset(of: file.importedModuleCandidates(where: { _ in true })), path)
            var skimmed = Parser.parse(file, tokens: tokens, skimmingBodies: true, marks: ProjectMarks.marks)
            full.digestBodies(keeping: ProjectDigest.questions)
            skimmed.digestBodies(keeping: ProjectDigest.questions)
            XCTAssertEqual(shape(of: skimmed), shape(of: full), path)
            // What the flags cover: casts, and `X.self` (a registration reads only those).
            func flagged(_ declaration: Declaration) -> [String] {
                events(in: SyntaxFile(file: file, declarations: [declaration])).filter { $0.hasPrefix("cast") || $0.hasPrefix("self") }
            }
            var unflagged: [(Declaration, [String])] = []
            forEachDeclaration(in: skimmed) { declaration in
                guard declaration.skimmed.contains(.skipped) else { return }
                skimmedDeclarations += 1
                guard declaration.members.isEmpty, declaration.skimmed.marks.isDisjoint(with: [ProjectMarks.forceCast, ProjectMarks.metatype]) else { return }
                unflagged.append((declaration, flagged(declaration)))
            }
            materializeAll(&skimmed, file: file)
            XCTAssertEqual(events(in: skimmed), events(in: full), path)
            for (declaration, before) in unflagged {
                XCTAssertEqual(flagged(declaration), before, "\(path): \(declaration.name)'s bodies are not flagged")
            }
        }
        XCTAssertGreaterThan(skimmedDeclarations, 50_000)
    }

    func testImportCandidatesHoldEveryImportedModule() {
        let source = """
        import Foundation
        @testable import Swinject
        import class Factory.Container
        import struct `Dip`.DependencyContainer
        @_exported
        import /* the app's */ Resolver
        let x = importer.import(3)
        """
        let file = SourceFile(path: "Test.swift", text: source)
        let candidates = file.importedModuleCandidates(where: { _ in true })
        let parsed = Set(Parser.parse(file).imports.map { String($0.module.split(separator: ".").first ?? "") })
        XCTAssertEqual(parsed, ["Foundation", "Swinject", "Factory", "Dip", "Resolver"])
        XCTAssertTrue(parsed.isSubset(of: candidates), "\(candidates)")
    }

    private func skimAndMaterialize(_ file: SourceFile) -> SyntaxFile {
        var tree = Parser.parse(file, tokens: Tokenizer.tokenize(file), skimmingBodies: true, marks: ProjectMarks.marks)
        tree.digestBodies(keeping: ProjectDigest.questions)
        materializeAll(&tree, file: file)
        return tree
    }

    /// Parses every skimmed declaration again (`BodyMaterialization`), which leaves the
    /// tree as it is, then puts the declarations parsed in place in this test's own tree,
    /// as the passes read them (`TypeTable.withBodies`).
    private func materializeAll(_ tree: inout SyntaxFile, file: SourceFile) {
        var declarations: [Declaration] = []
        forEachDeclaration(in: tree) { if $0.skimmed.contains(.skipped) { declarations.append($0) } }
        let parsed = Dictionary(uniqueKeysWithValues: BodyMaterialization.materialize(declarations, in: file).map {
            (ObjectIdentifier($0.skimmed), $0.whole)
        })
        XCTAssertTrue(declarations.allSatisfy { $0.skimmed.contains(.skipped) }, "materializing changes no tree")
        func read(_ declaration: Declaration) -> Declaration { parsed[ObjectIdentifier(declaration)] ?? declaration }
        tree.declarations = tree.declarations.map(read)
        forEachDeclaration(in: tree) { $0.members = $0.members.map(read) }
        forEachDeclaration(in: tree) { XCTAssertEqual($0.skimmed, [], "\($0.name) at \($0.offset) is left skimmed") }
    }

    private func forEachDeclaration(in tree: SyntaxFile, _ visit: (Declaration) -> Void) {
        var work = tree.declarations
        while let declaration = work.popLast() {
            visit(declaration)
            work += declaration.members
        }
    }

    /// Everything of a declaration but its bodies' statements, members included.
    private func shape(of tree: SyntaxFile) -> [String] {
        var lines: [String] = []
        forEachDeclaration(in: tree) { d in
            lines.append([d.kind.rawValue, d.name, "\(d.offset)", "\(d.range)", "\(d.members.count)", "\(d.modifiers.rawValue)",
                          d.attributes.map(\.name).joined(separator: ","), d.inheritance.map { $0.nominalName ?? "?" }.joined(separator: ","),
                          d.bindings.map { "\($0.name):\($0.accessors.map(\.kind))" }.joined(separator: ","),
                          d.parameters.map(\.name).joined(separator: ","), d.body == nil ? "no body" : "body",
                          "\(d.accessors.map(\.kind))", "\(d.conditions.count)"].joined(separator: " "))
        }
        return lines
    }

    private func parse(_ text: String, digest: Bool) -> SyntaxFile {
        let tree = Parser.parse(SourceFile(path: "Test.swift", text: text))
        if digest { tree.digestBodies(keeping: ProjectDigest.questions) }
        return tree
    }

    /// What `MutableState.writtenNames` and `Visitors` read, member by member: the names
    /// a member writes (as a set: the reader keeps a set), then the `X.self` names,
    /// registrations and forced casts in the order a walk meets them.
    private func events(in tree: SyntaxFile) -> [String] {
        var result: [String] = []
        var work = tree.declarations
        while !work.isEmpty {
            let declaration = work.removeFirst()
            var written = Set<String>()
            var ordered: [String] = []
            SyntaxTraversal.forEachExpression(in: declaration) { expression in
                switch expression.kind {
                case .infix(let target, let op, _) where isAssignment(op):
                    if let name = assignedName(target) { written.insert(name) }
                case .call(let callee, let arguments, _):
                    guard case .member(let base, let method, _) = callee.kind else { break }
                    if isMutatingMethod(method), let base, let name = assignedName(base) { written.insert(name) }
                    if method.hasPrefix("register") {
                        let metatypes = arguments.filter { if case .member(let b?, "self", _) = $0.value.kind { return b.dottedName != nil } else { return false } }
                        ordered.append("register \(expression.offset) " + metatypes.map { "\($0.value.offset)" }.joined(separator: ","))
                    }
                case .prefix("&", let operand):
                    if let name = assignedName(operand) { written.insert(name) }
                case .cast(_, .forced, let type):
                    ordered.append("cast \(expression.offset) \(type.nominalName ?? "?")")
                case .member(let base?, "self", _):
                    // `Visitors` reads only `X.self` and `A.B.self`.
                    if let name = base.dottedName { ordered.append("self \(expression.offset) \(name)") }
                default:
                    break
                }
            }
            // The walk goes into nested members too: so do their recorded writes.
            var nested = [declaration]
            while let next = nested.popLast() {
                written.formUnion(next.writtenInBodies)
                nested += next.members
            }
            result.append("member \(declaration.offset) writes " + written.sorted().joined(separator: ","))
            result += ordered
            work.append(contentsOf: declaration.members)
        }
        return result
    }
}
