import Analyzer
import DilintFacts
import DilintSyntax

/// Resolving from a container or service locator outside the composition root: the Service
/// Locator anti-pattern (SPEC §7, `composition_root:` in `.dilint.yml`).
public struct LocatorOutsideCompositionRootRule: Rule {
    public static let description = RuleDescription(
        id: "locator-outside-composition-root",
        defaultSeverity: .warning,
        summary: "A container or service locator resolved from outside the composition root",
        rationale: """
            composition_root: in .dilint.yml names the files where the app builds its object \
            graph: its assemblies, its registrations, its app delegate. Anywhere else, asking a \
            container or a service locator for a dependency makes the caller depend on the \
            container and hides what it needs: its initializer no longer says it, a test has to \
            fill a container, and a missing registration shows only at run time (the Service \
            Locator anti-pattern). Reported: a direct resolution (container.resolve(X.self), \
            Resolver.resolve(), Container.shared.api(), a locator's get) and a call of the \
            project's own forwarder (DI.resolve()), in a file outside composition_root. Not \
            reported: a resolution inside a registration's factory closure, in the initializer \
            of a type a conformance container builds and hands itself to, in the body of a \
            forwarder or property wrapper, and in test code (a test is its own composition \
            root). Property-wrapper injection (@Injected, @Dependency, a project's own wrapper) \
            is the framework's design and is reported only with include_property_wrappers: \
            true. Pass the dependency in through the initializer instead.
            """,
        options: [
            RuleOption(name: "include_property_wrappers", type: "boolean", defaultValue: "false",
                       summary: "Also report property-wrapper injection (@Injected, @Inject, @Dependency, a project's own wrapper) outside the composition root.",
                       placement: .underRule),
        ],
        exampleConfiguration: """
            composition_root: [App/**]
            """,
        triggeringExamples: [
            """
            // file: App/Wiring.swift
            import Swinject
            let container = Container()
            // file: Features/Cart.swift
            import Swinject
            final class CartModel {
                let pricing = container.↓resolve(Pricing.self)!
            }
            protocol Pricing {}
            """,
            """
            // file: Features/Profile.swift
            import Resolver
            final class ProfileModel {
                private let session: Session = Resolver.↓resolve()
            }
            final class Session {}
            """,
            """
            // file: App/Keys.swift
            import Factory
            final class Clock {}
            extension Container {
                var clock: Factory<Clock> { self { Clock() } }
            }
            // file: Features/Timer.swift
            import Factory
            final class TimerModel {
                let clock = Container.shared.↓clock()
            }
            """,
            """
            // file: App/DI.swift
            import Swinject
            enum DI {
                static let container = Container()
                static func resolve<T>() -> T { container.resolve(T.self)! }
            }
            // file: Features/Search.swift
            final class SearchModel {
                let index: SearchIndex = ↓DI.resolve()
            }
            final class SearchIndex {}
            """,
            """
            // file: Features/Map.swift
            import Dip
            final class MapModel {
                func load(_ container: DependencyContainer) throws {
                    let tiles = try container.↓resolve() as Tiles
                    _ = tiles
                }
            }
            final class Tiles {}
            """,
            """
            // file: Features/Feed.swift
            final class FeedModel {
                let store: Store? = ServiceLocator.shared.↓getService()
            }
            protocol Store {}
            """,
        ],
        nonTriggeringExamples: [
            """
            // file: App/Wiring.swift
            import Swinject
            protocol Pricing {}
            final class Cart { init(pricing: Pricing) {} }
            func wire(_ container: Container) {
                container.register(Cart.self) { r in Cart(pricing: r.resolve(Pricing.self)!) }
                _ = container.resolve(Cart.self)
            }
            """,
            """
            // file: Features/Cart.swift
            import Swinject
            protocol Pricing {}
            final class Cart { init(pricing: Pricing) {} }
            func wire(_ container: Container) {
                container.register(Cart.self) { r in Cart(pricing: r.resolve(Pricing.self)!) }
            }
            """,
            """
            // file: Features/Profile.swift
            import Resolver
            final class Session {}
            final class ProfileModel {
                @Injected var session: Session
            }
            """,
            """
            // file: Features/Cart.swift
            protocol Pricing {}
            final class CartModel {
                let pricing: Pricing
                init(pricing: Pricing) { self.pricing = pricing }
            }
            """,
            """
            // file: Tests/CartTests.swift
            import Swinject
            import XCTest
            protocol Pricing {}
            final class CartTests: XCTestCase {
                func testPricing() {
                    let container = Container()
                    XCTAssertNil(container.resolve(Pricing.self))
                }
            }
            """,
            """
            // file: Features/Orders.swift
            import Factory
            final class Orders {}
            extension Container {
                var orders: Factory<Orders> { self { Orders() } }
            }
            final class OrdersModel {
                @Injected(\\.orders) var orders
            }
            """,
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let architecture = ArchitectureLayers(context.configuration)
        guard architecture.describesCompositionRoot else { return [] }
        let includeWrappers = context.configuration.rules[Self.id]?.option("include_property_wrappers")?.string == "true"
        let bodies = TemplateBodies(context)
        let graph = context.project.graph
        var requestTypes: [SourceLocation: String] = [:]
        for index in graph.requests.indices {
            if let type = graph.requests[index].type { requestTypes[graph.requests[index].resolution.location] = type }
        }
        var registered: [String: SourceLocation] = [:]
        for provider in graph.providers {
            for type in provider.types where registered[type] == nil { registered[type] = provider.registration.location }
        }
        var found: [Diagnostic] = []
        for file in context.files where !file.facts.resolutions.isEmpty {
            guard !architecture.isInCompositionRoot(file.path), !TestFiles.isTestCode(path: file.path, module: file.module, imports: file.outline.imports.map(\.rootModule), in: context.project) else { continue }
            for resolution in file.facts.resolutions {
                switch resolution.site {
                case .filled: continue
                case .wrapper: guard includeWrappers else { continue }
                case .call, .forwarder:
                    if case .registration = resolution.owner { continue }
                    if case .type = resolution.owner, resolution.dialect == .conformance { continue }
                }
                guard !bodies.contains(resolution.symbol) else { continue }
                let type = requestTypes[resolution.location] ?? Self.written(resolution.demand)
                let what = type.map { "'\($0)'" } ?? "a dependency"
                let how: String
                switch resolution.site {
                case .forwarder: how = "resolves \(what) through the project's forwarder"
                case .wrapper: how = "injects \(what) with a property wrapper"
                default: how = "resolves \(what) from the container"
                }
                let place = resolution.symbol.map { "'\($0)' " } ?? ""
                let notes = type.flatMap { registered[$0] }.map {
                    [DiagnosticNote(message: "'\(type!)' is registered here: build what needs it there, and pass it in", location: $0)]
                } ?? []
                found.append(diagnostic(
                    "\(place)\(how) outside the composition root: the dependency is hidden from its callers and its tests; pass \(type.map { "'\($0)'" } ?? "it") in through the initializer",
                    at: resolution.location, notes: notes, symbol: resolution.symbol, in: context))
            }
        }
        return found
    }

    /// The type a resolution names where it is written, when it names one.
    private static func written(_ demand: TypeDemand) -> String? {
        switch demand {
        case .type(let written): return written.description
        case .keyPath(_, let name): return "\\." + name
        case .knitAccessor(let name): return name
        default: return nil
        }
    }

}

/// The bodies of the project's own forwarders and property wrappers, found in the code
/// (`Project.isInTemplateBody`) or named in `.dilint.yml`: the resolution inside one is what
/// each use of it asks for, and each use is recorded on its own.
private struct TemplateBodies {
    let project: Project
    let forwarders: Set<String>
    let wrappers: [String]

    init(_ context: RuleContext) {
        project = context.project
        forwarders = Set(context.configuration.containers.forwarders)
        wrappers = context.configuration.containers.wrappers.map { $0 + "." }
    }

    func contains(_ symbol: String?) -> Bool {
        guard let symbol else { return false }
        if project.isInTemplateBody(symbol) || wrappers.contains(where: { symbol.hasPrefix($0) }) { return true }
        // `inject()`, `DI.inject()`: the function's own name, before its parameters.
        let function = symbol.split(separator: "(").first.map { $0.split(separator: ".").last.map(String.init) ?? "" } ?? ""
        return forwarders.contains(function)
    }
}
