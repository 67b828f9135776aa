@testable import DilintFacts
@testable import DilintSyntax
import Foundation
import XCTest

/// A file's words and how they stand, read in its own pass: the filter the shared-state
/// pass and the callers' search put before parsing a file again, and whether a Factory
/// key is spelled besides its declaration.
final class WordIndexTests: XCTestCase {
    func index(_ text: String) -> WordIndex {
        WordIndex(SourceFile(path: "Settings.swift", text: text))
    }

    func testWritesAreToldFromReadsAndLabels() {
        for source in ["Settings.theme = x", "theme += 1", "theme <<= 1", "f(&theme)"] {
            XCTAssertEqual(index(source).uses(of: "theme")?.contains(.assigned), true, source)
        }
        for source in ["theme[0] = 1", "theme.append(x)", "theme?.x = 1", "theme!.reset()"] {
            let uses = index(source).uses(of: "theme")
            XCTAssertEqual(uses?.contains(.throughMembers), true, source)
            XCTAssertEqual(uses?.contains(.assigned), false, source)
        }
        for source in ["let x = theme", "theme == other", "theme != other", "f(theme: 1)", "if theme { }"] {
            let uses = index(source).uses(of: "theme")
            XCTAssertNotNil(uses, source)
            XCTAssertTrue(uses?.isDisjoint(with: [.assigned, .throughMembers]) == true, source)
        }
    }

    func testWholeWordsOnly() {
        let words = index("themes = 1; retheme.x = 2; let n = 2theme")
        XCTAssertTrue(words.spells("themes"))
        XCTAssertTrue(words.spells("retheme"))
        XCTAssertFalse(words.spells("theme"))
        XCTAssertFalse(words.spells("them"))
    }

    func testUsesJoinOverOccurrences() {
        XCTAssertEqual(index("print(theme)\ntheme = .dark\nrefresh(theme)").uses(of: "theme"), [.assigned, .referenced, .again])
        XCTAssertEqual(index("theme = .dark").uses(of: "theme"), [.assigned, .referenced])
    }

    func testReferencesAreNeitherCallsNorDeclarations() {
        XCTAssertEqual(index("button.addTarget(self, action: #selector(reload))").uses(of: "reload"), [.referenced])
        XCTAssertEqual(index("func reload() { }").uses(of: "reload"), [])
        XCTAssertEqual(index("reload ()").uses(of: "reload"), [])
        XCTAssertEqual(index("items.forEach { reload { } }").uses(of: "reload"), [])
        XCTAssertEqual(index("func reload").uses(of: "reload"), [])
        XCTAssertEqual(index("func   reload<T>(x: T)").uses(of: "reload"), [])
        XCTAssertEqual(index("let f = fanc reload").uses(of: "reload"), [.referenced])
    }

    func testLineCommentsAreNotRead() {
        let words = index("""
        var dialer: Factory<Dialer> { self { Dialer() } } // dialer was here
        // pager
        let name = "pager" // "modem"
        let url = "https://example.com/modem" ; let c = "a\\"b" // fax
        """)
        XCTAssertEqual(words.uses(of: "dialer")?.contains(.again), false)
        XCTAssertEqual(words.uses(of: "Dialer")?.contains(.again), true)
        XCTAssertEqual(words.uses(of: "pager")?.contains(.again), false)
        XCTAssertEqual(words.uses(of: "modem")?.contains(.again), false)
        XCTAssertFalse(words.spells("here"))
        XCTAssertFalse(words.spells("fax"))
    }

    /// A comment ends with its line, and a string's escaped quote does not end it.
    func testLineCommentsEndWithTheLine() {
        let words = index("x = 1 // gone \\\ny = 2\nlet s = \"\\\"// not a comment\" + z")
        XCTAssertTrue(words.spells("y"))
        XCTAssertTrue(words.spells("comment"))
        XCTAssertTrue(words.spells("z"))
        XCTAssertFalse(words.spells("gone"))
    }

    func testLookupFindsTheWordsAFileSpells() {
        let lookup = WordLookup(["theme", "shared", "absent"])
        var found: [String: WordIndex.Uses] = [:]
        lookup.forEach(in: index("Settings.shared.theme = .dark")) { found[$0] = $1 }
        XCTAssertEqual(found, ["theme": [.assigned, .referenced], "shared": [.throughMembers, .referenced]])
    }

    func testEveryWordOfALargeFileIsKept() {
        let text = (0..<5_000).map { "let value\($0) = \($0)" }.joined(separator: "\n")
        let words = index(text)
        XCTAssertEqual(words.count, 5_001)
        XCTAssertEqual(words.uses(of: "value4999"), [.assigned, .referenced])
        XCTAssertEqual(words.uses(of: "let"), [.referenced, .again])
    }

    /// A word is hashed eight bytes at a time, its last chunk read past its end when the
    /// file goes on: the same key as its spelling's, wherever it stands.
    func testAWordOfAnyLengthIsFoundWhereverItStands() {
        for length in 1...25 {
            let word = String(repeating: "q", count: length - 1) + "z"
            let near = String(repeating: "q", count: length)
            for text in [word, "let \(word) = x.\(word)Suffix", "\(word).y = 1 // \(near)", "f(\(word))\n"] {
                XCTAssertTrue(index(text).spells(word), "\(length): \(text)")
                XCTAssertFalse(index(text).spells(near), "\(length): \(text)")
            }
        }
    }

    /// The words let through every file whose bytes may declare a home-made locator, and
    /// keep out one that only names the methods.
    func testLocatorWordsLetThroughWhatTheBytesWould() throws {
        let root = FactCacheTests.packageRoot + "/Fixtures"
        let paths = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }
        var declaring = 0
        for path in paths {
            let file = SourceFile(path: path, bytes: [UInt8](FileManager.default.contents(atPath: root + "/" + path) ?? Data()))
            guard ProjectLocators.mayDeclare(file) else { continue }
            declaring += 1
            XCTAssertTrue(ProjectLocators.mayDeclare(spelling: WordIndex(file)), path)
        }
        XCTAssertGreaterThan(declaring, 3)
        XCTAssertTrue(ProjectLocators.mayDeclare(spelling: index("final class Box { func add<T>(_ t: T) {}; func get<T>() -> T? { nil } }")))
        XCTAssertFalse(ProjectLocators.mayDeclare(spelling: index("let x = store.get(\"a\"); store.set(1)")))
        XCTAssertFalse(ProjectLocators.mayDeclare(spelling: index("func load() { cache.add(1) } // func get<T>() -> T")))
    }
}
