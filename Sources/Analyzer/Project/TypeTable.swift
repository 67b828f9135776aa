import DilintFacts
import DilintSyntax

/// One analyzed file and the module it belongs to: the type table's input.
public struct ModuleFile: Sendable {
    public var module: String
    public var syntax: SyntaxFile

    public init(module: String, syntax: SyntaxFile) {
        self.module = module
        self.syntax = syntax
    }
}

/// Every nominal type of the analyzed code by nested name, with its extensions merged in
/// from any file and module, the typealiases, and the inheritance graph over them.
///
/// Built once by a sequence of passes (`TypeTable+Collect`: declarations and members;
/// `TypeTable+Extensions`: extensions merged to a fixpoint; `TypeTable+Bodies`: their
/// members added; inheritance lists resolved;
/// then `InheritanceGraph`), immutable afterwards, so rules can share it across threads.
public struct TypeTable: Sendable {
    public internal(set) var types: [DeclaredType] = []
    public internal(set) var typealiases: [TypeAlias] = []
    /// Types the analyzed code extends but does not declare, by name.
    public internal(set) var externalTypes: [String: ExtendedExternalType] = [:]
    public internal(set) var inheritance = InheritanceGraph()
    /// Global actors declared in the analyzed code (`@globalActor actor X`), plus `MainActor`.
    public internal(set) var globalActorNames: Set<String> = ["MainActor"]

    /// Every name some type gives a meaning of its own (`anyScopeMayDeclare`).
    var namesScopesDeclare = Set<NameKey>()
    /// Top-level names of each module.
    var topLevel: [String: [NameKey: NamespaceEntry]] = [:]
    /// Top-level names across modules, for names another module declares.
    var topLevelAcrossModules: [NameKey: [NamespaceEntry]] = [:]
    /// Top-level names declared `private` or `fileprivate`, with their modules and files.
    var privateTopLevel: [NameKey: PrivateDeclarations] = [:]
    /// Names whose meaning depends on the file that reads them (`findNamesNeedingFile`).
    var namesNeedingFile = Set<NameKey>()
    /// The files declaring those names privately (`hasOwnNames`).
    var filesWithOwnNames = Set<String>()
    /// The types `distinguishPrivateTypes` named apart, by that name.
    var byDistinguishedName: [String: TypeID] = [:]
    /// Types by nested name, across modules.
    var byQualifiedName: [NameKey: [TypeID]] = [:]
    /// The type a type declaration introduces (another `#if` branch's declaration of it
    /// included), with its module.
    var scopeOfDeclaration: [ObjectIdentifier: (type: TypeReference, module: String)] = [:]
    /// The dormant member blocks and skimmed bodies the project parsed again.
    var materialized = Materialized()
    /// The type an extension extends, apart from the types': by the time extensions are
    /// filed, the types' dictionary is full, and growing it for them rehashed every
    /// type's entry, on one thread.
    var scopeOfExtension: [ObjectIdentifier: (type: TypeReference, module: String)] = [:]
    /// Modules of the analyzed code and modules imported by it: a qualifier naming one
    /// is dropped from names the table does not declare.
    var moduleNames: Set<String> = []
    var importedModules: Set<String> = []
    /// Extensions and redeclarations whose bodies `addMergedBodies` has yet to add.
    var mergedBodies: [MergedBody] = []
    /// The extensions as collected, kept as long as the table: dropping them releases
    /// thousands of cold declarations, which, on any thread, took time from the passes
    /// after the merge. With the table they go when the project goes: after the report,
    /// or never when the process exits first.
    private var collectedExtensions: [PendingExtension] = []
    /// The arrays the merge replaced when it added extensions' bodies, kept as long as the
    /// table: freed during the merge, they cost the other thread's heap lock (`ReplacedArrays`).
    var arraysReplacedByMerge: [[ReplacedArrays]] = []

    /// `jobs` threads share the passes that only read the table once it is collected.
    public init(files: [ModuleFile], jobs: Int = 1) {
        var collector = Collector(collecting: files)
        self = collector.finish(jobs: jobs)
    }

    /// The first pass, one file at a time in the order the table is to see them, so that
    /// it can run while later files are still being analyzed; the passes after it need
    /// every file.
    public struct Collector: Sendable {
        private var table = TypeTable()
        private var pending: [PendingExtension] = []
        /// The types and typealiases the pending extensions declare, which the merge adds.
        private var nestedInPending = 0

        public init() {}

        /// The first pass over files all at hand, in their order.
        public init(collecting files: [ModuleFile]) {
            for file in files { add(file) }
        }

        public mutating func add(_ file: ModuleFile) {
            table.moduleNames.insert(file.module)
            for i in file.syntax.imports { table.importedModules.insert(TypeTable.dottedComponents(i.module).first ?? i.module) }
            let before = pending.count
            table.collect(file, into: &pending)
            for index in before..<pending.count { nestedInPending += pending[index].nestedDeclarations.count }
            // Room for the merge's types, made now, while other threads analyze files: grown
            // during the merge, this dictionary was rehashed whole on one thread. (Its
            // storage comes in powers of two, so asking at every file regrows it no more
            // often than filling it would.)
            table.scopeOfDeclaration.reserveCapacity(table.scopeOfDeclaration.count + nestedInPending)
        }

        /// Takes the table out, leaving the collector empty: a `consuming` method is
        /// handed a copy unless the caller's variable provably ends there, and the passes
        /// would then copy every array of the table to change it.
        public mutating func finish(jobs: Int) -> TypeTable {
            finish(jobs: jobs, alongsideInheritanceGraph: { _ in }).table
        }

        /// The same, with `work` run on the finished table while the inheritance graph,
        /// the last pass, is built on another thread (with more than one job): work that
        /// reads neither the graph nor the table's members can fill the wait.
        public mutating func finish<Alongside>(jobs: Int, alongsideInheritanceGraph work: (TypeTable) -> Alongside)
            -> (table: TypeTable, alongside: Alongside) {
            var table = TypeTable()
            swap(&table, &self.table)
            let pending = self.pending
            let nested = nestedInPending
            self.pending = []
            nestedInPending = 0
            table.findNamesNeedingFile(pending: pending)
            table.mergeExtensions(pending, nested: nested, jobs: jobs)
            table.distinguishPrivateTypes()
            table.addMergedBodies(of: pending, jobs: jobs)
            table.resolveInheritanceLists(jobs: jobs)
            table.namesScopesDeclare = TypeTable.namesScopesDeclare(in: table)
            table.collectedExtensions = consume pending
            let input = InheritanceGraph.Input(table)
            let graph = jobs > 1 ? ComputedAside { InheritanceGraph(input) } : ComputedAside(computed: InheritanceGraph(input))
            let alongside = work(table)
            table.inheritance = graph.value
            return (table, alongside)
        }
    }

    private init() {}

    public subscript(id: TypeID) -> DeclaredType { types[id.index] }
    public subscript(id: TypeAliasID) -> TypeAlias { typealiases[id.index] }

    /// Modules declaring a type with this nested name (`Outer.Inner`), in declaration
    /// order; use `resolve` to read a name the way code written somewhere reads it.
    /// A type's key name (`DeclaredType.keyName`) is understood too.
    public func types(named qualifiedName: String) -> [TypeID] {
        if !byDistinguishedName.isEmpty, qualifiedName.utf8.last == UInt8(ascii: ")"), let id = byDistinguishedName[qualifiedName] { return [id] }
        return byQualifiedName[NameKey(qualifiedName)] ?? []
    }

    /// The type with this nested name or key name in `module`, or the only one in any
    /// module. A name that file-private types share is the module-wide type's, or nothing.
    public func type(named qualifiedName: String, module: String? = nil) -> TypeID? {
        let candidates = types(named: qualifiedName)
        if candidates.count > 1, !byDistinguishedName.isEmpty {
            let undistinguished = candidates.filter { types[$0.index].distinguishedName == nil }
            if let module, let own = undistinguished.first(where: { types[$0.index].module == module }) { return own }
            if let module, candidates.contains(where: { types[$0.index].module == module }) { return nil }
            return undistinguished.count == 1 ? undistinguished[0] : nil
        }
        if let module, let own = candidates.first(where: { self[$0].module == module }) { return own }
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// The type a type or extension declaration introduces or extends (an extension of an
    /// undeclared type gives `.external`); nil for other declarations.
    public func type(declaredBy declaration: Declaration) -> TypeReference? {
        scope(declaredBy: declaration)?.type
    }

    /// The type a type or extension declaration introduces or extends, with its module.
    func scope(declaredBy declaration: Declaration) -> (type: TypeReference, module: String)? {
        let id = ObjectIdentifier(declaration)
        return declaration.kind == .extension ? scopeOfExtension[id] : scopeOfDeclaration[id]
    }

    /// A readable name: the nested name of a declared type, the name of an external one.
    public func name(of reference: TypeReference) -> String {
        switch reference {
        case .declared(let id): return self[id].qualifiedName
        case .external(let name): return name
        }
    }

    /// The name DI keys give a type (`DeclaredType.keyName`), or an external one's name.
    public func keyName(of reference: TypeReference) -> String {
        switch reference {
        case .declared(let id): return self[id].keyName
        case .external(let name): return name
        }
    }

    public func kind(of reference: TypeReference) -> DeclaredType.Kind? {
        reference.declaredID.map { self[$0].kind }
    }

    /// Members of a declared or extended external type, extensions included.
    public func members(of reference: TypeReference) -> [TypeMember] {
        switch reference {
        case .declared(let id): return self[id].members
        case .external(let name): return externalTypes[name]?.members ?? []
        }
    }

    func nestedNames(of reference: TypeReference) -> [NameKey: NamespaceEntry]? {
        switch reference {
        case .declared(let id): return types[id.index].nestedNames
        case .external(let name): return externalTypes[name]?.nestedNames
        }
    }
}
