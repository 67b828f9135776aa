@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

/// A `DependencyValues` property reading a key (`self[K.self]`) is built as the first
/// `liveValue` of a type or extension named K in the file, read depth first in
/// declaration order (`SwiftDependenciesRecognizer.liveValues`, listed once per file).
final class SwiftDependenciesLiveValueTests: XCTestCase {
    private func concreteTypes(_ source: String) -> [String: String] {
        let text = "import Dependencies\nprotocol Clock {}\nfinal class SystemClock: Clock {}\nfinal class TestClock: Clock {}\n" + source
        let facts = FileAnalysis.analyze(SourceFile(path: "Values.swift", bytes: Array(text.utf8)), module: "App").facts
        var types: [String: String] = [:]
        for registration in facts.registrations {
            if let name = registration.name { types[name] = registration.concrete?.written.nominalName ?? "unknown" }
        }
        return types
    }

    func testTheFirstLiveValueDepthFirstCounts() {
        let types = concreteTypes("""
        enum Keys {
            enum ClockKey {}
            enum Nested {
                enum ClockKey: DependencyKey { static let liveValue: any Clock = SystemClock() }
            }
        }
        enum ClockKey: DependencyKey { static let liveValue: any Clock = TestClock() }
        enum OtherKey: DependencyKey { static let liveValue: any Clock = TestClock() }
        extension DependencyValues {
            var clock: any Clock {
                get { self[ClockKey.self] }
                set { self[ClockKey.self] = newValue }
            }
            var other: any Clock {
                get { self[OtherKey.self] }
                set { self[OtherKey.self] = newValue }
            }
            var missing: any Clock {
                get { self[MissingKey.self] }
                set { self[MissingKey.self] = newValue }
            }
        }
        """)
        XCTAssertEqual(types, ["clock": "SystemClock", "other": "TestClock", "missing": "unknown"],
                       "a ClockKey without a liveValue is passed over; the nested one comes before the later top-level one")
    }
}
