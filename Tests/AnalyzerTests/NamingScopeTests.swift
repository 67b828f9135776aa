@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

/// A written type means what the types around it make it mean: a type nested in the class
/// it is written in, a generic parameter of that class, or else the module's top-level
/// type. The naming memo sets a scope aside only where it declares nothing of the name, so
/// the same name written in several classes must still get each class's meaning.
final class NamingScopeTests: XCTestCase {
    func testANameNestedInOneClassAndTopLevelInAnotherAreTwoKeys() throws {
        let source = """
        import Swinject
        protocol Service {}
        final class Plain: Service {}
        final class LoginAssembly {
            struct Service {}
            func assemble(_ container: Container) {
                container.register(Service.self) { _ in Service() }
            }
            func make(_ resolver: Resolver) { _ = resolver.resolve(Service.self) }
        }
        final class ProfileAssembly {
            func make(_ resolver: Resolver) { _ = resolver.resolve(Service.self) }
        }
        final class Screen<Service> {
            func make(_ resolver: Resolver) { _ = resolver.resolve(Service.self) }
        }
        final class SettingsAssembly {
            func make(_ resolver: Resolver) { _ = resolver.resolve(Service.self) }
        }
        """
        let graph = Project(files: [FileAnalysis.analyze(SourceFile(path: "Assemblies.swift", text: source), module: "App")]).graph
        let typeAt = Dictionary(graph.requests.map { ($0.resolution.location.line, $0.type) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(typeAt[9], .some("LoginAssembly.Service"))
        XCTAssertEqual(typeAt[12], .some("Service"))
        XCTAssertEqual(typeAt[15], .some(nil), "a generic parameter is whatever each caller asks")
        XCTAssertEqual(typeAt[18], .some("Service"))
        XCTAssertEqual(graph.providers.flatMap(\.types), ["LoginAssembly.Service"])
    }
}
