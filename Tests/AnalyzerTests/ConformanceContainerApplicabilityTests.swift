@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

/// Whether the conformance-container dialect (seed 004) may read a file is decided from
/// its bytes before it is parsed: a file that cannot hold one of its resolutions is only
/// skimmed. Every resolution it reads is `.resolve` called on a receiver named like a
/// container or resolver, or declared in the file with such a type.
final class ConformanceContainerApplicabilityTests: XCTestCase {
    private func mayBeRead(_ text: String) -> Bool {
        ContainerExtraction.mayReadBodies(of: SourceFile(path: "a.swift", text: text), importCandidates: [], settings: ContainerSettings())
    }

    func testAResolveCallOnAContainerIsRead() {
        XCTAssertTrue(mayBeRead("init(container: IContainer) { self.api = container.resolve() }"))
        XCTAssertTrue(mayBeRead("let r: AppResolver\nfunc f() { x = r\n    .resolve() }"))
        XCTAssertTrue(mayBeRead("init(c: DIContainer) { api = c.`resolve`() }"))
    }

    func testTheWordAloneIsNotEnough() {
        // `resolve` that is no member call, and member calls with no container in sight.
        XCTAssertFalse(mayBeRead("func resolve(host: String) -> [Address] { [] }\nlet container = 1"))
        XCTAssertFalse(mayBeRead("let addresses = dns.resolve(host)"))
        XCTAssertFalse(mayBeRead("let resolved = true"))
    }

    func testLibrariesKeepTheirOwnResolve() {
        let file = SourceFile(path: "a.swift", text: "import Swinject\nlet a = container.resolve(A.self)")
        XCTAssertFalse(ConformanceContainerRecognizer().applies(to: ContainerExtraction(syntax: SyntaxFile(file: file), imports: ["Swinject"], settings: ContainerSettings())))
    }

    /// Whether a dialect may read a file looks only at import candidates that spell one of
    /// the recognizers' modules, matched as bytes before any becomes a string.
    func testImportCandidatesAreMatchedToTheLibraryModulesByTheirBytes() {
        func matches(_ name: String) -> Bool { Array(name.utf8).withUnsafeBufferPointer(ContainerRecognizers.isLibraryModule) }
        XCTAssertTrue(ContainerRecognizers.libraryModules.isSuperset(of: ["Swinject", "DITranquillity", "Resolver", "Factory", "Dip", "Dependencies"]))
        for module in ContainerRecognizers.libraryModules {
            XCTAssertTrue(matches(module), module)
            XCTAssertFalse(matches(module + "s"), module)
            XCTAssertFalse(matches(String(module.dropLast())), module)
        }
        for other in ["Foundation", "UIKit", "swinject", "SwiftUI", ""] { XCTAssertFalse(matches(other), other) }
    }
}
