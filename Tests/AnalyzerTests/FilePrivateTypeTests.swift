@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

/// `private`/`fileprivate` top-level types are seen only by their file: two files'
/// `private class Stub` are two types, each with its own members, conformances and key.
final class FilePrivateTypeTests: XCTestCase {
    static func file(_ path: String, module: String = "AppTests", _ text: String) -> ModuleFile {
        ModuleFile(module: module, syntax: Parser.parse(SourceFile(path: path, text: text)))
    }

    let table = TypeTable(files: [
        file("Tests/LoginTests.swift", """
            protocol Session {}
            private protocol Service {}
            private final class Stub: Service {
                final class Reply {}
                var calls = 0
            }
            extension Stub: Session {}
            """),
        file("Tests/Cart/CartTests.swift", """
            fileprivate protocol Service {}
            private final class Stub {
                func reset() {}
            }
            extension Stub: Service {}
            #if DEBUG
            private final class Stub {}
            #endif
            """),
        file("Tests/Other/CartTests.swift", """
            private final class Stub {}
            """),
        file("Tests/Shared.swift", """
            final class Clock {}
            private final class Lonely {}
            """),
        file("Tests/Clock.swift", """
            private final class Clock {}
            """),
        file("Sources/App.swift", module: "App", """
            private final class Stub {}
            """),
    ])

    func testEachFilesPrivateTypeIsATypeOfItsOwn() throws {
        let stubs = table.types(named: "Stub").map { table[$0] }
        XCTAssertEqual(stubs.map(\.site.path), ["Tests/LoginTests.swift", "Tests/Cart/CartTests.swift", "Tests/Other/CartTests.swift", "Sources/App.swift"])
        let login = try XCTUnwrap(stubs.first)
        let cart = stubs[1]
        XCTAssertEqual(login.members.map(\.name), ["calls"])
        XCTAssertEqual(cart.members.map(\.name), ["reset"], "the other file's `#if` branch is the same type")
        XCTAssertEqual(cart.extensions.count, 2)
        XCTAssertEqual(login.inheritance.map(\.written.description), ["Service", "Session"])
        XCTAssertEqual(login.inheritance.compactMap(\.resolved.first).map(table.name), ["Service", "Session"])
        let loginService = table.resolve("Service", in: LookupContext(module: "AppTests", file: "Tests/LoginTests.swift"))
        let cartService = table.resolve("Service", in: LookupContext(module: "AppTests", file: "Tests/Cart/CartTests.swift"))
        XCTAssertNotNil(loginService)
        XCTAssertNotNil(cartService)
        XCTAssertNotEqual(loginService, cartService)
        XCTAssertEqual(login.inheritance.first?.resolved, [.declared(loginService!)])
        XCTAssertEqual(cart.inheritance.first?.resolved, [.declared(cartService!)])
        XCTAssertEqual(table.resolve("Stub.Reply", in: LookupContext(module: "AppTests", file: "Tests/LoginTests.swift")).map { table[$0].keyName },
                       "(Stub in LoginTests.swift).Reply")
        XCTAssertNil(table.resolve("Stub.Reply", in: LookupContext(module: "AppTests", file: "Tests/Cart/CartTests.swift")))
    }

    func testKeyNamesTellApartOnlyWhatNeedsIt() {
        let keys = table.types.map(\.keyName).sorted()
        XCTAssertEqual(keys, [
            "(Clock in Clock.swift)", "(Service in CartTests.swift)", "(Service in LoginTests.swift)",
            "(Stub in LoginTests.swift)", "(Stub in LoginTests.swift).Reply", "(Stub in Tests/Cart/CartTests.swift)",
            "(Stub in Tests/Other/CartTests.swift)", "Clock", "Lonely", "Session", "Stub",
        ])
        // A key name reads back to its type; the plain name is the module-wide type, if any.
        let cart = table.type(named: "(Stub in Tests/Cart/CartTests.swift)")
        XCTAssertEqual(cart.map { table[$0].site.path }, "Tests/Cart/CartTests.swift")
        XCTAssertEqual(table.type(named: "Clock", module: "AppTests").map { table[$0].site.path }, "Tests/Shared.swift")
        XCTAssertNil(table.type(named: "Stub", module: "AppTests"), "three files' private types: none is the module's")
        XCTAssertEqual(table.type(named: "Stub", module: "App").map { table[$0].site.path }, "Sources/App.swift")
    }

    func testAReaderThatDoesNotKnowItsFileGetsNothingAmbiguous() {
        XCTAssertNil(table.resolve("Service", in: LookupContext(module: "AppTests")))
        // One file's private type, named from another file: the only one (Swift would not
        // compile the read, so the reader's file must be unknown or wrong).
        XCTAssertNotNil(table.resolve("Lonely", in: LookupContext(module: "AppTests", file: "Tests/LoginTests.swift")))
        // A module-wide type is what other files of the module see; its file's private one is its own.
        let clock = table.resolve("Clock", in: LookupContext(module: "AppTests", file: "Tests/LoginTests.swift"))
        XCTAssertEqual(clock.map { table[$0].site.path }, "Tests/Shared.swift")
        let own = table.resolve("Clock", in: LookupContext(module: "AppTests", file: "Tests/Clock.swift"))
        XCTAssertEqual(own.map { table[$0].site.path }, "Tests/Clock.swift")
        // Another module does not see a private type at all.
        XCTAssertNil(table.resolve("Lonely", in: LookupContext(module: "App")))
    }

    /// A private type nested in an extension (or a type's body) is its file's too: two
    /// files' `extension Harness { private final class Stub }` are two types.
    func testPrivateTypesNestedInExtensionsBelongToTheirFiles() throws {
        let table = TypeTable(files: [
            Self.file("Tests/OrderTests.swift", """
                final class Harness {
                    private enum Mode {}
                }
                extension Harness {
                    private final class Stub {
                        func order() {}
                    }
                }
                extension Harness.Stub: Equatable {}
                """),
            Self.file("Tests/Cart/CartTests.swift", """
                extension Harness {
                    private final class Stub {
                        func cart() {}
                    }
                    private enum Mode {}
                }
                """),
            Self.file("Tests/Shared.swift", """
                extension Harness {
                    fileprivate enum Lonely {}
                }
                """),
        ])
        let stubs = table.types(named: "Harness.Stub").map { table[$0] }
        guard stubs.count == 2 else { return XCTFail("\(stubs.map(\.site.path))") }
        XCTAssertEqual(stubs.map(\.site.path), ["Tests/OrderTests.swift", "Tests/Cart/CartTests.swift"])
        XCTAssertEqual(stubs.map { $0.members.map(\.name) }, [["order"], ["cart"]])
        XCTAssertEqual(stubs.map { $0.inheritance.map(\.written.description) }, [["Equatable"], []], "the extension is its file's")
        XCTAssertEqual(stubs.map(\.keyName), ["Harness.(Stub in OrderTests.swift)", "Harness.(Stub in CartTests.swift)"])
        XCTAssertEqual(table.type(named: "Harness.(Stub in CartTests.swift)"), stubs[1].id)
        let harness = try XCTUnwrap(table.type(named: "Harness", module: "AppTests"))
        for (path, stub) in zip(["Tests/OrderTests.swift", "Tests/Cart/CartTests.swift"], stubs) {
            XCTAssertEqual(table.resolve("Harness.Stub", in: LookupContext(module: "AppTests", file: path)), stub.id, path)
            XCTAssertEqual(table.resolve("Stub", in: LookupContext(module: "AppTests", enclosingType: .declared(harness), file: path)), stub.id, path)
        }
        XCTAssertNil(table.resolve("Harness.Stub", in: LookupContext(module: "AppTests")), "two files' private types: neither is the module's")
        XCTAssertNotNil(table.resolve("Harness.Lonely", in: LookupContext(module: "AppTests")))
        let modes = table.types(named: "Harness.Mode")
        XCTAssertEqual(modes.count, 2, "a type's own private nested type and another file's extension's")
        XCTAssertEqual(table.resolve("Mode", in: LookupContext(module: "AppTests", enclosingType: .declared(harness), file: "Tests/Cart/CartTests.swift")),
                       modes.last)
    }
}
