import DilintFacts
import DilintSyntax

/// Ties a write as written to the declaration it lands on, the way Swift reads the name
/// there: a member of the type around it (or its superclasses), a type's static, a
/// singleton's property (`Cache.shared.items`), or a global; locals were left out by the
/// walk. What cannot be tied to a candidate is dropped.
struct WriteBinder: Sendable {
    let types: TypeTable
    let modules: ModuleMap
    var candidates = Set<SharedState.Property>()
    var globals: [String: [(owner: SharedState.Owner, module: String)]] = [:]

    init(types: TypeTable, modules: ModuleMap) {
        self.types = types
        self.modules = modules
    }

    /// Names a bare write anywhere may land on: the globals'.
    var anywhere = Set<String>()
    /// For a member's name, the files of its types' declarations and extensions (where a
    /// bare name or `self.` reaches it) and the types' names (which a qualified write,
    /// `Settings.theme`, `Cache.shared.items`, must spell).
    var ownerFiles: [String: Set<String>] = [:]
    var ownerNames: [String: Set<String>] = [:]
    /// The candidates known to hold a value (a struct, an enum, a collection, a literal).
    var valueTyped: [SharedState.Property: Bool] = [:]
    /// The names the app registers the main queue under (`Project.mainQueueNames`).
    var mainQueueNames: Set<String> = []

    mutating func addGlobal(_ binding: Binding, path: String, module: String) {
        let owner = SharedState.Owner.global(path: path, offset: binding.offset)
        globals[binding.name, default: []].append((owner, module))
        let property = SharedState.Property(owner: owner, name: binding.name, isStatic: true)
        candidates.insert(property)
        valueTyped[property] = types.holdsValue(binding, in: LookupContext(module: module, file: path))
        anywhere.insert(binding.name)
    }

    mutating func addMember(_ member: TypeMember, of id: TypeID, isStatic: Bool) {
        let name = member.name
        let property = SharedState.Property(owner: .type(id), name: name, isStatic: isStatic)
        candidates.insert(property)
        if let binding = member.binding {
            valueTyped[property] = types.holdsValue(binding, in: LookupContext(module: types[id].module, enclosingType: .declared(id), file: member.site.path))
        }
        ownerFiles[name, default: []].insert(types[id].site.path)
        for site in types[id].extensions { ownerFiles[name, default: []].insert(site.site.path) }
        ownerNames[name, default: []].insert(types[id].name)
    }

    /// The names no candidate holding a value bears: a member set, a subscript or a
    /// mutating call through them lands on an object, not on a candidate (`bind`), so
    /// only assigning them writes one.
    var assignedOnlyNames: Set<String> {
        let holdingValues = Set(candidates.lazy.filter { valueTyped[$0] == true }.map(\.name))
        return Set(candidates.lazy.map(\.name)).subtracting(holdingValues)
    }

    /// Of the names a file may write, those a write in it can reach.
    func reachable(_ written: Set<String>, from file: FileAnalysis) -> Set<String> {
        written.filter { name in
            anywhere.contains(name) || ownerFiles[name]?.contains(file.path) == true
                || ownerNames[name]?.contains(where: file.words.spells) == true
        }
    }

    /// A write and the property it lands on.
    struct Bound: Sendable {
        var property: SharedState.Property
        var write: SharedState.Write
    }

    func bind(_ write: PropertyWrite, in file: FileAnalysis) -> Bound? {
        let context = types.context(module: file.module, enclosingTypePath: write.enclosingType.joined(separator: "."), file: file.path)
        let enclosing = context.enclosingType?.declaredID
        guard let (property, depth) = target(of: write, enclosing: enclosing, context: context) else { return nil }
        // A member set or a mutating call lands on what a reference points to, not on the
        // variable, unless the variable holds a value.
        if depth > 0 || write.mutatesInPlace, valueTyped[property] != true { return nil }
        let around = surroundings(of: write, in: file, enclosing: enclosing)
        var bound = SharedState.Write(file: file.file, module: file.module, write: write, writer: enclosing,
                                      isTestCode: around.isTest, guardedBy: around.guardKind)
        bound.runsOffMain = around.offMain
        return Bound(property: property, write: bound)
    }

    /// Whether code at this place is test code, what guards it (its own guard, or the main
    /// actor of the type or module around it), and whether it need not run on the main
    /// thread (`offMain`: what the walk saw, a queue that is not serial, an actor).
    func surroundings(of write: PropertyWrite, in file: FileAnalysis, enclosing: TypeID?)
        -> (isTest: Bool, guardKind: PropertyWrite.Guard?, offMain: Bool) {
        let info = modules.info[file.module]
        let isTest = info?.isTest == true || TestCode.isTestPath(file.path) || write.inTestOnlyCode ||
            (enclosing.map { TestCode.isTestType($0, in: types) } ?? false)
        var guardKind = write.guardedBy
        var offMain = write.mayRunOffMain || (enclosing.map { types[$0].kind == .actor } ?? false)
        switch guardKind {
        case .asyncOn(let queue)?, .receivesOn(let queue)?:
            let property = queueProperty(queue, enclosing: enclosing, module: file.module, file: file.path)
            if let property, holdsMainQueue(property.member, of: property.owner) {
                guardKind = .mainActor
            } else if case .asyncOn = guardKind {
                guardKind = property.map { isSerialQueue($0.member) } == true ? .queue : nil
                offMain = offMain || guardKind == nil
            } else {
                guardKind = nil
            }
        default:
            break
        }
        if guardKind == nil, let enclosing, types.isMainActorIsolated(enclosing) { guardKind = .mainActor }
        if guardKind == nil, info?.defaultIsolation == "MainActor" { guardKind = .mainActor }
        return (isTest, guardKind, offMain)
    }

    func surroundings(of site: CallSite, in file: FileAnalysis) -> (isTest: Bool, guardKind: PropertyWrite.Guard?, offMain: Bool) {
        let context = types.context(module: file.module, enclosingTypePath: site.context.enclosingType.joined(separator: "."), file: file.path)
        return surroundings(of: site.context, in: file, enclosing: context.enclosingType?.declaredID)
    }

    /// The type a call's receiver holds when it is a property of the type around the call
    /// with its type written (`onScreen.hide()` under `@Inject var onScreen: OnScreen`);
    /// nil when that is not known.
    func receiverType(of site: CallSite, in file: FileAnalysis) -> TypeID? {
        guard var components = site.receiver.map(NameBytes.dottedParts) else { return nil }
        if components.first == "self" { components.removeFirst() }
        guard components.count == 1, !site.context.enclosingType.isEmpty else { return nil }
        let context = types.context(module: file.module, enclosingTypePath: site.context.enclosingType.joined(separator: "."), file: file.path)
        // The declaration around the call says it first: the type table may not hold the
        // members of a type no pass has read yet.
        var written = site.receiverType
        if written == nil, let enclosing = context.enclosingType?.declaredID, let declaring = types.declaringType(of: components[0], from: enclosing),
           let member = types[declaring].members.first(where: { $0.name == components[0] && $0.kind == .storedProperty }) {
            written = member.binding?.type
        }
        guard var type = written else { return nil }
        while true {
            switch type {
            case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): type = wrapped
            default: return types.resolve(type, in: context)
            }
        }
    }

    /// Whether a call on a receiver of this type may run a method of `owner` (declared in
    /// `module`): the same type, or one a subclass or conformance joins to it.
    func mayDispatch(from receiver: TypeID, to owner: String, module: String) -> Bool {
        guard let ownerID = types.resolve(owner, in: LookupContext(module: module)) else { return true }
        return receiver == ownerID || types.inheritance.isSubtype(.declared(receiver), of: .declared(ownerID))
            || types.inheritance.isSubtype(.declared(ownerID), of: .declared(receiver))
    }

    /// Whether the property's owner may share it: not an actor, a protocol, a type on the
    /// main actor, a test double, nor code of a test target.
    func mayBeShared(_ property: SharedState.Property) -> Bool {
        switch property.owner {
        case .type(let id):
            let type = types[id]
            if type.kind == .actor || type.kind == .protocol || types.isMainActorIsolated(id) || types.mayInheritIsolation(id)
                || TestCode.isTestType(id, in: types) { return false }
            return modules.info[type.module]?.isTest != true && !TestCode.isTestPath(type.site.path)
        case .global(let path, _):
            return !TestCode.isTestPath(path) && modules.info[modules.module(of: path)]?.isTest != true
        }
    }

    /// Whether code out of sight may call a function: one visible outside, or a member of
    /// a type with a supertype out of sight (a framework's delegate protocol calls it), or
    /// of a type the analyzed code does not declare.
    func mayBeCalledFromOutside(_ function: FunctionDeclaration, module: String, file: String) -> Bool {
        if function.isVisibleOutside { return true }
        guard !function.enclosingType.isEmpty else { return false }
        guard let id = types.resolve(function.enclosingType.joined(separator: "."), in: LookupContext(module: module, file: file)) else { return true }
        return types.inheritance.supertypes(of: .declared(id)).contains { supertype in
            if case .external(let name) = supertype { return !InheritanceGraph.wellKnownProtocols.contains(name) }
            return false
        }
    }

    /// The property a write lands on, and how many names of the path follow it.
    private func target(of write: PropertyWrite, enclosing: TypeID?, context: LookupContext) -> (SharedState.Property, Int)? {
        let path = write.path
        switch path[0] {
        case "self":
            guard path.count >= 2, let enclosing, let owner = types.declaringType(of: path[1], from: enclosing) else { return nil }
            return candidate(owner, path[1], isStatic: write.isStaticContext).map { ($0, path.count - 2) }
        case "Self":
            guard path.count >= 2, let enclosing, let owner = types.declaringType(of: path[1], from: enclosing) else { return nil }
            return candidate(owner, path[1], isStatic: true).map { ($0, path.count - 2) }
        default:
            break
        }
        if let enclosing, let owner = types.declaringType(of: path[0], from: enclosing) {
            return candidate(owner, path[0], isStatic: write.isStaticContext).map { ($0, path.count - 1) }
        }
        // `Settings.theme`, `Outer.Inner.count`, `Cache.shared.items`.
        if path.count >= 2 {
            for length in stride(from: min(path.count - 1, 4), through: 1, by: -1) {
                guard let type = types.resolve(path[0..<length].joined(separator: "."), in: context) else { continue }
                guard let owner = types.declaringType(of: path[length], from: type) else { return nil }
                if let found = candidate(owner, path[length], isStatic: true) { return (found, path.count - length - 1) }
                if path.count > length + 1, types.isSingletonAccessor(named: path[length], of: owner),
                   let instanceOwner = types.declaringType(of: path[length + 1], from: owner) {
                    return candidate(instanceOwner, path[length + 1], isStatic: false).map { ($0, path.count - length - 2) }
                }
                return nil
            }
        }
        // A bare name no member of the type around it declares: a global, unless a
        // superclass the analyzed code cannot see may declare it.
        if let enclosing, types.hasUnseenSuperclass(enclosing) { return nil }
        guard let declared = globals[path[0]] else { return nil }
        let module = context.module
        let owner = declared.first { $0.module == module }?.owner ?? (declared.count == 1 ? declared[0].owner : nil)
        return owner.map { (SharedState.Property(owner: $0, name: path[0], isStatic: true), path.count - 1) }
    }

    /// A queue declared `DispatchQueue(label: …)` without `.concurrent`, by the name the
    /// code calls `async` on: a member of the type around it, or of the type it names.
    /// The stored property a queue's name (`queue`, `self.queue`, `Worker.queue`) reaches,
    /// and the type declaring it.
    private func queueProperty(_ name: String, enclosing: TypeID?, module: String, file: String) -> (member: TypeMember, owner: TypeID)? {
        let components = NameBytes.dottedParts(name)
        guard let last = components.last else { return nil }
        var owner = enclosing
        if components.count > 1, components[0] != "self", components[0] != "Self" {
            owner = types.resolve(components.dropLast().joined(separator: "."), in: LookupContext(module: module, file: file))
        }
        guard let owner, let declaring = types.declaringType(of: last, from: owner),
              let member = types[declaring].members.first(where: { $0.name == last && $0.kind == .storedProperty }) else { return nil }
        return (member, declaring)
    }

    /// `DispatchQueue(label:)` without `.concurrent`: one block at a time.
    private func isSerialQueue(_ member: TypeMember) -> Bool {
        guard let value = member.binding?.initializer, case .call(let callee, let arguments, _) = value.kind,
              callee.dottedName == "DispatchQueue" else { return false }
        return !arguments.contains { $0.label == "attributes" && $0.value.description.contains("concurrent") }
    }

    private func candidate(_ owner: TypeID, _ name: String, isStatic: Bool) -> SharedState.Property? {
        let property = SharedState.Property(owner: .type(owner), name: name, isStatic: isStatic)
        return candidates.contains(property) ? property : nil
    }
}
