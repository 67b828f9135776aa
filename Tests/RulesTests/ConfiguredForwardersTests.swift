import Analyzer
import DilintDriver
import DilintFacts
import DilintSyntax
import Rules
import XCTest

/// The project's own forwarders and wrappers that `.dilint.yml` names (SPEC §6a): each
/// call or use is a resolution of the concrete type, in the dialect the module reaches.
final class ConfiguredForwardersTests: XCTestCase {
    static let registrations = """
        import Resolver
        extension Resolver: ResolverRegistering {
            public static func registerAllServices() {
                register { LiveWeather() as Weather }
            }
        }
        // Out of dilint's sight: a generic forwarder and a wrapper whose bodies it does not read as such.
        func inject<T>(_ type: T.Type = T.self) -> T { Locator.current.get() }
        @propertyWrapper struct Service<T> {
            var wrappedValue: T { inject() }
        }
        """

    static let forecast = """
        import Foundation
        protocol Weather {}
        protocol Almanac {}
        final class LiveWeather: Weather {}
        final class ForecastScreen {
            @Service var weather: Weather
            @Service var almanac: Almanac
            let backup: Weather = inject()
            func reload() {
                let almanac = inject(Almanac.self)
                _ = almanac
            }
        }
        """

    var sources: [SourceFile] {
        [SourceFile(path: "Sources/App/DI.swift", text: Self.registrations), SourceFile(path: "Sources/App/Forecast.swift", text: Self.forecast)]
    }

    func configuration(_ yaml: String) -> Configuration? {
        let ids = RuleRegistry.all.map { $0.id }
        do {
            return try ConfigurationLoader.parse(yaml, path: ".dilint.yml", baseDirectory: "/", knownRuleIDs: ids)
        } catch {
            XCTFail("\(error)")
            return nil
        }
    }

    func testNamedForwardersAndWrappersResolveTheirTypes() throws {
        let config = try XCTUnwrap(configuration("containers:\n  forwarders: [inject]\n  wrappers: [Service]\n"))
        let outcome = Linter.run(sources: sources, configuration: config)
        let seen = outcome.project.graph.requests.filter { $0.resolution.location.file == "Sources/App/Forecast.swift" }
            .map { request -> String in
                let type = request.type ?? "unknown"
                return "\(request.resolution.location.line) \(type) \(request.resolution.dialect.rawValue)"
            }
        XCTAssertEqual(seen.sorted(), ["6 Weather resolver", "7 Almanac resolver", "8 Weather resolver", "10 Almanac resolver"].sorted())
        let unregistered = outcome.diagnostics.filter { $0.ruleID == "unregistered-resolution" }.map { $0.location.line }
        XCTAssertEqual(unregistered, [7, 10], "Almanac is registered nowhere; Weather is")
    }

    func testWithoutTheConfigurationTheyAreNotSeen() {
        let outcome = Linter.run(sources: sources)
        XCTAssertTrue(outcome.project.graph.requests.allSatisfy { $0.resolution.location.file != "Sources/App/Forecast.swift" })
    }
}
