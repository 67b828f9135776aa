import DilintFacts
import DilintSyntax

/// Builds the DI graph from every file's facts in named passes: the names of what each
/// file registers and resolves (`FileNames`, on all threads), providers, conformance
/// registrations, typed requests, then edges.
public struct DIGraphBuilder {
    let types: TypeTable
    let files: [FileAnalysis]
    let settings: ContainerSettings
    var graph = DIGraph()
    /// (file index, localID) → provider id.
    var providerIDs: [Int: [Int: Int]] = [:]
    /// Providers by the canonical concrete type they build, in id order.
    var providersByConcrete: [String: [Int]] = [:]
    /// The types declaring each property name, for key paths whose root declares no such key.
    let propertyOwners = PropertyOwners()
    let propertiesByName = PropertiesByName()
    /// Type names, shared with the builders of the same run (`TypeNames`).
    let names: TypeNames
    var canonicalNames: Memo<WrittenInModule, String?> { names.canonical }
    var enclosingContexts: Memo<ScopeInModule, LookupContext> { names.contexts }
    let keyPathNames = Memo<KeyPathInModule, String?>()
    let initializerParameterNames = Memo<InitializerParameterInModule, String?>()
    let knitAccessors = KnitAccessorTypes()
    /// The project's top-level functions' declared results, listed at the first question.
    let freeFunctions: FreeFunctionResults

    init(types: TypeTable, files: [FileAnalysis], settings: ContainerSettings, names: TypeNames = TypeNames()) {
        self.types = types
        self.files = files
        self.settings = settings
        self.names = names
        freeFunctions = FreeFunctionResults(files: files)
    }

    public static func build(files: [FileAnalysis], types: TypeTable, settings: ContainerSettings,
                             visibility: ModuleVisibility = ModuleVisibility(), jobs: Int = 1, names: TypeNames = TypeNames()) -> DIGraph {
        var builder = DIGraphBuilder(types: types, files: files, settings: settings, names: names)
        let names = Self.names(of: files, builder: builder, jobs: jobs)
        builder.graph.visibility = visibility
        builder.groupContainers()
        builder.addFileRegistrations(names)
        builder.graph.resets = files.flatMap(\.facts.resets)
        builder.addConformanceRegistrations()
        builder.addRequests(names)
        builder.expandAutowiredInitializers()
        builder.addAutowiredRequests()
        builder.addEdges()
        return builder.graph
    }

    // MARK: - Passes

    /// Files read in place, the many without facts passed over: a copy of a file's
    /// analysis retains every part of it.
    mutating func addFileRegistrations(_ names: [FileNames]) {
        for fileIndex in files.indices where !names[fileIndex].providers.isEmpty {
            let module = files[fileIndex].module
            for (registration, names) in zip(files[fileIndex].facts.registrations, names[fileIndex].providers) {
                // An assembly of the analyzed code applied directly: its own registrations are read.
                if case .assembly? = registration.openKey, names.types.isEmpty, names.unknownType == nil { continue }
                let id = addProvider(registration, module: module, names: names)
                providerIDs[fileIndex, default: [:]][registration.localID] = id
            }
        }
    }

    /// Conforming to a registering protocol registers the class itself (seed 004).
    mutating func addConformanceRegistrations() {
        for (id, lifetime) in Self.conformanceRegistered(types, settings: settings) {
            let type = types[id]
            let registration = Registration(
                dialect: .conformance, container: .unknown, key: WrittenType(.named(type.qualifiedName)),
                concrete: WrittenType(.named(type.qualifiedName)), lifetime: lifetime,
                location: type.site.location, localID: -1)
            _ = addProvider(registration, module: type.module, names: providerNames(registration, module: type.module, file: type.site.path))
        }
    }

    /// The classes and structs a conformance registers, each once, with its lifetime.
    static func conformanceRegistered(_ types: TypeTable, settings: ContainerSettings) -> [(TypeID, Lifetime)] {
        let protocols: [(String, Lifetime)] = settings.conformance.isEmpty
            ? [("ISingleton", .singleton), ("IPerRequest", .transient)]
            : settings.conformance.sorted { $0.key < $1.key }.map { ($0.key, Lifetime($0.value)) }
        var seen = Set<TypeID>()
        var registered: [(TypeID, Lifetime)] = []
        for (name, lifetime) in protocols {
            let target: TypeReference = types.type(named: name).map { .declared($0) } ?? .external(name)
            for conformer in types.inheritance.conformers(of: target) {
                guard let id = conformer.declaredID, types[id].kind == .class || types[id].kind == .struct, seen.insert(id).inserted else { continue }
                registered.append((id, lifetime))
            }
        }
        return registered
    }

    mutating func addRequests(_ names: [FileNames]) {
        for fileIndex in files.indices where !names[fileIndex].requests.isEmpty {
            let module = files[fileIndex].module
            for (written, names) in zip(files[fileIndex].facts.resolutions, names[fileIndex].requests) {
                var resolution = written
                if let handling = names.injectedHandling { resolution.handling = handling }
                let owners: [Int]
                switch resolution.owner {
                case .registration(let localID): owners = providerIDs[fileIndex]?[localID].map { [$0] } ?? []
                case .type: owners = names.ownerType.map { constructors(of: $0, dialect: resolution.dialect) } ?? []
                case .none: owners = []
                }
                let type = names.optionalType.flatMap { answersItself($0, resolution) ? $0 : nil } ?? names.type
                graph.requests.append(DIGraph.Request(
                    id: graph.requests.count, resolution: resolution, module: module, type: type,
                    isWrapped: names.isWrapped, owners: owners, argumentTypes: names.argumentTypes))
            }
        }
    }

    /// Whether `T?` asked of a container that keys by the exact type (Swinject's
    /// `resolve(Token?.self)`, a Factory of `Token?`) is a key registered as such, under the
    /// name asked: elsewhere, and for any other key, asking for `T?` asks for T.
    private func answersItself(_ optionalType: String, _ resolution: Resolution) -> Bool {
        guard resolution.dialect == .swinject || resolution.dialect == .factory else { return false }
        return graph.providersByKey[DIGraph.Key(type: optionalType, name: resolution.name)]?
            .contains { graph.providers[$0].registration.dialect == resolution.dialect } == true
    }

    // MARK: - Helpers

    mutating func addProvider(_ registration: Registration, module: String, names: ProviderNames) -> Int {
        let id = graph.providers.count
        graph.providers.append(DIGraph.Provider(
            id: id, registration: registration, module: module, types: names.types, concrete: names.concrete,
            argumentTypes: names.argumentTypes, unknownType: names.unknownType))
        if names.unknownType != nil { graph.unknownTypeProviders.append(id) }
        if names.unknownType == .notDeclaredHere, graph.declaredTypeNames.isEmpty {
            graph.declaredTypeNames = Set(types.types.map(\.keyName))
        }
        if let concrete = names.concrete { providersByConcrete[concrete, default: []].append(id) }
        for type in names.types {
            graph.providersByKey[DIGraph.Key(type: type, name: registration.name), default: []].append(id)
            graph.providersByType[type, default: []].append(id)
        }
        return id
    }

    /// Providers that build a value of this type: by their concrete type, else by key.
    /// Looked up by type, not found by a pass over every provider for every request.
    func constructors(of type: String, dialect: Dialect) -> [Int] {
        let byKey = (graph.providersByType[type] ?? []).filter { graph.providers[$0].concrete == nil }
        return ((providersByConcrete[type] ?? []) + byKey).sorted().filter { graph.providers[$0].registration.dialect == dialect }
    }

    /// `Lazy<T>`, `Provider<T>` and DITranquillity's `AsyncLazy<T>`, `AsyncProvider<T>`,
    /// `Provider1<T, A>`…, `AsyncProvider1<T, A>`… (the arguments passed when it is used):
    /// T, built when the wrapper is first used.
    static func deferringWrapper(_ type: String) -> String? {
        guard type.hasSuffix(">"), let open = type.firstIndex(of: "<") else { return nil }
        let wrapper = type[..<open]
        let arguments = type[type.index(after: open)..<type.index(before: type.endIndex)]
        switch wrapper {
        case "Lazy", "Provider", "AsyncLazy", "AsyncProvider":
            return String(arguments)
        default:
            guard wrapper.hasPrefix("Provider") || wrapper.hasPrefix("AsyncProvider"),
                  let count = wrapper.last, count.isNumber, wrapper.dropLast().hasSuffix("Provider") else { return nil }
            return firstGenericArgument(arguments)
        }
    }

    /// `T` of `T, A` (a comma inside brackets is not the end).
    private static func firstGenericArgument(_ arguments: Substring) -> String {
        var depth = 0
        for index in arguments.indices {
            switch arguments[index] {
            case "<", "[", "(": depth += 1
            case ">", "]", ")": depth -= 1
            case "," where depth == 0: return String(arguments[..<index])
            default: break
            }
        }
        return String(arguments)
    }

    /// `file`: where the demand is written, which only a name some file declares privately needs.
    func canonical(_ demand: TypeDemand, module: String, file: String? = nil) -> String? {
        switch demand {
        case .type(let written): return canonical(written, module: module, file: file)
        case .property(let owner, let name):
            guard let id = declaredType(path: owner, module: module, file: file) else { return nil }
            guard let member = types[id].members.first(where: { $0.isProperty && $0.name == name }),
                  let type = member.type?.unwrappingOptional.type else { return nil }
            return canonical(WrittenType(type, scope: NameBytes.dottedParts(types[id].qualifiedName)), module: types[id].module, file: member.site.path)
        case .parameter, .implicitInitializerParameter:
            guard let parameter = initializerParameter(demand, module: module, file: file) else { return nil }
            return initializerParameterType(ofTypeNamed: parameter.type, module: module, label: parameter.label, index: parameter.index)
        case .methodParameter(let written, let method, let label, let index):
            guard let name = canonical(written, module: module, file: file), let id = types.type(named: name, module: module) else { return nil }
            let declares = { (member: TypeMember) in member.kind == .method && member.name == method }
            let found = parameterTypes(of: nearest(declaring: declares, from: id), label: label, index: index, in: declares)
            return found.count == 1 ? found.first : nil
        case .keyPath(let root, let name): return keyPathType(root: root, name: name, module: module, file: file)
        case .knitAccessor(let accessor): return knitAccessors.type(named: accessor, builder: self)
        case .initializerParameters, .unknown:
            return nil
        }
    }

    /// The name a written type has in the project: nested names and typealiases resolved
    /// (an alias of a generic type with its arguments, to that type with them), `any`/`some`
    /// dropped. Tuples and function types keep their spelling.
    func canonical(_ written: WrittenType, module: String, file: String? = nil) -> String? {
        let file = fileIfNeeded(file, for: written)
        let written = withoutIdleScope(written, module: module, file: file)
        return canonicalNames.value(for: WrittenInModule(written: written, module: module, file: file)) { canonicalLookedUp(written, module: module, file: file) }
    }

    /// `file`, when a name of `written` or of its scope means something else in another
    /// file; nil otherwise, so that the memos answer the name once for the whole module.
    func fileIfNeeded(_ file: String?, for written: WrittenType) -> String? {
        guard let file else { return nil }
        // Not `scope.first.map(types.needsFile)`: a closure over the table copies it.
        var needed = types.needsFile(written.written)
        if !needed, let first = written.scope.first { needed = types.needsFile(first) }
        return needed && types.hasOwnNames(file) ? file : nil
    }

    /// The type a path of nested names (`Outer.Inner`, as an enclosing type is recorded)
    /// denotes in `module`, read in `file` when its first name is one a file declares privately.
    func declaredType(path: [String], module: String, file: String?) -> TypeID? {
        if let file, types.hasOwnNames(file), let first = path.first, types.needsFile(first) {
            return types.resolve(path.joined(separator: "."), in: LookupContext(module: module, file: file))
        }
        return types.type(named: path.joined(separator: "."), module: module)
    }

    /// `written` without its scope when no type of the scope declares the name's first
    /// part: the lookup then goes on at the module's top level as from no scope, and the
    /// memo answers the same name written in a thousand generated classes once.
    private func withoutIdleScope(_ written: WrittenType, module: String, file: String?) -> WrittenType {
        guard !written.scope.isEmpty, case .named(let components) = written.written, let first = components.first,
              components.allSatisfy({ $0.genericArguments.isEmpty }) else { return written }
        // Most names are declared at a module's top level and in no type: no scope to build.
        guard types.anyScopeMayDeclare(first.name) else { return WrittenType(written.written, scope: []) }
        return types.scopeDeclares(first.name, in: lookupContext(written.scope, module: module, file: file)) ? written : WrittenType(written.written, scope: [])
    }

    /// Where the names of `written` are looked up, read in `file` when one of them needs it.
    func lookupContext(around written: WrittenType, module: String, file: String?) -> LookupContext {
        lookupContext(written.scope, module: module, file: fileIfNeeded(file, for: written))
    }

    /// Where a name written inside `scope` is looked up: each scope's worked out once.
    func lookupContext(_ scope: [String], module: String, file: String? = nil) -> LookupContext {
        enclosingContexts.value(for: ScopeInModule(scope: scope, module: module, file: file)) {
            types.context(module: module, enclosingTypePath: scope.joined(separator: "."), file: file)
        }
    }

    private func canonicalLookedUp(_ written: WrittenType, module: String, file: String?) -> String? {
        var type = written.written
        while true {
            switch type {
            case .any(let inner), .some(let inner), .attributed(_, let inner): type = inner; continue
            default: break
            }
            break
        }
        if case .unknown = type { return nil }
        type = Self.sugared(type)
        // `Service?.self`, `(NSObject?).self`: the wrapped type named as everywhere else.
        if case .optional(let wrapped) = type {
            return canonical(WrittenType(wrapped, scope: written.scope), module: module, file: file).map { $0 + "?" }
        }
        // `[User]` and `[String: User]`, their elements named as everywhere else.
        if case .array(let element) = type {
            return "[" + (canonical(WrittenType(element, scope: written.scope), module: module, file: file) ?? element.description) + "]"
        }
        if case .dictionary(let key, let value) = type {
            let parts = [key, value].map { canonical(WrittenType($0, scope: written.scope), module: module, file: file) ?? $0.description }
            return "[" + parts[0] + ": " + parts[1] + "]"
        }
        if case .composition = type {
            let context = lookupContext(written.scope, module: module, file: file)
            return compositionName(types.references(type, in: context)) ?? type.description
        }
        guard case .named(let components) = type else { return type.description }
        let context = lookupContext(written.scope, module: module, file: file)
        let generics = components.last?.genericArguments ?? []
        // `Screen.Endpoint`, an alias of `Provider1<Screen, Input>`: the arguments are the alias's;
        // `Completion`, an alias of a function type: that type.
        if generics.isEmpty, let target = types.aliasTarget(components.map(\.name), in: context) {
            return canonical(WrittenType(target.type, scope: target.scope), module: target.module, file: target.file)
        }
        let arguments = generics.map { canonical(WrittenType($0, scope: written.scope), module: module, file: file) ?? $0.description }
        // `Store<Cart>`, an alias of `CurrentValueSubject<S, Never>`: its target with the
        // arguments, each as named here, put for the parameters.
        if !generics.isEmpty, let target = types.genericAliasTarget(components.map(\.name), arguments: arguments.map { .named([TypeComponent(name: $0)]) },
                                                                     in: context) {
            return canonical(WrittenType(target.type, scope: target.scope), module: target.module, file: target.file)
        }
        let suffix = generics.isEmpty ? "" : "<" + arguments.joined(separator: ", ") + ">"
        let bare = TypeSyntax.named(components.map { TypeComponent(name: $0.name) })
        let references = types.references(bare, in: context)
        switch references.count {
        case 1:
            switch references[0] {
            case .declared(let id): return types[id].keyName + suffix
            case .external(let name): return name + suffix
            }
        // `typealias Services = Clock & Logger`: the composition it stands for.
        case 2... where generics.isEmpty: return compositionName(references) ?? bare.description
        default: return bare.description + suffix
        }
    }

    /// One spelling for the types Swift spells two ways: `Array<T>` is `[T]`,
    /// `Dictionary<K, V>` is `[K: V]`, `Optional<T>` is `T?`, and `Swift.String` is `String`.
    static func sugared(_ type: TypeSyntax) -> TypeSyntax {
        guard case .named(var components) = type else { return type }
        if components.count > 1, components[0].name == "Swift", components[0].genericArguments.isEmpty { components.removeFirst() }
        guard components.count == 1 else { return .named(components) }
        let arguments = components[0].genericArguments
        switch (components[0].name, arguments.count) {
        case ("Array", 1): return .array(arguments[0])
        case ("Dictionary", 2): return .dictionary(key: arguments[0], value: arguments[1])
        case ("Optional", 1): return .optional(arguments[0])
        default: return .named(components)
        }
    }

    /// `A & B` and `B & A` are one type to Swift, and so one key: the parts sorted.
    private func compositionName(_ parts: [TypeReference]) -> String? {
        guard parts.count > 1 else { return nil }
        return parts.map { part -> String in
            switch part {
            case .declared(let id): return types[id].keyName
            case .external(let name): return name
            }
        }.sorted().joined(separator: " & ")
    }
}

extension Lifetime {
    init(_ configured: ConfiguredLifetime) {
        switch configured {
        case .singleton: self = .singleton
        case .scoped: self = .scoped
        case .transient: self = .transient
        }
    }
}
