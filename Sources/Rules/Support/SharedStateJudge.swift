import Analyzer
import DilintFacts
import DilintSyntax

/// What `shared-mutable-state` decides for each candidate: whether the state is written
/// after construction, outside launch and test code, by a write nothing protects.
struct SharedStateJudge {
    let context: RuleContext
    let includeTests: Bool

    struct Finding {
        var message: String
        var location: SourceLocation
        var notes: [DiagnosticNote]
        var symbol: String
        /// `nonisolated(unsafe)`: the author has said it is safe; a note, not a warning.
        var isDeliberate = false
    }

    private var types: TypeTable { context.types }
    private var state: SharedState { context.project.sharedState }
    static let notedWrites = 3

    // MARK: Globals and statics

    func globals() -> [Finding] {
        var found: [Finding] = []
        let files = context.files
        for global in state.globals {
            let (file, declaration, binding) = (files[global.file], global.declaration, global.binding)
            guard includeTests || !isTestModule(file.module) && !TestCode.isTestPath(file.path) else { continue }
            guard !types.isIsolated(declaration.attributes), !isManaged(declaration.attributes), !isSafeStorage(binding) else { continue }
            let deliberate = declaration.modifiers.contains(.nonisolated)
            if isSwift6(file.module), !deliberate { continue }
            let property = SharedState.Property(owner: .global(path: file.path, offset: binding.offset), name: binding.name, isStatic: true)
            guard let writes = unprotectedWrites(to: property, owner: nil) else { continue }
            found.append(Finding(
                message: "global variable '\(binding.name)' is shared mutable state, written at run time with nothing to protect it; make it a 'let', isolate it (an actor, '@MainActor'), or inject it where it is needed",
                location: file.file.location(of: binding.offset), notes: notes(writes, name: binding.name), symbol: binding.name,
                isDeliberate: deliberate))
        }
        return found
    }

    func statics() -> [Finding] {
        var found: [Finding] = []
        for id in types.typesWithStaticState() where mayShare(id) {
            let type = types[id]
            for member in types.staticVariables(of: id) {
                guard !types.isIsolated(member), !isManaged(member.attributes), member.binding.map(isSafeStorage) != true else { continue }
                let deliberate = member.modifiers.contains(.nonisolated)
                if isSwift6(type.module), !deliberate, !isUncheckedSendable(id) { continue }
                let property = SharedState.Property(owner: .type(id), name: member.name, isStatic: true)
                guard let writes = unprotectedWrites(to: property, owner: nil) else { continue }
                let name = "\(type.qualifiedName).\(member.name)"
                found.append(Finding(
                    message: "static variable '\(name)' is shared by every user of '\(type.qualifiedName)' and written at run time with nothing to protect it; make it a 'let', isolate it (an actor, '@MainActor'), or inject it where it is needed",
                    location: member.site.file.location(of: member.binding?.offset ?? member.site.offset),
                    notes: notes(writes, name: member.name), symbol: name, isDeliberate: deliberate))
            }
        }
        return found
    }

    // MARK: Shared instances

    /// (c) Singletons: a class with `static let shared = Self()`, at that accessor.
    func singletons() -> (diagnostics: [Finding], types: Set<TypeID>) {
        var found: [Finding] = []
        var reported = Set<TypeID>()
        for id in types.typesWithStaticState() where types[id].kind == .class && mayShare(id) {
            // A singleton reached only on a global actor (`@MainActor static let shared`) is isolated.
            guard let accessor = types.sharedInstanceAccessor(of: id), !types.isIsolated(accessor.attributes) else { continue }
            let written = writtenProperties(of: id)
            guard !written.isEmpty else { continue }
            let type = types[id]
            reported.insert(id)
            found.append(Finding(
                message: "'\(type.qualifiedName)' is a singleton ('static let \(accessor.name)') whose stored \(listed(written)) \(written.count == 1 ? "is" : "are") written after construction with nothing to protect \(written.count == 1 ? "it" : "them"); every user shares \(written.count == 1 ? "it" : "them") — protect \(written.count == 1 ? "it" : "them"): a lock, a queue, an actor, or '@MainActor'",
                location: accessor.site.file.location(of: accessor.binding?.offset ?? accessor.site.offset),
                notes: written.flatMap { notes($0.writes, name: $0.name) }, symbol: "\(type.qualifiedName).\(accessor.name)"))
        }
        return (found, reported)
    }

    /// (d) A class a container hands out as one shared instance: reported once per class,
    /// at its first registration.
    func sharedRegistrations(alreadyReported: Set<TypeID>) -> [Finding] {
        var seen = alreadyReported
        var found: [Finding] = []
        let providers = context.project.graph.providers.filter { $0.registration.lifetime == .singleton }
            .sorted { $0.registration.location < $1.registration.location }
        for provider in providers {
            guard let built = provider.concrete ?? provider.types.first, let id = types.type(named: built, module: provider.module),
                  types[id].kind == .class, mayShare(id), seen.insert(id).inserted else { continue }
            let written = writtenProperties(of: id)
            guard !written.isEmpty else { continue }
            let name = types[id].qualifiedName
            let resolvedOnce = context.project.graph.requests.filter { $0.type.map(provider.types.contains) == true }.count <= 1
            let factory = resolvedOnce ? "; or, as only one place resolves it, register a factory that gives each user its own instance" : ""
            found.append(Finding(
                message: "'\(name)' is registered here as one shared instance (\(provider.registration.dialect.displayName)) and its stored \(listed(written)) \(written.count == 1 ? "is" : "are") written after construction with nothing to protect \(written.count == 1 ? "it" : "them") — protect \(written.count == 1 ? "it" : "them"): a lock, a queue, an actor, or '@MainActor'\(factory)",
                location: provider.registration.location, notes: written.flatMap { notes($0.writes, name: $0.name) }, symbol: name))
        }
        return found
    }

    /// The stored `var`s of a shared instance written, unprotected, after construction,
    /// when one of them is written by code that runs later: then the instance is used from
    /// more than one place in time, and every unprotected property is at risk.
    private func writtenProperties(of id: TypeID) -> [(name: String, writes: [SharedState.Write])] {
        let written = types.mutableStoredProperties(of: id).compactMap { member -> (name: String, writes: [SharedState.Write])? in
            guard !isManaged(member.attributes), member.binding.map(isSafeStorage) != true else { return nil }
            let property = SharedState.Property(owner: .type(id), name: member.name, isStatic: false)
            return unprotectedWrites(to: property, owner: id, needingLaterWrite: false).map { (member.name, $0) }
        }
        return Self.twoThreadsCanMeet(written.flatMap(\.writes)) ? written : []
    }

    /// Whether the unprotected writes show that two threads can meet: one runs later (in a
    /// closure, `async` code, a function a closure calls), and one need not run on the
    /// main thread (a `Task`, `async` code, a background queue or chain, an actor, or such
    /// a caller) or the writes (protected or not) come from more than one file — features
    /// that know nothing of each other's threads. Writes all in one file, in callbacks
    /// whose thread the analyzed code cannot tell, are left alone: that is where the rule
    /// was mostly wrong.
    static func twoThreadsCanMeet(_ writes: [SharedState.Write]) -> Bool {
        let unprotected = writes.filter { $0.guardedBy == nil }
        guard unprotected.contains(where: \.runsLater) else { return false }
        return unprotected.contains(where: \.mayRunOffMain) || Set(writes.map(\.file.path)).count > 1
    }

    // MARK: The decision

    /// The writes made after construction, when at least one is and they are not all
    /// under one kind of protection (all on the main actor, or all under locks and
    /// queues); nil when the state is not shared mutable state. Unprotected writes first.
    private func unprotectedWrites(to property: SharedState.Property, owner: TypeID?, needingLaterWrite: Bool = true) -> [SharedState.Write]? {
        let after = state.writes(to: property).filter { write in
            if write.isTestCode, !includeTests { return false }
            if write.reach == .nowhere || write.reach == .launch { return false }
            if write.write.inClosure { return true }
            if write.write.function == .launch { return false }
            if let owner, write.write.function == .initializer || write.write.function == .deinitializer, let writer = write.writer,
               writer == owner || types.inheritance.isSubtype(.declared(writer), of: .declared(owner)) {
                return false
            }
            return true
        }
        guard !after.isEmpty else { return nil }
        if needingLaterWrite, !Self.twoThreadsCanMeet(after) { return nil }
        let kinds = Set(after.map { write -> Int in
            switch write.guardedBy {
            case nil: 0
            case .mainActor: 1
            case .lock, .queue: 2
            case .asyncOn, .receivesOn: 0
            }
        })
        if kinds.count == 1, !kinds.contains(0) { return nil }
        return after.filter { $0.guardedBy == nil } + after.filter { $0.guardedBy != nil }
    }

    private func notes(_ writes: [SharedState.Write], name: String) -> [DiagnosticNote] {
        writes.prefix(Self.notedWrites).map { write in
            var place = ""
            switch write.write.function {
            case .other(let function): place = " in '\(function)'"
            case .initializer: place = " in 'init'"
            case .deinitializer: place = " in 'deinit'"
            case .launch, .topLevel: break
            }
            if write.write.inClosure { place += place.isEmpty ? " in a closure" : ", in a closure" }
            let guardNote = switch write.guardedBy {
            case nil, .asyncOn, .receivesOn: ""
            case .mainActor: ", on the main actor"
            case .lock, .queue: ", under a lock or a queue"
            }
            return DiagnosticNote(message: "'\(name)' is written here\(place)\(guardNote)", location: write.location)
        }
    }

    // MARK: What is never shared state

    /// Not an actor's, a protocol's, a type's isolated to a global actor (written or
    /// inferred from UIKit, AppKit or SwiftUI), a test's or a preview's.
    private func mayShare(_ id: TypeID) -> Bool {
        let type = types[id]
        guard type.kind != .actor, type.kind != .protocol, !types.isMainActorIsolated(id), !types.mayInheritIsolation(id) else { return false }
        if context.project.modules.info[type.module]?.defaultIsolation == "MainActor" { return false }
        if !includeTests, isTestModule(type.module) || TestCode.isTestPath(type.site.path) || TestCode.isTestType(id, in: types) { return false }
        return true
    }

    private func isTestModule(_ module: String) -> Bool {
        context.project.modules.info[module]?.isTest == true
    }

    private func isSwift6(_ module: String) -> Bool {
        context.project.modules.info[module]?.swiftVersion.map { $0.hasPrefix("6") } == true
    }

    /// `@unchecked Sendable`: the compiler trusts it in the Swift 6 mode, so the rule reads it.
    private func isUncheckedSendable(_ id: TypeID) -> Bool {
        types[id].inheritance.contains { entry in
            if case .attributed(let attributes, let base) = entry.written { return attributes.contains("unchecked") && base.nominalName == "Sendable" }
            return false
        }
    }

    /// A property wrapper that injects or stores the value elsewhere (`@Injected`,
    /// `@AppStorage`, `@UserDefault`…): its `var` is the wrapper's, not state of the type.
    private func isManaged(_ attributes: [Attribute]) -> Bool {
        attributes.contains { attribute in
            guard let first = attribute.name.first, first.isUppercase else { return false }
            return !Self.notWrappers.contains(attribute.name) && !types.globalActorNames.contains(attribute.name)
        }
    }

    private static let notWrappers: Set<String> = [
        "IBOutlet", "IBInspectable", "NSManaged", "NSCopying", "GKInspectable", "Sendable", "TaskLocal", "Published",
    ]

    /// `Mutex`, `Atomic`, `OSAllocatedUnfairLock`: storage that is its own protection;
    /// and the bags that keep subscriptions alive (`Set<AnyCancellable>`, a `DisposeBag`),
    /// bookkeeping of the object's own lifetime rather than state others read.
    private func isSafeStorage(_ binding: Binding) -> Bool {
        let written = (binding.type?.description ?? "") + " " + (binding.initializer.map { $0.dottedName ?? Self.calleeName($0) } ?? "")
        if ["AnyCancellable", "DisposeBag", "CancellationBag", "CompositeDisposable"].contains(where: written.contains) { return true }
        let safe: Set<String> = ["Mutex", "Atomic", "ManagedAtomic", "OSAllocatedUnfairLock", "UnsafeAtomic", "NIOLockedValueBox", "LockIsolated", "ActorIsolated"]
        if let name = binding.type?.nominalName, safe.contains(NameBytes.lastDottedPart(name) ?? "") { return true }
        if let value = binding.initializer, case .call(let callee, _, _) = value.kind, let name = callee.dottedName,
           safe.contains(NameBytes.lastDottedPart(name) ?? "") {
            return true
        }
        return false
    }

    private static func calleeName(_ e: Expression) -> String {
        switch e.kind {
        case .call(let callee, _, _): return callee.dottedName ?? calleeName(callee)
        case .specialization(let base, let arguments): return (base.dottedName ?? "") + arguments.map(\.description).joined(separator: ",")
        case .type(let type): return type.description
        default: return ""
        }
    }

    private func listed(_ written: [(name: String, writes: [SharedState.Write])]) -> String {
        written.map { "'\($0.name)'" }.joined(separator: ", ")
    }
}
