import Analyzer
import DilintFacts
import DilintSyntax
import Foundation
import Rules

/// The whole analysis: files → per-file facts (in parallel) → rules → suppressions.
public enum Linter {
    public struct Request: Sendable {
        public var files: [InputFile]
        public var configuration: Configuration
        public var enable: [String]
        public var disable: [String]
        public var jobs: Int
        /// The folders the files were found under, for the name of the module of files no
        /// project description claims.
        public var roots: [String]
        /// The project files the walk found besides Swift files (`FileWalkResult.projectFiles`),
        /// for the modules.
        public var projectFiles: [InputFile] = []
        /// Where per-file facts and the last run's findings are kept; nil analyzes everything.
        public var cache: FactCache?
        /// Parse every file whole (for tools that show bodies), instead of skimming the
        /// bodies of files no dialect reads.
        public var keepsBodies = false
        /// The files are the whole project: cache entries of other files can go.
        public var prunesCache = false
        /// Member blocks no pass reads are not parsed (`MemberMaterialization`); off, every
        /// one is, for tests that hold the two to the same findings.
        public var leavesMembersDormant = true
        /// Read a file for a DI library's calls when its module reaches the library
        /// (`LibraryVisibility`), not only when the file imports it. Off only to compare.
        public var dialectsByModule = true
        /// Whether a rule the run enables reads the writes to shared state.
        /// The layers' rule asks each file which types it names: a fact of the
        /// configuration, so that a cache entry (keyed by it) holds them whenever a run needs them.
        var readsTypeReferences: Bool { !configuration.architecture.layers.isEmpty }

        var readsSharedState: Bool {
            RuleRegistry.enabledRules(configuration, enable: enable, disable: disable).contains { $0.id == SharedMutableStateRule.id }
        }

        public init(files: [InputFile], configuration: Configuration, enable: [String] = [], disable: [String] = [],
                    jobs: Int = ProcessInfo.processInfo.activeProcessorCount, roots: [String] = [], cache: FactCache? = nil) {
            self.files = files
            self.cache = cache
            self.roots = roots
            self.configuration = configuration
            self.enable = enable
            self.disable = disable
            self.jobs = jobs
        }
    }

    public struct Outcome: Sendable {
        /// Findings after suppressions, superfluous-suppression findings included, in report order.
        public var diagnostics: [Diagnostic]
        public var project: Project
        public var unreadable: [UnreadableFile]
        public var suppressedCount: Int
    }

    public static func run(_ request: Request) -> Outcome {
        let descriptions = ProjectDescriptions.read(request.projectFiles)
        let (loaded, unreadable) = ParallelFileAnalysis.read(request.files, jobs: request.jobs, hashing: request.cache != nil)
        return analyze(loaded, unreadable: unreadable, descriptions: descriptions, request: request)
    }

    /// The type table's first pass runs while the files are analyzed, on the analyzing
    /// threads, in the files' order: it needs their modules, known from the paths and
    /// manifests before any file is analyzed. So are the DI libraries each module reaches,
    /// from every file's bytes: a file is read for them in its own pass.
    static func analyze(_ loaded: [LoadedFile], unreadable: [UnreadableFile], descriptions: [ProjectDescription],
                        request: Request) -> Outcome {
        let modules = Project.modules(of: loaded.map(\.file), roots: request.roots, descriptions: descriptions,
                                      configured: ConfiguredModules(request.configuration))
        let moduleOfFile = loaded.map { modules.module(of: $0.file.path) }
        // The files' passes take their imports from this scan rather than scan again.
        let imports = request.dialectsByModule
            ? LibraryVisibility.importCandidates(Array(zip(moduleOfFile, loaded.map(\.file))),
                                                 libraries: ContainerRecognizers.libraryModules, jobs: request.jobs) : nil
        let libraries = imports.map {
            LibraryVisibility.byModule(Array(zip(moduleOfFile, $0)), libraries: ContainerRecognizers.libraryModules)
        } ?? [:]
        var collector = TypeTable.Collector()
        let files = ParallelFileAnalysis.analyze(loaded, jobs: request.jobs, containers: request.configuration.containers,
                                                 cache: request.cache, skimmingBodies: !request.keepsBodies,
                                                 leavingMembersDormant: request.leavesMembersDormant,
                                                 readingTypeReferences: request.readsTypeReferences, savingStored: false,
                                                 librariesByModule: libraries, importCandidates: imports,
                                                 module: { modules.module(of: $0.path) },
                                                 inOrder: { collector.add(ModuleFile(module: $0.module, syntax: $0.syntax)) })
        // As for the files' own entries, only a run that skims reads and writes the cache.
        let read = readingReachedLibraries(files, request, contentHashes: request.keepsBodies ? nil : loaded.map(\.contentHash))
        request.cache?.saveStored()
        var project = Project(files: read.files, modules: modules, collected: &collector,
                              containers: request.configuration.containers, jobs: request.jobs, readingSharedState: request.readsSharedState)
        project.templates = read.templates
        return analyze(project, unreadable: unreadable, request: request)
    }

    /// Sources already in memory: rule examples, editors' unsaved buffers, tests.
    public static func run(sources: [SourceFile], configuration: Configuration = .default, enable: [String] = [], disable: [String] = [],
                           leavingMembersDormant: Bool = true, dialectsByModule: Bool = true) -> Outcome {
        let libraries = dialectsByModule
            ? LibraryVisibility.byModule(sources.map { ("main", $0) }, libraries: ContainerRecognizers.libraryModules)["main"] ?? [] : []
        let files = sources.map {
            FileAnalysis.analyze($0, module: "main", containers: configuration.containers, skimmingBodies: true,
                                 leavingMembersDormant: leavingMembersDormant,
                                 readingTypeReferences: !configuration.architecture.layers.isEmpty, reaching: libraries)
        }
        var request = Request(files: [], configuration: configuration, enable: enable, disable: disable)
        request.dialectsByModule = dialectsByModule
        let read = readingReachedLibraries(files, request)
        return analyze(read.files, unreadable: [], request: request, templates: read.templates)
    }

    /// With `dialectsByModule`, each file its own pass read for the DI libraries its module
    /// reaches and it does not import, read again when it calls a value of one of the
    /// project's own types (`FileAnalysis.receiverTypes`), or when its module reaches other
    /// libraries than its bytes' `import` lines made it seem to; the files as they are otherwise.
    /// And each file that calls one of the project's own Swinject registration helpers
    /// (`SwinjectRegistrationHelpers`, declared in another file) read again knowing them.
    /// With the files, the symbols of the project's own forwarders and property wrappers
    /// found on the way (`Project.templates`).
    /// With `contentHashes` (the files' own, in order), what a file read again finds is
    /// taken from the request's cache when it read the same bytes knowing the same, and
    /// stored there otherwise.
    static func readingReachedLibraries(_ files: [FileAnalysis], _ request: Request,
                                        contentHashes: [UInt64]? = nil) -> (files: [FileAnalysis], templates: Set<String>) {
        guard request.dialectsByModule else { return (files, []) }
        let reached = LibraryVisibility.byModule(files, libraries: ContainerRecognizers.libraryModules)
        var containers = request.configuration.containers
        containers.registrationHelpers = registrationHelpers(in: files, jobs: request.jobs)
        containers.propertyWrappers = propertyWrappers(in: files, containers: containers, jobs: request.jobs)
        containers.factoryWrapperAliases = FactoryRecognizer.wrapperAliases(in: files.map(\.outline))
        containers.projectForwarders = projectForwarders(in: files, jobs: request.jobs)
        let locators = projectLocators(in: files, jobs: request.jobs).filter { found in !containers.locators.contains { $0.type == found.key } }
        containers.locators += locators.keys.sorted().compactMap { locators[$0] }
        // Files naming a helper or using a wrapper are read again, knowing them.
        // A forwarder by how it is called (`DI.resolve`): a name as common as `resolve` alone would pick most files.
        let forwarderCalls: [String] = containers.projectForwarders.flatMap { (name: String, owners: [String: Dialect]) -> [String] in
            owners.keys.map { (owner: String) -> String in owner == ProjectForwarders.freeFunction ? name : owner + "." + name }
        }
        let templates = Set(forwarderCalls.map { $0 + "(" } + containers.propertyWrappers.keys.map { $0 + "." })
        var names: [String] = Array(containers.registrationHelpers.keys) + forwarderCalls
        names += containers.propertyWrappers.keys.map { "@" + $0 }
            + containers.forwarders + containers.wrappers.map { "@" + $0 } + containers.factoryWrapperAliases.keys.map { "@" + $0 }
        let locatorNames = Array(locators.keys)
        let again = ParallelFileAnalysis.parallelMap(files.count, jobs: request.jobs) { index -> ReadingAgain? in
            let file = files[index]
            let libraries = reached[file.module] ?? []
            if let source = file.sourceNaming(names, reaching: libraries, anywhere: locatorNames) { return .knowingTheProject(source) }
            // Its pass asked what `sourceToReadAgain` asks, of the same libraries.
            if file.moduleLibraries == libraries { return file.readReaching.isEmpty ? nil : .unlessAReceiverIsTheProjects }
            if let source = file.sourceToReadAgain(reaching: libraries) { return .knowingTheProject(source) }
            return file.readReaching.isEmpty ? nil : .forItsOwnImports
        }
        // The project's own types are gathered only when some file may be read again.
        guard again.contains(where: { $0 != nil }) else { return (files, templates) }
        let foreign = ForeignReceivers(files.map(\.outline))
        let cache = contentHashes.flatMap { $0.count == files.count ? request.cache : nil }
        // Hashed once: it names every type of the project.
        let known = cache == nil ? "" : ContentHash.hex(ContentHash.of(readAgainKnowing(containers, foreign)))
        let read = ParallelFileAnalysis.parallelMap(files.count, jobs: request.jobs) { index in
            let source: SourceFile
            switch again[index] {
            case nil:
                return files[index]
            case .forItsOwnImports:
                return files[index].readingOwnImports(containers: request.configuration.containers)
            case .unlessAReceiverIsTheProjects:
                guard !files[index].receiverTypes.isDisjoint(with: foreign.typeNames),
                      let bytes = files[index].file.analyzedBytes() else { return files[index] }
                source = SourceFile(path: files[index].path, bytes: bytes, origin: files[index].file.origin)
            case .knowingTheProject(let bytes):
                source = bytes
            }
            // A file importing a library the compiler does not check speaks only what it imports.
            let libraries = files[index].readsReachedLibraries ? reached[files[index].module] ?? [] : []
            let project = ContentHash.of(libraries.sorted().joined(separator: ",") + "\n" + known)
            let hash = contentHashes?[index]
            if let cache, let hash, let facts = cache.loadReadAgain(files[index].path, contentHash: hash, project: project) {
                var kept = files[index]
                kept.facts = facts
                return kept
            }
            let read = files[index].reading(source, libraries: libraries, containers: containers, foreign: foreign)
            if let cache, let hash { cache.storeReadAgain(read.facts, path: read.path, contentHash: hash, project: project) }
            return read
        }
        return (read, templates)
    }

    /// Why a file is read again once every file is.
    enum ReadingAgain {
        /// It names one of the project's own helpers, wrappers, forwarders or locators, or its
        /// module reaches libraries its own pass did not read it for.
        case knowingTheProject(SourceFile)
        /// Its own pass read it for its module's libraries: again only if a value it calls is
        /// declared as one of the project's own non-container types.
        case unlessAReceiverIsTheProjects
        /// Its own pass read it for libraries its module turns out not to reach.
        case forItsOwnImports
    }

    /// What a file read again is given besides its bytes, its libraries and the configuration
    /// (which every entry's stamp holds), written in a fixed order (dictionaries sorted by
    /// key): what the project declares (its helpers, wrappers, forwarders, Factory aliases and
    /// locators, the configured locators with them) and its own non-container types.
    static func readAgainKnowing(_ containers: ContainerSettings, _ foreign: ForeignReceivers) -> String {
        func sorted<Value>(_ dictionary: [String: Value], _ text: (Value) -> String = { String(describing: $0) }) -> String {
            dictionary.keys.sorted().map { "\($0)=\(text(dictionary[$0]!))" }.joined(separator: ";")
        }
        return [
            String(describing: containers.locators), sorted(containers.registrationHelpers), sorted(containers.propertyWrappers),
            sorted(containers.projectForwarders) { sorted($0) }, sorted(containers.factoryWrapperAliases),
            foreign.typeNames.sorted().joined(separator: ","),
        ].joined(separator: "\n")
    }

    /// The project's property wrappers over a Swinject or Resolver container: only a file
    /// whose outline declares a generic `@propertyWrapper` and imports one of them is parsed
    /// whole to look.
    static func propertyWrappers(in files: [FileAnalysis], containers: ContainerSettings, jobs: Int) -> [String: ProjectPropertyWrapper] {
        declared(in: files, jobs: jobs, where: { file in
            !file.importedLibraries.isDisjoint(with: ProjectPropertyWrappers.libraries) && file.outline.declaresGenericWrapper
        }, mayDeclare: ProjectPropertyWrappers.mayDeclare) { whole in
            ProjectPropertyWrappers.declared(in: whole, facts: ContainerExtraction.extract(whole, settings: containers, reaching: [], foreign: ForeignReceivers()))
        }
    }

    /// The forwarders the files declare: only a file that imports a DI library, declares a
    /// function shaped like one and whose bytes call some `.resolve(` is parsed whole to look.
    static func projectForwarders(in files: [FileAnalysis], jobs: Int) -> [String: [String: Dialect]] {
        declared(in: files, jobs: jobs, where: { !$0.importedLibraries.isEmpty && $0.outline.mayDeclareForwarder },
                 mayDeclare: ProjectForwarders.mayDeclare,
                 merging: { $0.merging($1) { first, _ in first } }, ProjectForwarders.declared(in:))
    }

    /// The service locators the files declare (`ProjectLocators`): only a file whose words
    /// and then bytes declare both generic methods is parsed whole to look.
    static func projectLocators(in files: [FileAnalysis], jobs: Int) -> [String: LocatorSettings] {
        declared(in: files, jobs: jobs, where: { ProjectLocators.mayDeclare(spelling: $0.words) }, mayDeclare: ProjectLocators.mayDeclare,
                 ProjectLocators.declared(in:))
    }

    /// The Swinject registration helpers the files declare: only a file whose outline says
    /// it extends `Container` is parsed whole to look.
    static func registrationHelpers(in files: [FileAnalysis], jobs: Int) -> [String: Lifetime] {
        declared(in: files, jobs: jobs, where: \.outline.extendsContainer, mayDeclare: SwinjectRegistrationHelpers.mayDeclare, SwinjectRegistrationHelpers.declared(in:))
    }

    /// What the files that may declare something of the project's own declare, by name: the
    /// files `candidate` picks whose bytes `mayDeclare` lets through, parsed whole; the first
    /// declaration of a name wins, unless `merging` joins them.
    private static func declared<Value: Sendable>(in files: [FileAnalysis], jobs: Int, where candidate: (FileAnalysis) -> Bool,
                                                  mayDeclare: @escaping @Sendable (SourceFile) -> Bool,
                                                  merging: (Value, Value) -> Value = { first, _ in first },
                                                  _ read: @escaping @Sendable (SyntaxFile) -> [String: Value]) -> [String: Value] {
        let picked = files.indices.filter { candidate(files[$0]) }
        guard !picked.isEmpty else { return [:] }
        let found = ParallelFileAnalysis.parallelMap(picked.count, jobs: jobs) { position -> [String: Value] in
            let file = files[picked[position]]
            guard let bytes = file.file.analyzedBytes() else { return [:] }
            let source = SourceFile(path: file.file.path, bytes: bytes, origin: file.file.origin)
            guard mayDeclare(source) else { return [:] }
            return read(file.wholeSyntax ?? Parser.parse(source, tokens: Tokenizer.tokenize(source, keepingTrivia: false)))
        }
        return found.reduce(into: [:]) { all, each in all.merge(each, uniquingKeysWith: merging) }
    }

    static func analyze(_ files: [FileAnalysis], unreadable: [UnreadableFile], request: Request, templates: Set<String> = []) -> Outcome {
        var project = Project(files: files, roots: request.roots, configured: ConfiguredModules(request.configuration),
                              containers: request.configuration.containers, jobs: request.jobs, readingSharedState: request.readsSharedState)
        project.templates = templates
        return analyze(project, unreadable: unreadable, request: request)
    }

    static func analyze(_ project: Project, unreadable: [UnreadableFile], request: Request) -> Outcome {
        let context = RuleContext(project: project, configuration: request.configuration)
        let rules = RuleRegistry.enabledRules(request.configuration, enable: request.enable, disable: request.disable)
        // Rules are independent passes over an immutable project: they run side by side,
        // and their findings are joined in the registry's order.
        let order = RuleRegistry.startOrder(of: rules)
        let inStartOrder = ParallelFileAnalysis.parallelMap(order.count, jobs: request.jobs) { rules[order[$0]].init().check(context) }
        var byRule = [[Diagnostic]](repeating: [], count: rules.count)
        for (slot, findings) in inStartOrder.enumerated() { byRule[order[slot]] = findings }
        let found = byRule.flatMap { $0 }
        // Only files with directives: every file's path hashed, and regions built for each,
        // cost 4.9M instructions on one thread.
        let directives = Dictionary(project.files.lazy.filter { !$0.suppressions.isEmpty }.map { ($0.path, $0.suppressions) },
                                    uniquingKeysWith: { a, _ in a })
        let superfluousEnabled = RuleRegistry.isEnabled(SuppressionFilter.ruleID, configuration: request.configuration,
                                                        enable: request.enable, disable: request.disable)
        let outcome = SuppressionFilter.apply(found, directives: directives, activeRules: Set(rules.map { $0.id }),
                                              knownRules: Set(RuleRegistry.ids))
        var diagnostics = outcome.kept
        if superfluousEnabled {
            let severity = context.severity(for: SuppressionFilter.ruleID, default: .warning)
            diagnostics += outcome.superfluous.map { var d = $0; d.severity = severity; return d }
        }
        diagnostics.sort(by: Diagnostic.reportOrder)
        return Outcome(diagnostics: diagnostics, project: project, unreadable: unreadable, suppressedCount: outcome.suppressedCount)
    }
}
