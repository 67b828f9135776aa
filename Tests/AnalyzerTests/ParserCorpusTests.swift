@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import Foundation
import XCTest

/// The exported corpus of real Swift: every file parses, and what the parser finds is
/// plausible — declarations where the text has them, few regions it had to give up on.
final class ParserCorpusTests: XCTestCase {
    func testEveryCorpusFileParsesToAPlausibleTree() throws {
        let files = try CorpusLocator.swiftFiles()
        var filesWithTypes = 0
        var typeDeclarations = 0
        var expressions = 0
        var unknownExpressions = 0
        var suspicious: [String] = []
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let source = SourceFile(path: path, bytes: [UInt8](data))
            let tree = Parser.parse(source)
            let types = tree.declarations.filter { $0.isTypeDeclaration || $0.kind == .extension }
            typeDeclarations += types.count
            if !types.isEmpty { filesWithTypes += 1 }
            SyntaxWalker.walk(tree) { expression, _ in
                expressions += 1
                if case .unknown = expression.kind { unknownExpressions += 1 }
            }
            // A file that spells `class`/`struct`/… at the start of a line but yields no
            // top-level declaration lost its structure somewhere.
            let text = String(decoding: data, as: UTF8.self)
            let declaresAtTopLevel = text.split(separator: "\n").contains { line in
                ["class ", "struct ", "enum ", "protocol ", "extension ", "public struct ", "public final class ", "final class "]
                    .contains { line.hasPrefix($0) }
            }
            if declaresAtTopLevel, tree.declarations.isEmpty { suspicious.append(path) }
        }
        let unknownShare = Double(unknownExpressions) / Double(max(expressions, 1))
        print("corpus: \(files.count) files, \(filesWithTypes) with top-level types, \(typeDeclarations) type declarations, "
              + "\(expressions) expressions, \(unknownExpressions) unknown (\(String(format: "%.3f", unknownShare * 100))%)")
        XCTAssertGreaterThan(files.count, 1000)
        XCTAssertGreaterThan(Double(filesWithTypes), Double(files.count) * 0.85)
        XCTAssertEqual(suspicious, [])
        XCTAssertLessThan(unknownShare, 0.005)
    }
}
