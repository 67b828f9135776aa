@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import Foundation
import XCTest

/// A skimmed file has the declarations of the file parsed whole, and its bodies parsed
/// later (`BodyMaterialization`) answer the project-wide questions as the whole bodies
/// do: the same written names, and the same `X.self` names, registrations and forced casts
/// in the same order.
final class SkimmedDeclarationsTests: XCTestCase {
    /// A signature is a declaration's, whichever pass reads it: the skim keeps every
    /// parameter list, as a whole parse has it.
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
        let members = parse(source).declarations[0].members
        XCTAssertEqual(members.map { $0.parameters.map(\.name) }, expected)
        let file = SourceFile(path: "Test.swift", text: source)
        let skimmed = Parser.parse(file, tokens: Tokenizer.tokenize(file, keepingTrivia: false), skimmingBodies: true, marks: ProjectMarks.marks)
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
        let full = parse(source)
        let skimmed = skimAndMaterialize(SourceFile(path: "Test.swift", text: source))
        XCTAssertEqual(events(in: skimmed), events(in: full))
        XCTAssertTrue(events(in: full).contains { $0.hasPrefix("register") })
        // Three casts, each met by the class's walk and by its member's.
        XCTAssertEqual(events(in: full).filter { $0.hasPrefix("cast") }.count, 6, events(in: full).joined(separator: "\n"))
    }

    /// The skim changes no declaration: each corpus file skimmed has the declarations, in
    /// the same places, of the file parsed whole; and once every skimmed body is parsed
    /// the same answers. A body flagged as holding no `as!` (no `.self`)
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

    private func parse(_ text: String) -> SyntaxFile {
        Parser.parse(SourceFile(path: "Test.swift", text: text))
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
            result.append("member \(declaration.offset) writes " + written.sorted().joined(separator: ","))
            result += ordered
            work.append(contentsOf: declaration.members)
        }
        return result
    }
}
