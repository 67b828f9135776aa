import Analyzer
import DilintFacts
import DilintSyntax
import Foundation
import XCTest

/// dilint holds its own sources to their layering, read with its own parser (STYLE lesson
/// 9): data flows one way, so no layer imports one that comes after it.
final class LayeringTests: XCTestCase {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources").path

    /// The modules each folder may import, besides the standard library, Foundation and Dispatch.
    /// Each folder is one SwiftPM target (Package.swift), so the compiler already refuses
    /// an import the target does not depend on; this holds the list itself to the pipeline.
    static let allowed: [(folder: String, modules: Set<String>)] = [
        ("DilintSyntax", []),
        ("DilintFacts", ["DilintSyntax"]),
        ("Analyzer", ["DilintSyntax", "DilintFacts"]),
        ("Rules", ["DilintSyntax", "DilintFacts", "Analyzer"]),
        ("DilintDriver", ["DilintSyntax", "DilintFacts", "Analyzer", "Rules"]),
        ("dilint/Reporters", ["DilintSyntax"]),
        ("dilint/Baseline", ["DilintSyntax"]),
        ("dilint", ["DilintSyntax", "DilintFacts", "Analyzer", "Rules", "DilintDriver"]),
    ]

    func testNoLayerImportsALaterOne() throws {
        var checked = 0
        var problems: [String] = []
        let walk = FileManager.default.enumerator(atPath: Self.sources)
        while let relative = walk?.nextObject() as? String {
            guard relative.hasSuffix(".swift"), let rule = Self.allowed.first(where: { relative.hasPrefix($0.folder + "/") }) else { continue }
            let data = try XCTUnwrap(FileManager.default.contents(atPath: Self.sources + "/" + relative))
            let syntax = Parser.parse(SourceFile(path: relative, bytes: [UInt8](data)))
            for module in syntax.imports.map(\.module) where !["Foundation", "Dispatch", "Glibc", "Musl", "Darwin", "WinSDK", "ucrt"].contains(module) && !rule.modules.contains(module) {
                problems.append("\(relative) imports \(module)")
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 100)
        XCTAssertEqual(problems, [])
    }

    /// Rules read the project model and each file's facts, never a file's syntax tree: a
    /// rule that did would see a file differently as its depth or the cache changed.
    func testNoRuleReadsASyntaxTree() throws {
        var checked = 0
        var problems: [String] = []
        let folder = Self.sources + "/Rules"
        let walk = FileManager.default.enumerator(atPath: folder)
        while let relative = walk?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let source = SourceFile(path: relative, bytes: [UInt8](try XCTUnwrap(FileManager.default.contents(atPath: folder + "/" + relative))))
            let tokens = Tokenizer.tokenize(source, keepingTrivia: false)
            for (index, token) in tokens.enumerated() where token.kind == .identifier {
                let name = source.text(of: token)
                let isMember = index > 0 && tokens[index - 1].kind == .period
                if name == "wholeSyntax" || name == "SyntaxFile" || (isMember && name == "syntax") {
                    problems.append("\(relative):\(source.location(of: Int(token.start)).line): \(name)")
                }
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 10)
        XCTAssertEqual(problems, [])
    }
}
