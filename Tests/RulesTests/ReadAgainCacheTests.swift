import Analyzer
@testable import DilintDriver
@testable import DilintFacts
import DilintSyntax
import Foundation
import XCTest

/// What a file read again for the libraries its module reaches finds is cached, keyed by
/// its bytes and by what the project gave the reading: a change in another file that
/// alters that is a miss.
final class ReadAgainCacheTests: XCTestCase {
    var base = ""
    var project: String { base + "/Shop" }
    var cacheDirectory: String { base + "/cache" }

    override func setUpWithError() throws {
        base = NSTemporaryDirectory() + "dilint-read-again-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
        try write("DI.swift", """
            import Swinject

            enum DI {
                static let container: Container = {
                    let container = Container()
                    container.register(OrdersAPI.self) { _ in RemoteOrdersAPI() }
                    return container
                }()
            }
            """)
        try write("Menu.swift", """
            import UIKit

            func install(shortcuts: Shortcuts) {
                shortcuts.register(Cart.self) { _ in Cart() }
                DI.container.register(Analytics.self) { _ in Mixpanel() }
            }
            """)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: base)
    }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: project + "/" + name))
    }

    func run(cached: Bool) -> Linter.Outcome {
        let files = FileWalk(baseDirectory: project, displayBase: project).run(inputs: [project]).files
        let cache = cached ? FactCache(directory: cacheDirectory, toolVersion: "test", configurationFingerprint: Configuration.default.fingerprint) : nil
        return Linter.run(Linter.Request(files: files, configuration: .default, jobs: 2, roots: ["."], cache: cache))
    }

    func registrations(_ outcome: Linter.Outcome) -> [String] {
        outcome.project.graph.providers.map { "\($0.registration.location.file):\($0.registration.location.line)" }.sorted()
    }

    func menu(_ outcome: Linter.Outcome) throws -> FileAnalysis {
        try XCTUnwrap(outcome.project.files.first { $0.path.hasSuffix("Menu.swift") })
    }

    func testAFileReadAgainIsTakenFromTheCacheUntilWhatItWasGivenChanges() throws {
        // `Shortcuts` is declared nowhere: its `register` may be Swinject's.
        let expected = registrations(run(cached: false))
        XCTAssertEqual(expected, ["DI.swift:6", "Menu.swift:4", "Menu.swift:5"])
        let cold = run(cached: true)
        XCTAssertEqual(registrations(cold), expected)
        XCTAssertNotNil(try menu(cold).wholeSyntax, "read again, parsed whole")

        let warm = run(cached: true)
        XCTAssertEqual(registrations(warm), expected)
        XCTAssertNil(try menu(warm).wholeSyntax, "its facts came from the cache")

        // Menu.swift is unchanged, but `Shortcuts` is now the project's own type.
        try write("Shortcuts.swift", """
            final class Shortcuts {
                func register(_ type: Any.Type, handler: (Any) -> Any) {}
            }
            """)
        let declared = registrations(run(cached: false))
        XCTAssertEqual(declared, ["DI.swift:6", "Menu.swift:5"])
        let changed = run(cached: true)
        XCTAssertEqual(registrations(changed), declared)
        XCTAssertNotNil(try menu(changed).wholeSyntax, "read again: what it was given changed")
        XCTAssertEqual(registrations(run(cached: true)), declared)
    }

    func testTheKeyDoesNotDependOnTheOrderOfDictionaries() {
        var first = ContainerSettings()
        var second = ContainerSettings()
        let helpers: [(String, Lifetime)] = (0..<40).map { ("registerPart\($0)", $0 % 2 == 0 ? .singleton : .transient) }
        for (name, lifetime) in helpers { first.registrationHelpers[name] = lifetime }
        for (name, lifetime) in helpers.reversed() { second.registrationHelpers[name] = lifetime }
        XCTAssertEqual(Linter.readAgainKnowing(first, ForeignReceivers()), Linter.readAgainKnowing(second, ForeignReceivers()))
        second.registrationHelpers["registerPart0"] = .transient
        XCTAssertNotEqual(Linter.readAgainKnowing(first, ForeignReceivers()), Linter.readAgainKnowing(second, ForeignReceivers()))
    }
}
