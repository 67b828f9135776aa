import Analyzer
import DilintFacts
import DilintSyntax

/// State that many parts of the app share and can change (SPEC §7).
public struct SharedMutableStateRule: Rule {
    public static let description = RuleDescription(
        id: "shared-mutable-state",
        defaultSeverity: .warning,
        summary: "Global and static variables, singletons and shared-lifetime services with mutable stored state",
        rationale: """
            State that every screen reaches through a global, a static, a singleton or a container's \
            shared instance can be changed by any of them, from any thread, in any order. A request \
            object reused across calls or a loader whose queue every screen shares breaks in ways no \
            single screen's code shows. Make the state immutable, isolate it (an actor, @MainActor), \
            or have a factory give each user an instance of its own.
            """,
        triggeringExamples: [
            """
            var ↓requestCount = 0
            """,
            """
            final class Settings {
                static var ↓theme = "light"
            }
            """,
            """
            final class MovieLoader {
                static let ↓shared = MovieLoader()
                private var queue: [URL] = []
            }
            """,
            """
            final class Cache {
                static let ↓shared = Cache()
                var entries: [String: Data] = [:]
            }
            """,
            """
            final class Session {
                static let ↓current = Session()
                var token: String?
            }
            """,
            """
            enum Counters {
                static var ↓launches = 0
            }
            """,
            """
            final class Store {
                static let ↓shared = Store()
                lazy var items: [Int] = []
                func add(_ i: Int) { items.append(i) }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            let requestCount = 0
            """,
            """
            final class Settings {
                static let theme = "light"
            }
            """,
            """
            actor MovieLoader {
                static let shared = MovieLoader()
                private var queue: [URL] = []
            }
            """,
            """
            @MainActor
            final class Cache {
                static let shared = Cache()
                var entries: [String: Data] = [:]
            }
            """,
            """
            final class Session {
                static let current = Session()
                let token: String? = nil
                var isValid: Bool { token != nil }
            }
            """,
            """
            struct LoaderFactory {
                func make() -> Loader { Loader() }
            }
            final class Loader {
                var queue: [URL] = []
            }
            """,
            """
            final class Formatter {
                static let shared = Formatter()
                lazy var formatter = makeFormatter()
                func makeFormatter() -> Int { 1 }
            }
            """,
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        // A file with top-level statements is a script (`main.swift`, a playground): its
        // variables are the script's locals, not state the app shares.
        // Files by index: a `FileAnalysis` copied out retains a dozen objects.
        let files = context.files
        for fileIndex in files.indices where files[fileIndex].syntax.statements.isEmpty && !PackageManifestReader.isAnyManifest(path: files[fileIndex].path) {
            let file = files[fileIndex].file
            for declaration in files[fileIndex].syntax.declarations where declaration.kind == .variable && !declaration.isLet {
                if declaration.attributes.contains(where: { context.types.globalActorNames.contains($0.name) }) { continue }
                for binding in declaration.bindings where !binding.isComputed {
                    found.append(diagnostic(
                        "global variable '\(binding.name)' is mutable state every part of the app shares; make it a 'let', isolate it to an actor or '@MainActor', or pass it to the code that needs it",
                        at: file.location(of: binding.offset), symbol: binding.name, in: context))
                }
            }
        }
        let table = context.types
        for id in table.typesWithStaticState() {
            let type = table[id]
            guard !table.isFilePrivate(type.id) else { continue }
            for memberIndex in type.members.indices where type.members[memberIndex].kind == .storedProperty && type.members[memberIndex].isStatic {
                let member = type.members[memberIndex]
                guard !member.isLet, !table.isIsolated(member) else { continue }
                found.append(diagnostic(
                    "static variable '\(type.qualifiedName).\(member.name)' is mutable state shared by every user of '\(type.qualifiedName)'; make it a 'let', isolate it to an actor or '@MainActor', or inject it where it is needed",
                    at: member.site.file.location(of: member.binding?.offset ?? member.site.offset), symbol: "\(type.qualifiedName).\(member.name)", in: context))
            }
            if type.kind == .class, let singleton = singletonAccessor(of: type) {
                let mutable = table.mutableStoredProperties(of: type.id)
                guard !mutable.isEmpty else { continue }
                found.append(diagnostic(
                    "'\(type.qualifiedName)' is a singleton ('static let \(singleton.name)') with mutable stored properties \(mutable.map { "'\($0.name)'" }.joined(separator: ", ")); every user shares and can change them — isolate it (actor, '@MainActor') or have a factory give each user its own instance",
                    at: singleton.site.file.location(of: singleton.binding?.offset ?? singleton.site.offset),
                    notes: mutable.map { DiagnosticNote(message: "'\($0.name)' is a stored 'var'", location: $0.site.file.location(of: $0.binding?.offset ?? $0.site.offset)) },
                    symbol: "\(type.qualifiedName).\(singleton.name)", in: context))
            }
        }
        found += sharedRegistrations(context, alreadyReported: Set(found.compactMap(\.symbol).map { String($0.split(separator: ".").first ?? "") }))
        return found
    }

    /// (d) A class a container hands out as one shared instance, with mutable stored state:
    /// reported once per class, at its first registration.
    private func sharedRegistrations(_ context: RuleContext, alreadyReported: Set<String>) -> [Diagnostic] {
        var seen = Set<TypeID>()
        var found: [Diagnostic] = []
        let providers = context.project.graph.providers.filter { $0.registration.lifetime == .singleton }
            .sorted { $0.registration.location < $1.registration.location }
        for provider in providers {
            guard let built = provider.concrete ?? provider.types.first,
                  let id = context.types.type(named: built, module: provider.module),
                  context.types[id].kind == .class, !alreadyReported.contains(context.types[id].qualifiedName),
                  seen.insert(id).inserted else { continue }
            let mutable = context.types.mutableStoredProperties(of: id)
            guard !mutable.isEmpty else { continue }
            let name = context.types[id].qualifiedName
            found.append(diagnostic(
                "'\(name)' is registered here as one shared instance (\(provider.registration.dialect.displayName)) with mutable stored properties \(mutable.map { "'\($0.name)'" }.joined(separator: ", ")); every user shares and can change them — isolate it (actor, '@MainActor') or register a factory that gives each user its own instance",
                at: provider.registration.location,
                notes: mutable.map { DiagnosticNote(message: "'\($0.name)' is a stored 'var'", location: $0.site.file.location(of: $0.binding?.offset ?? $0.site.offset)) },
                symbol: name, in: context))
        }
        return found
    }

    /// A `static let` holding an instance of the type itself: `static let shared = Loader()`.
    private func singletonAccessor(of type: DeclaredType) -> TypeMember? {
        type.members.first { member in
            guard member.isStatic, member.isLet, member.kind == .storedProperty, let binding = member.binding else { return false }
            if let annotation = binding.type?.unwrappingOptional.type.nominalName {
                return annotation == type.name || annotation == type.qualifiedName || annotation == "Self"
            }
            guard let value = binding.initializer, case .call(let callee, _, _) = value.kind else { return false }
            switch callee.kind {
            case .identifier(let name): return name == type.name || name == "Self"
            case .member(nil, "init", _): return true
            case .member(let base?, "init", _):
                if case .identifier(let name) = base.kind { return name == type.name || name == "Self" }
                return false
            default: return false
            }
        }
    }
}
