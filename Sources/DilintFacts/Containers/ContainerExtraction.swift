import DilintSyntax

/// One file's walk for DI facts: every recognizer sees every expression once, with its
/// typed context, and records registrations and resolutions here.
public struct ContainerExtraction {
    public let file: SourceFile
    public let syntax: SyntaxFile
    public let settings: ContainerSettings
    public var facts = ContainerFacts()
    /// Modules this file imports: a dialect's recognizer only reads files that import it.
    public let imports: Set<String>
    /// Those that name a DI library (`ContainerRecognizers.libraryModules`), most often
    /// none: each import is hashed once per file, and the recognizers' questions about
    /// their modules are answered from these.
    let libraryImports: Set<String>
    /// Chains already recorded, by the offset of their first link, so that the inner calls
    /// of a chain the walker visits after the whole chain are not read again.
    var handledChains = Set<Int>()
    /// The project's own non-container types, for a file read for reached libraries.
    var foreign = ForeignReceivers()
    /// In a file's own pass, which reads reached libraries before the project's types are
    /// known: the declared types of the values calls are made on (`ForeignReceivers.declaredType`),
    /// none of them treated as the project's own. Read again only if one turns out to be.
    var recordsReceiverTypes = false
    var receiverTypes = Set<String>()
    /// Where a DI library may be called (`ContainerRecognizers.libraryPlaces`), when the
    /// declarations holding no such place are passed over.
    var libraryPlaces: NamePlaces?
    /// Factory closures by offset: the registration whose construction runs them.
    var factoryClosures: [Int: Int] = [:]
    /// Closures that run after construction (`initCompleted`, `.dependency`, `.injection`).
    var deferredClosures = Set<Int>()
    /// Closures whose parameters the container fills by resolving them, by offset.
    var resolvingClosures: [Int: ResolvingClosure] = [:]
    /// Closures handed the object being injected into, by offset: the parameter's name
    /// and the object's type, so that `obj.p = …` asks for the type of `p`.
    var injectedObjects: [Int: (parameter: String, type: WrittenType)] = [:]
    /// swift-dependencies keys' `liveValue` bindings by the key's name, listed on first use
    /// (`SwiftDependenciesRecognizer.liveValues`).
    var liveValues: [String: Binding]?
    /// Container groups by a key the recognizer chooses (the configuring function and receiver).
    var containerGroupIndex: [String: Int] = [:]
    /// Registrations kept in a variable (`var definition = container.register { … }`), by
    /// its name, the latest assignment last: what a later `definition.implements(P.self)` adds to.
    var storedDefinitions: [String: Int] = [:]
    /// The types the file declares `private`/`fileprivate` at its top level (`ownName`).
    let privateTypeNames: Set<String>

    struct ResolvingClosure {
        var firstParameter: Int
        var recorded = Set<Int>()
    }

    public init(syntax: SyntaxFile, settings: ContainerSettings) {
        self.init(syntax: syntax, imports: Set(syntax.imports.map(\.rootModule)), settings: settings)
    }

    /// `reached`: libraries the file's module reaches without this file importing them
    /// (`LibraryVisibility`); their dialects read the file as if it imported them.
    init(syntax: SyntaxFile, imports: Set<String>, reached: Set<String> = [], settings: ContainerSettings) {
        self.file = syntax.file
        self.syntax = syntax
        self.settings = settings
        self.imports = imports.union(reached)
        var libraryImports = Set<String>()
        for module in imports where ContainerRecognizers.libraryModules.contains(module) { libraryImports.insert(module) }
        self.ownLibraryImports = libraryImports
        for module in reached where ContainerRecognizers.libraryModules.contains(module) { libraryImports.insert(module) }
        self.libraryImports = libraryImports
        var privateTypeNames = Set<String>()
        for declaration in syntax.declarations where declaration.isTypeDeclaration && !declaration.modifiers.isDisjoint(with: [.private, .fileprivate]) {
            privateTypeNames.insert(declaration.name)
        }
        self.privateTypeNames = privateTypeNames
    }

    /// An assembly's or part's name as the container it configures is known by: a type
    /// the file declares privately (another file may declare its own of that name) is
    /// `(Assembly in Tests/AssemblyTests.swift)`, and `(Outer in …).Inner` for one nested in it.
    public func ownName(_ name: String) -> String {
        guard !privateTypeNames.isEmpty else { return name }
        let dot = name.firstIndex(of: ".") ?? name.endIndex
        let first = String(name[..<dot])
        guard privateTypeNames.contains(first) else { return name }
        return FilePrivateName.spelled(first, in: file.path) + name[dot...]
    }

    /// Those of `libraryImports` the file's own `import` lines name.
    let ownLibraryImports: Set<String>

    /// Whether the file imports one of `modules`, all of them among `ContainerRecognizers.libraryModules`,
    /// or its module reaches one.
    public func imports(anyOf modules: Set<String>) -> Bool {
        assert(modules.isSubset(of: ContainerRecognizers.libraryModules), "a recognizer's modules must be listed in libraryModules")
        return !libraryImports.isEmpty && !libraryImports.isDisjoint(with: modules)
    }

    /// Whether the file's own `import` lines name one of `modules`: a home-made container's
    /// shapes are read in files that import no DI library themselves, whatever their module reaches.
    public func importsItself(anyOf modules: Set<String>) -> Bool {
        !ownLibraryImports.isEmpty && !ownLibraryImports.isDisjoint(with: modules)
    }

    /// Whether a dialect may apply to a file importing at most `importCandidates`, so
    /// that its walk would read the bodies. Each dialect asks for one of its modules, or
    /// for a word in the bytes; the one for home-made containers asks that no library is
    /// imported — and a library among the candidates makes that library's dialect apply.
    /// Only the candidates among `ContainerRecognizers.libraryModules` count.
    public static func mayReadBodies(of file: SourceFile, importCandidates: Set<String>, settings: ContainerSettings) -> Bool {
        let extraction = ContainerExtraction(syntax: SyntaxFile(file: file), imports: importCandidates, settings: settings)
        return ContainerRecognizers.all.contains { $0.applies(to: extraction) }
    }

    /// The same, from the file's bytes, before it is tokenized: the names that may follow
    /// an `import` and name a library (`SourceFile.importedModuleCandidates`).
    public static func mayReadBodies(of file: SourceFile, settings: ContainerSettings) -> Bool {
        mayReadBodies(of: file, importCandidates: file.importedModuleCandidates(where: ContainerRecognizers.isLibraryModule),
                      settings: settings)
    }

    public static func extract(_ syntax: SyntaxFile, settings: ContainerSettings) -> ContainerFacts {
        extract(ContainerExtraction(syntax: syntax, settings: settings)).facts
    }

    /// The same, with the libraries the file's module reaches read as if the file imported
    /// them — except on values the file declares as one of the project's own other types.
    /// `passingOver`: the declarations that spell no word a library's calls are made of
    /// are not walked (`ContainerRecognizers.libraryPlaces`), for a file read again.
    public static func extract(_ syntax: SyntaxFile, settings: ContainerSettings, reaching reached: Set<String>,
                               foreign: ForeignReceivers = ForeignReceivers(), passingOver: Bool = false) -> ContainerFacts {
        var extraction = ContainerExtraction(syntax: syntax, imports: Set(syntax.imports.map(\.rootModule)), reached: reached, settings: settings)
        extraction.foreign = foreign
        if passingOver { extraction.passOverDeclarationsWithoutALibraryWord() }
        return extract(extraction).facts
    }

    /// The same, passing over, for a file's own pass, before the project's types are known:
    /// no receiver is taken for one of them, and the types the receivers are declared as
    /// come with the facts. Those facts are what a reading knowing `ForeignReceivers` finds
    /// when none of those types is among its names: it walks the same declarations.
    public static func extractRecordingReceivers(_ syntax: SyntaxFile, settings: ContainerSettings,
                                                 reaching reached: Set<String>) -> (facts: ContainerFacts, receiverTypes: Set<String>) {
        var extraction = ContainerExtraction(syntax: syntax, imports: Set(syntax.imports.map(\.rootModule)), reached: reached, settings: settings)
        extraction.recordsReceiverTypes = true
        extraction.passOverDeclarationsWithoutALibraryWord()
        let done = extract(extraction)
        return (done.facts, done.receiverTypes)
    }

    /// The bytes as analyzed: a file that let go of its own reads them again.
    private mutating func passOverDeclarationsWithoutALibraryWord() {
        guard let bytes = syntax.file.analyzedBytes() else { return }
        libraryPlaces = ContainerRecognizers.libraryPlaces(SourceFile(path: syntax.file.path, bytes: bytes), settings: settings)
    }

    private static func extract(_ start: ContainerExtraction) -> ContainerExtraction {
        var extraction = start
        let syntax = start.syntax
        let recognizers = ContainerRecognizers.all.filter { $0.applies(to: extraction) }
        guard !recognizers.isEmpty else { return extraction }
        let readsOperands = recognizers.contains { $0.readsOperands }
        let places = start.libraryPlaces
        SyntaxWalker.walk(syntax, entering: places.map { places in { places.mayHold($0.range) } }, visiting: { expression, _ in
            switch expression.kind {
            case .call, .infix, .prefix: return true
            case .postfix(_, let op): return op != "!" && op != "?"
            case .identifier: return readsOperands
            default: return false
            }
        }) { expression, context in
            // Made once here: each dialect read it anew, a third of the walk's time.
            var chain: CallChain?
            switch expression.kind {
            case .call, .infix, .prefix: chain = CallChain(expression)
            case .postfix(_, let op) where op != "!" && op != "?": chain = CallChain(expression)
            default: chain = nil
            }
            let ownShapesOnly = extraction.isOnForeignReceiver(expression, chain, context)
            switch expression.kind {
            case .call, .infix, .prefix:
                for recognizer in recognizers where !(ownShapesOnly && recognizer.readsALibrary) { recognizer.visit(expression, chain, context, &extraction) }
            case .postfix(_, let op) where op != "!" && op != "?":
                for recognizer in recognizers where !(ownShapesOnly && recognizer.readsALibrary) { recognizer.visit(expression, chain, context, &extraction) }
            case .identifier:
                break
            default:
                return
            }
            // `*!scope` and `$0` are operands, read after the calls around them.
            switch expression.kind {
            case .prefix, .identifier:
                for recognizer in recognizers where !(ownShapesOnly && recognizer.readsALibrary) {
                    recognizer.visitOperand(expression, context, &extraction)
                }
            default:
                break
            }
        }
        for recognizer in recognizers { recognizer.visitDeclarations(&extraction) }
        if recognizers.contains(where: { $0.readsALibrary }) { extraction.facts.scopeDeclarations = ScopeDeclarations.read(syntax) }
        return extraction
    }

    // MARK: - Helpers for recognizers

    /// Marks a chain as read; false when it already was.
    public mutating func claim(_ chain: CallChain) -> Bool {
        guard let first = chain.links.first else { return false }
        return handledChains.insert(first.offset).inserted
    }

    public func isClaimed(_ chain: CallChain) -> Bool {
        chain.links.first.map { handledChains.contains($0.offset) } ?? false
    }

    /// Marks an operand (`*!scope`, `$0`) as read, by its offset; false when it already was.
    public mutating func claim(offset: Int) -> Bool { handledChains.insert(offset).inserted }
    public func isClaimed(offset: Int) -> Bool { handledChains.contains(offset) }

    /// The closures of a registration are its factory: resolutions inside them belong to it.
    public mutating func markFactory(_ closures: [Closure], registration: Int) {
        for closure in closures { factoryClosures[closure.offset] = registration }
    }

    public mutating func markDeferred(_ closures: [Closure], registration: Int) {
        for closure in closures {
            factoryClosures[closure.offset] = registration
            deferredClosures.insert(closure.offset)
        }
    }

    /// The container resolves this closure's parameters from `index` on: DITranquillity's
    /// `register { X(a: $0) }` (from 0), `.injection { $0.p = $1 }` (from 1).
    public mutating func markResolvingParameters(_ closure: Closure, from index: Int) {
        resolvingClosures[closure.offset] = ResolvingClosure(firstParameter: index)
    }

    /// The closure's parameter at `index` is the object being injected into, of `type`.
    public mutating func markInjectedObject(_ closure: Closure, parameter index: Int, type: WrittenType) {
        let name = index < closure.parameters.count ? closure.parameters[index].name : "$\(index)"
        injectedObjects[closure.offset] = (name, type)
    }

    /// The index of the resolved parameter `name` names in the innermost closure, when the
    /// container fills it; each parameter is reported once.
    public mutating func claimResolvedParameter(_ name: String, _ context: ExpressionContext) -> Int? {
        // `$0` is the innermost closure's; a named parameter, the nearest closure's that
        // declares it (`register { env in { input in Screen(env: env, input: input) } }`).
        let declaring = name.hasPrefix("$") ? context.closures.last?.closure
            : context.closures.last { $0.closure.parameters.contains { $0.name == name } }?.closure
        guard let closure = declaring, let resolving = resolvingClosures[closure.offset] else { return nil }
        let index: Int?
        if name.hasPrefix("$") { index = Int(name.dropFirst()) } else { index = closure.parameters.firstIndex { $0.name == name } }
        guard let index, index >= resolving.firstParameter,
              resolvingClosures[closure.offset]?.recorded.insert(index).inserted == true else { return nil }
        return index
    }

    /// Adds `module` to the container group under `key`, creating the group on first use.
    public mutating func addToContainerGroup(_ module: String, key: String, joining: Bool = false) {
        if let index = containerGroupIndex[key] {
            if !facts.containerGroups[index].contains(module) { facts.containerGroups[index].append(module) }
        } else {
            containerGroupIndex[key] = facts.containerGroups.count
            if joining { facts.joiningGroups.append(facts.containerGroups.count) }
            facts.containerGroups.append([module])
        }
    }

    public func location(_ offset: Int) -> SourceLocation { file.location(of: offset) }

    /// `container.removeAll()`, `container.reset()`: the container empties there.
    mutating func addReset(_ dialect: Dialect, container: ContainerHint, at offset: Int, _ context: ExpressionContext) {
        facts.resets.append(ContainerReset(dialect: dialect, container: container, location: location(offset), symbol: symbol(context)))
    }

    /// Names of the enclosing types, outermost first: the scope a written type is read in.
    public func scope(_ context: ExpressionContext) -> [String] {
        context.declarations.filter { $0.isTypeDeclaration || $0.kind == .extension }.map(\.name)
    }

    /// A generic parameter of an enclosing declaration (`resolve(Service.self)` in a
    /// forwarder `func make<Service>()`, `T` in a wrapper `Inject<T>`) stands for whatever
    /// each caller asks: not a type dilint can know here, so it is written as unknown.
    public func written(_ type: TypeSyntax, _ context: ExpressionContext) -> WrittenType {
        var bare = type
        if case .optional(let wrapped) = type { bare = wrapped }
        if case .named(let components) = bare, components.count == 1, components[0].genericArguments.isEmpty,
           context.declarations.contains(where: { $0.genericParameters.contains { $0.name == components[0].name } }) {
            return WrittenType(.unknown(components[0].name), scope: scope(context))
        }
        return WrittenType(type, scope: scope(context))
    }

    /// `OrdersVM.init(container:args:)`: the enclosing declaration, for messages and fingerprints.
    public func symbol(_ context: ExpressionContext) -> String? {
        guard let innermost = context.declarations.last else { return nil }
        // Spelled once for a run of sites in one declaration: a test method holds dozens.
        if let last = symbols.last, last.declaration == ObjectIdentifier(innermost), last.depth == context.declarations.count { return last.symbol }
        // Appended in place: a string a part, then joined, cost a few thousand instructions a site.
        var symbol = ""
        for (index, d) in context.declarations.enumerated() {
            if index > 0 { symbol.append(".") }
            switch d.kind {
            case .initializer, .function, .subscript:
                symbol.append(d.kind == .initializer ? "init" : d.name)
                symbol.append("(")
                for parameter in d.parameters {
                    symbol.append(parameter.label ?? "_")
                    symbol.append(":")
                }
                symbol.append(")")
            default:
                symbol.append(d.name)
            }
        }
        symbols.last = (ObjectIdentifier(innermost), context.declarations.count, symbol)
        return symbol
    }

    /// `symbol(_:)`'s last answer, by the innermost declaration (whose tree outlives the
    /// walk) and the number around it.
    final class Symbols {
        var last: (declaration: ObjectIdentifier, depth: Int, symbol: String)?
    }
    let symbols = Symbols()

    /// Whose construction performs a resolution at this context, and whether it happens
    /// during that construction or after it.
    public func owner(_ context: ExpressionContext) -> (ResolutionOwner, ResolutionTiming) {
        var timing = ResolutionTiming.eager
        for enclosing in context.closures.reversed() {
            if let registration = factoryClosures[enclosing.closure.offset] {
                if deferredClosures.contains(enclosing.closure.offset) { timing = .deferred }
                return (.registration(registration), timing)
            }
            if !Self.runsImmediately(enclosing) { timing = .deferred }
        }
        let chain = context.declarations
        guard let typeIndex = chain.lastIndex(where: { $0.isTypeDeclaration || $0.kind == .extension }),
              let member = chain[(typeIndex + 1)...].first else { return (.none, timing) }
        switch member.kind {
        case .initializer:
            break
        case .variable:
            // A stored property's initial value runs during construction; a lazy one later.
            if !member.modifiers.isDisjoint(with: [.static, .class]) || member.bindings.contains(where: \.isComputed) {
                return (.none, timing)
            }
            if member.modifiers.contains(.lazy) { timing = .deferred }
        default:
            return (.none, timing)
        }
        let scope = chain[..<typeIndex].filter { $0.isTypeDeclaration || $0.kind == .extension }.map(\.name)
        return (.type(WrittenType(.named(chain[typeIndex].name), scope: scope)), timing)
    }

    /// Closures passed to these run before the call returns.
    static func runsImmediately(_ enclosing: EnclosingClosure) -> Bool {
        guard let callee = enclosing.callee else { return false }
        let name: String
        switch callee.kind {
        case .member(_, let n, _): name = n
        case .identifier(let n): name = n
        default: return false
        }
        return ["map", "flatMap", "compactMap", "forEach", "filter", "reduce", "first", "contains", "allSatisfy", "sorted",
                "min", "max", "withLock", "sync", "autoreleasepool", "withExtendedLifetime", "with"].contains(name)
    }

    /// Forced when a miss traps, optional when it is handled.
    public func handling(_ context: ExpressionContext) -> ResolutionHandling {
        if context.isForced { return .forced }
        if context.isOptionalHandled { return .optional }
        if let annotation = context.outerSlot.annotation, annotation.unwrappingOptional.wasOptional { return .optional }
        return .plain
    }

    public mutating func add(_ resolution: Resolution) { facts.resolutions.append(resolution) }
    /// Records a registration made at `context`, and returns its `localID`.
    @discardableResult
    public mutating func add(_ registration: Registration, _ context: ExpressionContext) -> Int {
        var registration = registration
        registration.symbol = symbol(context)
        if registration.conditions.isEmpty { registration.conditions = context.conditions }
        return facts.add(registration)
    }

    /// Records a registration a declaration makes (a Factory key, a `DependencyKey`
    /// conformance), where no expression context is at hand.
    @discardableResult
    public mutating func add(_ registration: Registration, conditions: [ConditionalBranch], symbol: String?) -> Int {
        var registration = registration
        registration.symbol = symbol
        if registration.conditions.isEmpty { registration.conditions = conditions }
        return facts.add(registration)
    }
}
