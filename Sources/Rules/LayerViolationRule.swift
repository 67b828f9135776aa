import Analyzer
import DilintFacts
import DilintSyntax

/// A file of one layer importing, naming or resolving from a container what a layer it may
/// not use declares (SPEC §7, `layers:` in `.dilint.yml`).
public struct LayerViolationRule: Rule {
    public static let description = RuleDescription(
        id: "layer-violation",
        defaultSeverity: .error,
        summary: "A layer uses, imports or resolves what a layer it may not use declares",
        rationale: """
            layers: in .dilint.yml says which files make each layer (by paths or by modules) \
            and which other layers each may use (may_use, not transitive) or which modules it \
            may not import (may_not_import). A file of a layer may use its own layer and those \
            its may_use names. Reported, once per file and type or module, at its first use: \
            an import of a module of another layer, or of one may_not_import names; a type of \
            another layer named in an annotation, an inheritance list, an initializer call, a \
            metatype, a static member, an extension or a generic argument; and what only a \
            linter that reads the container can see — a resolution from the container of a \
            type of a layer it may not use, which no import or type name shows (a Factory key \
            path, a property typed by inference). A type whose name a layer it may use (or \
            code in no layer) also declares is taken for that one and not reported. Files in \
            no layer are not checked. The rule is silent until layers: is written; dilint \
            init proposes one from the modules and their imports.
            """,
        exampleConfiguration: """
            layers:
              Domain:
                paths: [Domain/**]
                may_not_import: [UIKit]
              Data:
                paths: [Data/**]
                may_use: [Domain]
              Presentation:
                paths: [Presentation/**]
                may_use: [Domain]
            """,
        triggeringExamples: [
            """
            // file: Data/RemoteOrders.swift
            final class RemoteOrders {}
            // file: Domain/PlaceOrder.swift
            final class PlaceOrder {
                let orders = ↓RemoteOrders()
            }
            """,
            """
            // file: Domain/Order.swift
            ↓import UIKit
            struct Order { let title: String }
            """,
            """
            // file: Data/OrderRecord.swift
            struct OrderRecord { let id: Int }
            // file: Presentation/OrderRow.swift
            struct OrderRow {
                func show(_ record: ↓OrderRecord) {}
            }
            """,
            """
            // file: Data/RemoteOrders.swift
            final class RemoteOrders {}
            // file: Domain/Listing.swift
            import Swinject
            final class Listing {
                func load(_ resolver: Resolver) {
                    _ = resolver.↓resolve(RemoteOrders.self)
                }
            }
            """,
            """
            // file: Data/Endpoints.swift
            import Factory
            final class RemoteOrders {}
            extension Container {
                var remoteOrders: Factory<RemoteOrders> { self { RemoteOrders() } }
            }
            // file: Presentation/OrdersModel.swift
            import Factory
            final class OrdersModel {
                @Injected(↓\\.remoteOrders) var orders
            }
            """,
            """
            // file: Presentation/Theme.swift
            struct Theme {}
            // file: Domain/Formatting.swift
            extension ↓Theme {
                static let plain = Theme()
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            // file: Domain/Orders.swift
            protocol Orders {}
            // file: Data/RemoteOrders.swift
            final class RemoteOrders: Orders {}
            """,
            """
            // file: Domain/Orders.swift
            protocol Orders {}
            // file: Presentation/OrdersModel.swift
            import Swinject
            final class OrdersModel {
                init(resolver: Resolver) {
                    let orders = resolver.resolve(Orders.self)!
                    _ = orders
                }
            }
            """,
            """
            // file: Data/Status.swift
            enum Status { case ok }
            // file: Domain/Order.swift
            struct Order {
                enum Status { case open }
                let status: Status
            }
            """,
            """
            // file: Data/Cache.swift
            final class Cache {}
            // file: Domain/Box.swift
            struct Box<Cache> {
                let value: Cache
            }
            """,
            """
            // file: Data/RemoteOrders.swift
            final class RemoteOrders {}
            // file: App/Wiring.swift
            let orders = RemoteOrders()
            """,
            """
            // file: Data/RemoteOrders.swift
            final class RemoteOrders {}
            // file: Domain/Notes.swift
            // RemoteOrders is the Data layer's; Domain only names it in comments.
            let note = "RemoteOrders"
            """,
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let architecture = ArchitectureLayers(context.configuration)
        guard !architecture.isEmpty else { return [] }
        let map = LayerMap(context.project, architecture)
        guard map.hasLayeredFiles else { return [] }
        var found: [Diagnostic] = []
        for (index, file) in context.files.enumerated() {
            guard let layer = map.fileLayers[index] else { continue }
            found += importViolations(file, layer: layer, map, context)
            found += typeViolations(file, layer: layer, map, context)
        }
        return found
    }

    private func importViolations(_ file: FileAnalysis, layer: Int, _ map: LayerMap, _ context: RuleContext) -> [Diagnostic] {
        let configured = map.architecture.layers[layer]
        var reported = Set<String>()
        var found: [Diagnostic] = []
        for imported in file.outline.imports {
            let module = imported.rootModule
            guard module != ModuleInfo.importName(of: file.module), !reported.contains(module) else { continue }
            let location = file.file.location(of: imported.offset)
            if configured.mayNotImport.contains(where: { $0.name == module }) {
                reported.insert(module)
                found.append(diagnostic(
                    "layer '\(configured.name)' imports '\(module)', which its may_not_import names",
                    at: location, symbol: module, in: context))
            } else if let other = map.moduleLayers[module], !map.architecture.layer(layer, mayUse: other) {
                reported.insert(module)
                let otherName = map.architecture.layers[other].name
                found.append(diagnostic(
                    "layer '\(configured.name)' imports '\(module)', a module of layer '\(otherName)', which it may not use\(map.allowedText(layer))",
                    at: location, symbol: module, in: context))
            }
        }
        return found
    }

    private func typeViolations(_ file: FileAnalysis, layer: Int, _ map: LayerMap, _ context: RuleContext) -> [Diagnostic] {
        var visible = Set(file.outline.imports.map(\.rootModule))
        visible.insert(ModuleInfo.importName(of: file.module))
        let named = file.typeReferences
        let scopes = named?.scopes ?? []
        // Each name this file may not use, with the declaration it stands for.
        func forbidden(_ name: String) -> LayerMap.Declared? {
            guard let declared = map.declared[name] else { return nil }
            let seen = declared.filter { visible.contains($0.module) && ($0.privateFile == nil || $0.privateFile == file.path) }
            func permitted(_ other: Int?) -> Bool { other.map { map.architecture.layer(layer, mayUse: $0) } ?? true }
            // A name a permitted layer declares too may be that one: at the top level, or
            // nested in a type this file declares or extends.
            guard !seen.isEmpty, !seen.contains(where: { permitted($0.layer) }),
                  !(map.nestedIn[name]?.contains { scopes.contains($0.outer) && permitted($0.layer) } ?? false) else { return nil }
            return seen[0]
        }
        var first: [String: (location: SourceLocation, how: String)] = [:]
        var namedHere = Set<String>()
        for request in map.requests(in: file.path) {
            guard let name = request.name, forbidden(name) != nil else { continue }
            if let known = first[name], known.location < request.location { continue }
            first[name] = (request.location, "resolves from the container")
        }
        for use in named?.firstUses(qualifiedBy: map.moduleNames) ?? [] where forbidden(use.name) != nil {
            namedHere.insert(use.name)
            let location = file.file.location(of: use.offset)
            if let known = first[use.name], known.location <= location { continue }
            first[use.name] = (location, "uses (\(use.kind.described))")
        }
        let configured = map.architecture.layers[layer]
        return first.keys.sorted { first[$0]!.location < first[$1]!.location }.compactMap { name in
            guard let use = first[name], let declaration = forbidden(name), let other = declaration.layer else { return nil }
            let otherName = map.architecture.layers[other].name
            var message = "layer '\(configured.name)' \(use.how) '\(name)' of layer '\(otherName)', which it may not use\(map.allowedText(layer))"
            message += namedHere.contains(name)
                ? "; move '\(name)' to a layer '\(configured.name)' may use, or depend on a protocol such a layer declares"
                : "; the file never names '\(name)', only the container shows this dependency: ask for a protocol '\(configured.name)' may use, and register '\(name)' as it in the composition root"
            let note = DiagnosticNote(message: "'\(name)' is declared here, in layer '\(otherName)'", location: declaration.location)
            return diagnostic(message, at: use.location, notes: [note], symbol: name, in: context)
        }
    }
}

private extension TypeReferences.Kind {
    var described: String {
        switch self {
        case .extensionOf: "an extension"
        case .initializerCall: "an initializer call"
        case .metatype: "a metatype"
        case .staticMember: "a static member"
        case .reference: "a type reference"
        }
    }
}
