import DilintFacts
import DilintSyntax

/// The state the app may share — global `var`s, stored `static var`s, and the stored
/// `var`s of singletons and of classes registered with a shared lifetime — and every
/// write to it the analyzed code makes, tied to the declaration it lands on. The files
/// whose words may write one of those names (`WordIndex`) are read whole (parsed
/// again, unless the run kept them whole), and their writes (`PropertyWrites`) bound
/// by the type table's lookup.
public struct SharedState: Sendable {
    public enum Owner: Hashable, Sendable {
        /// A global variable: its file and the offset of its name.
        case global(path: String, offset: Int)
        case type(TypeID)
    }

    /// A stored variable: a global, a static of a type, or an instance property of one.
    public struct Property: Hashable, Sendable {
        public let owner: Owner
        public let name: String
        public let isStatic: Bool

        public init(owner: Owner, name: String, isStatic: Bool) {
            self.owner = owner
            self.name = name
            self.isStatic = isStatic
        }
    }

    /// One write to a property, where and in what context it is made.
    public struct Write: Sendable {
        public let file: SourceFile
        public let module: String
        public let write: PropertyWrite
        /// The type whose body holds the write, when the analyzed code declares it.
        public let writer: TypeID?
        /// In a test target, a preview, a test double or a test-only setter, or in a
        /// function only tests call.
        public internal(set) var isTestCode: Bool
        /// Isolated to the main actor by the type or module around it, when the write
        /// itself names no guard; or by where its function is called from.
        public internal(set) var guardedBy: PropertyWrite.Guard?
        /// Where the function holding the write is called from, when that settles it.
        public internal(set) var reach: Reach = .unknown
        /// In a closure or `async` code, or in a function some closure calls: code that
        /// runs later, on whatever thread runs it — the sign that writes can race.
        public var runsLater: Bool { write.inClosure || write.inAsyncCode || calledLater }
        var calledLater = false
        /// Code that need not run on the main thread, by what surrounds the write (a
        /// `Task`, `async` code, a background queue or chain, an actor) or one of its
        /// function's callers: where two threads can meet, not only may.
        public var mayRunOffMain: Bool { runsOffMain || calledOffMain }
        var runsOffMain = false
        var calledOffMain = false

        /// What the callers of its function settle.
        mutating func reached(_ reach: Reach) {
            self.reach = reach
            switch reach {
            case .mainActor: guardedBy = .mainActor
            case .lock: guardedBy = .lock
            case .tests: isTestCode = true
            case .unknown, .launch, .nowhere: break
            }
        }

        public var location: SourceLocation { file.location(of: write.offset) }
    }

    /// A stored global `var` of the analyzed files (`globalVariables(in:)`).
    public struct GlobalVariable: Sendable {
        /// Its file's index in the project's files.
        public let file: Int
        public let declaration: Declaration
        public let binding: Binding
    }

    /// The stored global `var`s, in file order; a script's top-level variables and package
    /// manifests' apart.
    public private(set) var globals: [GlobalVariable] = []

    /// Every write found, by the property it lands on.
    public private(set) var writes: [Property: [Write]] = [:]

    /// What the callers of a write's function say about it: only launch code, only tests,
    /// nobody (the function is never called or referred to), only the main actor, only
    /// code under a lock; `unknown` when a caller could be anywhere.
    public enum Reach: Sendable, Equatable {
        case unknown, launch, tests, nowhere, mainActor, lock
    }
    /// Files parsed again whole for their writes, and the properties looked for.
    public private(set) var reparsedFiles = 0
    public private(set) var candidateCount = 0
    /// Files parsed again for the callers of writing functions, per depth.
    public private(set) var filesReadForCallers: [Int] = []

    public init() {}

    public func writes(to property: Property) -> [Write] { writes[property] ?? [] }
}

extension SharedState {
    /// Finds the writes to the globals and statics of `files` and to the stored instance
    /// properties of `instanceOwners`.
    /// `mainQueueNames`: the names the app registers the main queue under.
    public init(files: [FileAnalysis], modules: ModuleMap, types: TypeTable, instanceOwners: Set<TypeID>,
                mainQueueNames: Set<String> = [], jobs: Int) {
        var binder = WriteBinder(types: types, modules: modules)
        binder.mainQueueNames = mainQueueNames
        globals = Self.globalVariables(in: files)
        for global in globals {
            binder.addGlobal(global.binding, path: files[global.file].path, module: files[global.file].module)
        }
        for id in types.typesWithStaticState() {
            for member in types.staticVariables(of: id) { binder.addMember(member, of: id, isStatic: true) }
        }
        for id in instanceOwners {
            for member in types.mutableStoredProperties(of: id) {
                binder.addMember(member, of: id, isStatic: false)
            }
        }
        candidateCount = binder.candidates.count
        let names = WordLookup(binder.candidates.map(\.name))
        guard !names.isEmpty else { return }
        let assignedOnly = binder.assignedOnlyNames
        let found = ParallelFileAnalysis.parallelMap(files.count, jobs: jobs) { index -> (whole: SyntaxFile?, writes: [WriteBinder.Bound]) in
            let file = files[index]
            // A filter on the file's words; what it lets through, the parse decides.
            var written = Set<String>()
            names.forEach(in: file.words) { name, uses in
                if uses.contains(.assigned) || (uses.contains(.throughMembers) && !assignedOnly.contains(name)) { written.insert(name) }
            }
            let wanted = binder.reachable(written, from: file)
            // The bytes read again: the analyzed file may have let go of its own.
            guard !wanted.isEmpty, let bytes = file.file.analyzedBytes() else { return (nil, []) }
            let source = SourceFile(path: file.file.path, bytes: bytes)
            let whole = file.wholeSyntax ?? Parser.parse(source, tokens: Tokenizer.tokenize(source, keepingTrivia: false))
            return (whole, PropertyWrites.collect(from: whole, wanted: wanted, bytes: bytes).compactMap { binder.bind($0, in: file) })
        }
        // The callers' search reads these again rather than parsing them a third time.
        var parsedWhole: [Int: SyntaxFile] = [:]
        for (index, (whole, list)) in found.enumerated() {
            if let whole { parsedWhole[index] = whole }
            for bound in list { writes[bound.property, default: []].append(bound.write) }
        }
        reparsedFiles = parsedWhole.count
        settleByCallers(files: files, parsedWhole: parsedWhole, binder: binder, jobs: jobs)
    }

    /// The stored global `var`s of the files, by file index, with their declarations; a
    /// script's top-level variables (its locals) and package manifests' apart.
    static func globalVariables(in files: [FileAnalysis]) -> [GlobalVariable] {
        var found: [GlobalVariable] = []
        for index in files.indices where files[index].syntax.statements.isEmpty && !PackageManifestReader.isAnyManifest(path: files[index].path) {
            for declaration in files[index].syntax.declarations where declaration.kind == .variable && !declaration.isLet {
                for binding in declaration.bindings where !binding.isComputed {
                    found.append(GlobalVariable(file: index, declaration: declaration, binding: binding))
                }
            }
        }
        return found
    }

    /// Writes with nothing around them that tells where they run, in a named function: who
    /// calls that function decides (`CallContexts`).
    private mutating func settleByCallers(files: [FileAnalysis], parsedWhole: [Int: SyntaxFile], binder: WriteBinder, jobs: Int) {
        func function(_ write: Write) -> CallContexts.Function? {
            guard write.guardedBy == nil, !write.isTestCode, !write.write.inClosure, case .other(let name) = write.write.function else { return nil }
            return CallContexts.Function(owner: write.write.enclosingType.last, name: name, isStatic: write.write.isStaticContext,
                                         module: write.module, shape: write.write.functionShape)
        }
        // Only for state the app may share: not an actor's, a main-actor type's or a test's.
        let functions = Set(writes.filter { binder.mayBeShared($0.key) }.values.joined().compactMap(function))
        guard !functions.isEmpty else { return }
        let callers = CallContexts(of: functions, files: files, parsedWhole: parsedWhole, binder: binder, jobs: jobs)
        filesReadForCallers = callers.filesRead
        for (property, list) in writes {
            writes[property] = list.map { write in
                guard let key = function(write), let contexts = callers.contexts[key] else { return write }
                var settled = write
                // Calls from tests say nothing about where the app runs the write.
                let app = contexts.subtracting([.test])
                settled.calledLater = app.contains(.later)
                settled.calledOffMain = app.contains(.offMain)
                if contexts.isEmpty {
                    settled.reached(.nowhere)
                } else if app.isEmpty {
                    settled.reached(.tests)
                } else if app == [.launch] {
                    settled.reached(.launch)
                } else if write.write.inAsyncCode {
                    // A nonisolated `async` function leaves its caller's actor and lock behind:
                    // its body runs on the concurrent pool whoever calls it.
                } else if app.isSubset(of: [.mainActor, .launch]) {
                    settled.reached(.mainActor)
                } else if app == [.lock] {
                    settled.reached(.lock)
                }
                return settled
            }
        }
    }
}
