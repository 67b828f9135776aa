import Foundation
import XCTest
@testable import Analyzer

/// A digested body answers the project-wide questions exactly as the whole body does:
/// the same writes, `X.self` names, registrations and forced casts, in the same order.
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
        XCTAssertTrue(full.contains { $0.hasPrefix("mutate") })
        XCTAssertTrue(full.contains { $0.hasPrefix("assign") })
        XCTAssertTrue(full.contains { $0.hasPrefix("inout") })
        XCTAssertGreaterThanOrEqual(full.filter { $0.hasPrefix("self") }.count, 4)
    }

    func testDigestIsSmallerThanTheBody() {
        let source = "struct S { func f() { let a = [1, 2, 3].map { $0 * 2 }.filter { $0 > 2 }; print(a); for x in a { print(x) } } }"
        let digested = parse(source, digest: true)
        XCTAssertEqual(digested.declarations[0].members[0].body?.count, 0)
        XCTAssertNotNil(digested.declarations[0].members[0].body, "a body stays a body, empty or not")
    }

    func testEveryCorpusFileDigestsToTheSameAnswers() throws {
        let files = try CorpusLocator.swiftFiles()
        var compared = 0
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let full = Parser.parse(SourceFile(path: path, bytes: [UInt8](data)))
            let digested = Parser.parse(SourceFile(path: path, bytes: [UInt8](data)))
            digested.digestBodies()
            let expected = events(in: full)
            XCTAssertEqual(events(in: digested), expected, path)
            compared += expected.count
        }
        XCTAssertGreaterThan(compared, 10_000)
    }

    private func parse(_ text: String, digest: Bool) -> SyntaxFile {
        let tree = Parser.parse(SourceFile(path: "Test.swift", text: text))
        if digest { tree.digestBodies() }
        return tree
    }

    /// What `MutableState.writtenNames` and `Visitors` read, member by member.
    private func events(in tree: SyntaxFile) -> [String] {
        var result: [String] = []
        var work = tree.declarations
        while !work.isEmpty {
            let declaration = work.removeFirst()
            result.append("member \(declaration.offset)")
            SyntaxTraversal.forEachExpression(in: declaration) { expression in
                switch expression.kind {
                case .infix(let target, let op, _) where isAssignment(op):
                    result.append("assign \(expression.offset) \(target.offset) \(target.dottedName ?? "")")
                case .call(let callee, let arguments, _):
                    guard case .member(let base, let method, _) = callee.kind else { break }
                    if isMutatingMethod(method), let base { result.append("mutate \(expression.offset) \(base.offset)") }
                    if method.hasPrefix("register") {
                        let metatypes = arguments.filter { if case .member(let b?, "self", _) = $0.value.kind { return b.dottedName != nil } else { return false } }
                        result.append("register \(expression.offset) " + metatypes.map { "\($0.value.offset)" }.joined(separator: ","))
                    }
                case .prefix("&", let operand):
                    result.append("inout \(expression.offset) \(operand.offset)")
                case .cast(_, .forced, let type):
                    result.append("cast \(expression.offset) \(type.nominalName ?? "?")")
                case .member(let base?, "self", _):
                    // `Visitors` reads only `X.self` and `A.B.self`.
                    if let name = base.dottedName { result.append("self \(expression.offset) \(name)") }
                default:
                    break
                }
            }
            work.append(contentsOf: declaration.members)
        }
        return result
    }
}
