import Analyzer
import DilintFacts
import DilintSyntax

/// A registration made available, unchecked, under a type it does not conform to: the
/// first resolution of that alias crashes (SPEC §7).
public struct AliasMismatchRule: Rule {
    public static let description = RuleDescription(
        id: "alias-mismatch",
        defaultSeverity: .error,
        summary: "A registration offered under a type it does not conform to",
        rationale: """
            DITranquillity's .as(P.self), the .implements(P.self) of Resolver and Dip, and a \
            service locator's addService(x, as: P.self) taking the service as Any take any \
            type: the compiler does not check that the registered type conforms to P, and \
            neither does DITranquillity's own graph validation. Resolving P then fails on the cast, \
            the first time and every time: DITranquillity and Resolver stop the app, Dip throws. dilint reports it when it \
            sees the registered type whole — its declaration, its extensions and its \
            superclasses in the analyzed code — and none of them conforms to P; when any part of \
            it is out of sight (a superclass from a framework, a conformance a macro adds) it \
            says nothing. DITranquillity's .as(check: P.self) { $0 } is checked by the compiler \
            and never reported.
            """,
        triggeringExamples: [
            """
            import DITranquillity
            protocol Store {}
            final class DiskStore {}
            func configure(_ container: DIContainer) {
                container.register(DiskStore.init).↓as(Store.self)
            }
            """,
            """
            import DITranquillity
            protocol Reading {}
            protocol Writing {}
            final class Journal: Reading {}
            func configure(_ container: DIContainer) {
                container.register(Journal.init).↓as((Reading & Writing).self)
            }
            """,
            """
            import DITranquillity
            protocol Reading {}
            protocol Writing {}
            typealias Archive = Reading & Writing
            final class Journal: Writing {}
            func configure(_ container: DIContainer) {
                container.register { Journal() }.↓as(Archive.self)
            }
            """,
            """
            import Resolver
            protocol Tracking {}
            final class Analytics {}
            extension Resolver: ResolverRegistering {
                public static func registerAllServices() {
                    register { Analytics() }.↓implements(Tracking.self)
                }
            }
            """,
            """
            import Dip
            protocol Locating {}
            class Sensor {}
            final class Compass: Sensor {}
            func configure(_ container: DependencyContainer) {
                container.register { Compass() }.↓implements(Locating.self)
            }
            """,
            """
            import DITranquillity
            protocol Store {}
            protocol Cache {}
            final class DiskStore: Store {}
            func configure(_ container: DIContainer) {
                container.register(DiskStore.init).as(Store.self).↓as(Cache.self)
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            import DITranquillity
            protocol Store {}
            final class DiskStore: Store {}
            func configure(_ container: DIContainer) {
                container.register(DiskStore.init).as(Store.self)
            }
            """,
            """
            import DITranquillity
            protocol Store {}
            final class DiskStore {}
            extension DiskStore: Store {}
            func configure(_ container: DIContainer) {
                container.register(DiskStore.init).as(Store.self)
            }
            """,
            """
            import DITranquillity
            protocol Store {}
            protocol Cache: Store {}
            class Base: Cache {}
            final class DiskStore: Base {}
            func configure(_ container: DIContainer) {
                container.register(DiskStore.init).as(Store.self)
            }
            """,
            """
            import UIKit
            import DITranquillity
            protocol Screen {}
            final class HomeController: UIViewController {}
            func configure(_ container: DIContainer) {
                container.register(HomeController.init).as(Screen.self)
            }
            """,
            """
            import DITranquillity
            protocol Store {}
            final class DiskStore {}
            func configure(_ container: DIContainer) {
                container.register(DiskStore.init).as(check: Store.self) { $0 }
            }
            """,
            """
            import Resolver
            protocol Tracking {}
            final class Analytics: Tracking {}
            extension Resolver: ResolverRegistering {
                public static func registerAllServices() {
                    register { Analytics() }.implements(Tracking.self)
                }
            }
            """,
        ])

    public init() {}

    /// Attributes that add no conformance; any other (a macro's) may.
    static let plainAttributes: Set<String> = ["MainActor", "objc", "objcMembers", "available", "frozen", "usableFromInline",
                                               "preconcurrency", "unchecked", "dynamicMemberLookup", "propertyWrapper", "globalActor"]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let types = context.types
        var found: [Diagnostic] = []
        // Registrations made in one type read their names from one place: each place's
        // lookup context is worked out once.
        var contexts: [Place: LookupContext] = [:]
        func lookupContext(_ written: WrittenType, in file: FileAnalysis) -> LookupContext {
            let place = Place(scope: written.scope, module: file.module, file: types.hasOwnNames(file.path) ? file.path : nil)
            if let known = contexts[place] { return known }
            let made = types.context(module: place.module, enclosingTypePath: place.scope.joined(separator: "."), file: place.file)
            contexts[place] = made
            return made
        }
        for file in context.files {
            for registration in file.facts.registrations where !registration.uncheckedAliases.isEmpty {
                let built = registration.concrete ?? registration.key
                guard let id = Self.seenWhole(built, in: lookupContext(built, in: file), types) else { continue }
                for alias in registration.uncheckedAliases {
                    let parts = Self.parts(of: alias.type, in: lookupContext(alias.type, in: file), types)
                    let missing = parts.filter { !types.inheritance.isSubtype(.declared(id), of: .declared($0)) }
                    guard !parts.isEmpty, !missing.isEmpty else { continue }
                    let name = types[id].qualifiedName
                    let missed = missing.map { "'\(types[$0].qualifiedName)'" }.joined(separator: " and ")
                    var notes = [DiagnosticNote(message: "'\(name)' is declared here, and neither it, its extensions nor its superclasses conform to \(missed)",
                                                location: types[id].site.location)]
                    notes += missing.map { DiagnosticNote(message: "'\(types[$0].qualifiedName)' is declared here", location: types[$0].site.location) }
                    // Dip checks the cast and throws; the others force it.
                    let failure = registration.dialect == .dip ? "throws DipError.invalidType" : "stops the app"
                    found.append(diagnostic(
                        "'\(name)' is registered as '\(alias.type)', which it does not conform to (\(missed) missing): the compiler lets this through, and resolving '\(alias.type)' \(failure); make '\(name)' conform, or register it as what it is",
                        at: alias.location, notes: notes, symbol: registration.symbol, in: context))
                }
            }
        }
        return found
    }

    /// Where names are read: the file counts only when a name read there is one a file
    /// declares privately.
    private struct Place: Hashable {
        var scope: [String]
        var module: String
        var file: String?
    }

    /// The declared, non-protocol type `written` names, when the analyzed code declares its
    /// whole inheritance: no superclass or inherited entry from elsewhere, no macro.
    private static func seenWhole(_ written: WrittenType, in context: LookupContext, _ types: TypeTable) -> TypeID? {
        guard case .named(let components) = written.written, components.allSatisfy({ $0.genericArguments.isEmpty }),
              case .declared(let id)? = types.reference(written.written, in: context), types[id].kind != .protocol,
              types[id].genericParameters.isEmpty,
              types[id].attributes.allSatisfy({ plainAttributes.contains($0.name) }) else { return nil }
        let chain = [TypeReference.declared(id)] + types.inheritance.superclasses(of: .declared(id))
        guard chain.allSatisfy({ $0.declaredID != nil }) else { return nil }
        // A class's first entry the analyzed code does not declare may be its superclass.
        for link in chain {
            guard let linkID = link.declaredID else { return nil }
            if types[linkID].kind == .class, types.inheritance.edges(from: link).contains(where: { $0.kind == .undetermined }) { return nil }
        }
        return id
    }

    /// The declared protocols and classes an alias stands for: one, or the parts of a
    /// composition (written, or behind a typealias). Empty when any part is not declared
    /// here or is generic: what it is then is out of sight.
    private static func parts(of alias: WrittenType, in context: LookupContext, _ types: TypeTable) -> [TypeID] {
        var written = alias.written
        if case .any(let inner) = written { written = inner }
        let references = types.references(written, in: context)
        guard !references.isEmpty else { return [] }
        var parts: [TypeID] = []
        for reference in references {
            guard case .declared(let id) = reference, types[id].kind == .protocol || types[id].kind == .class,
                  types[id].genericParameters.isEmpty else { return [] }
            parts.append(id)
        }
        return parts
    }
}
