import Analyzer
@testable import DilintDriver
import DilintFacts
import DilintSyntax
@testable import Rules
import XCTest

/// What keeps the rule linear in a key registered thousands of times: how far back a
/// registration is compared, how many notes a finding carries, and `#if`s nested past
/// the depth the branches are recorded to.
final class AmbiguousRegistrationBoundsTests: XCTestCase {
    private func run(_ source: String) -> Linter.Outcome {
        Linter.run(sources: [SourceFile(path: "Setup.swift", bytes: Array(source.utf8))])
    }

    private func findings(_ outcome: Linter.Outcome) -> [Diagnostic] {
        outcome.diagnostics.filter { $0.ruleID == AmbiguousRegistrationRule.description.id }
    }

    func testAReplacingRegistrationIsComparedWithTheOnesJustBeforeIt() {
        let back = AmbiguousRegistrationRule.comparedBack
        let count = back + 20
        // Line 4 holds the first registration, line 4 + n the n-th after it.
        let source = "import Swinject\nfinal class Clock {}\nfunc setUp(c: Container) {\n"
            + String(repeating: "    c.register(Clock.self) { _ in Clock() }\n", count: count) + "}\n"
        let found = findings(run(source)).sorted { $0.location.line < $1.location.line }
        XCTAssertEqual(found.map(\.location.line), Array(5..<(4 + count)))
        XCTAssertTrue(found[0].message.contains("replaces the registration at Setup.swift:4"), found[0].message)
        XCTAssertEqual(found[0].notes.map(\.location.line), [4])
        let limit = AmbiguousRegistrationRule.notesPerReplacement
        XCTAssertEqual(found[limit - 1].notes.map(\.location.line), Array(4..<(4 + limit)), "all of the first ones, in source order")
        XCTAssertEqual(found[limit].notes.map(\.location.line), [4] + Array(6..<(5 + limit)),
                       "past the limit, the first one and the nearest ones")
        let last = found[found.count - 1]
        XCTAssertTrue(last.message.contains("replaces the registration at Setup.swift:\(2 + count)"), last.message)
        XCTAssertEqual(last.notes.map(\.location.line), [3 + count - back] + Array((4 + count - limit)..<(3 + count)),
                       "the first of the \(back) just before it, then the nearest ones, in source order")
    }

    func testAKeyWithoutADefaultNotesItsFirstProviders() {
        let count = NoteLimit.perFinding + 5
        var source = "import DITranquillity\nprotocol Logger {}\n"
        for index in 0..<count { source += "final class Logger\(index): Logger {}\n" }
        source += "func load(container: DIContainer) {\n"
        for index in 0..<count { source += "    container.register(Logger\(index).init).as(Logger.self)\n" }
        source += "    let logger: Logger = *container\n    _ = logger\n}\n"
        let found = findings(run(source))
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].message.contains("\(count) registrations provide it"), found[0].message)
        XCTAssertEqual(found[0].notes.count, NoteLimit.perFinding)
        XCTAssertTrue(found[0].notes[0].message.contains("'Logger0'"), found[0].notes[0].message)
    }

    /// Two registrations in the same branch of `#if`s nested past the recorded depth
    /// (half around the function, half inside it, joined by the walk): the branches
    /// past the depth are not known, so they are not taken to conflict.
    func testRegistrationsPastTheRecordedDepthAreNotTakenToConflict() {
        let half = ConditionalBranch.recordedDepth
        var source = "import Swinject\nfinal class Clock {}\n"
        for level in 0..<half { source += "#if outer\(level)\n" }
        source += "func setUp(c: Container) {\n"
        for level in 0..<half { source += "#if inner\(level)\n" }
        source += "    c.register(Clock.self) { _ in Clock() }\n    c.register(Clock.self) { _ in Clock() }\n"
        source += String(repeating: "#endif\n", count: half) + "}\n" + String(repeating: "#endif\n", count: half)
        let outcome = run(source)
        let registrations = outcome.project.graph.providers.map(\.registration)
        XCTAssertEqual(registrations.count, 2)
        for registration in registrations {
            XCTAssertEqual(registration.conditions.count, ConditionalBranch.recordedDepth)
            XCTAssertEqual(registration.conditions.last, ConditionalBranch.unrecorded)
        }
        XCTAssertEqual(findings(outcome).map(\.message), [])
    }
}
