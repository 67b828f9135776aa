import DilintFacts
import DilintSyntax

/// Where the functions that write shared state are called from, a few calls deep: only
/// from launch code, only on the main actor, only under a lock, only from tests, or from
/// nowhere. A write in `setProviders()` that only `application(_:didFinishLaunching…)`
/// calls runs once at launch; one in a method only scene-delegate callbacks call runs on
/// the main actor. A function is known by its name and the type declaring it; a call is
/// its when the receiver can be it (`T.f()`, `T.shared.f()`, `self.f()` in T, or any
/// instance for an instance method). One call from an unknown place makes it unknown.
struct CallContexts {
    enum Context: Hashable, Sendable {
        case launch, mainActor, lock, test, elsewhere
        /// Called from a closure or handed on as a reference: runs later, on whatever
        /// thread runs the closure.
        case later
        /// Called from code that need not run on the main thread (`PropertyWrite.mayRunOffMain`,
        /// a queue that is not serial, an actor).
        case offMain
    }

    struct Function: Hashable, Sendable {
        /// The simple name of the type or extended type declaring it; nil at the top level.
        var owner: String?
        var name: String
        var isStatic: Bool
        /// The module declaring it: what may call a function code out of sight cannot
        /// (internal, private) is in its module.
        var module: String
        /// Its parameters' labels; nil for an accessor, which is read, not called.
        var shape: CallShape?
    }

    /// Each searched function's contexts; empty: no call and no reference anywhere.
    private(set) var contexts: [Function: Set<Context>] = [:]
    /// Files parsed again to find the calls, at each depth, and the functions searched.
    private(set) var filesRead: [Int] = []
    static let depth = 2
    static let filesPerName = 48

    /// A call and what surrounds it; `receiverType`, the type its receiver holds when known.
    private typealias Site = (site: CallSite, isTest: Bool, guardKind: PropertyWrite.Guard?, offMain: Bool, module: String, receiverType: TypeID?)

    /// What one file holds of a depth's names: their calls and function declarations, as
    /// written; what surrounds them is worked out only for those a depth looks for.
    private struct FileCalls: Sendable {
        var file = 0
        var sites: [CallSite] = []
        var declarations: [FunctionDeclaration] = []
    }

    /// `parsedWhole`: files an earlier pass parsed whole, by index, read here instead of
    /// being parsed again, as are the files' `wholeSyntax`.
    init(of functions: Set<Function>, files: [FileAnalysis], parsedWhole: [Int: SyntaxFile] = [:], binder: WriteBinder, jobs: Int) {
        var sites: [Function: [Site]] = [:]
        var searched = Set<Function>()
        var declared = Set<Function>()
        var outside = Set<Function>()
        var frontier = functions
        // Each file is parsed once in this pass, when a searched name first shows in it, and
        // kept: each depth walks the files that name its functions for their calls alone
        // (a walk recording every call would build a site for each).
        var parsed: [Int: SyntaxFile] = [:]
        for _ in 0..<Self.depth where !frontier.isEmpty {
            searched.formUnion(frontier)
            let names = Set(frontier.map(\.name))
            // Only the files of a function's module can call it (one others may call is
            // taken as called from out of sight): the rest are not read at all.
            var lookups: [String: WordLookup] = [:]
            for (module, functions) in Dictionary(grouping: frontier, by: \.module) {
                lookups[module] = WordLookup(functions.map(\.name))
            }
            // A name only static functions of known types bear is called on the type's
            // name, or inside its declaration and extensions, which name it too.
            var staticOwners: [String: Set<String>] = [:]
            for function in frontier where function.isStatic {
                guard let owner = function.owner, !frontier.contains(where: { $0.name == function.name && (!$0.isStatic || $0.owner == nil) }) else { continue }
                staticOwners[function.name, default: []].insert(owner)
            }
            // First which files name which functions, then the files to parse: a name that
            // shows in more files than `filesPerName` is not followed (its callers stay
            // unknown), so that `register` or `update` does not mean parsing the project.
            let named = ParallelFileAnalysis.parallelMap(files.count, jobs: jobs) { index -> (named: Set<String>, referenced: Set<String>) in
                guard let lookup = lookups[files[index].module] else { return ([], []) }
                let words = files[index].words
                var named = Set<String>()
                var referenced = Set<String>()
                lookup.forEach(in: words) { name, uses in
                    guard staticOwners[name].map({ $0.contains(where: words.spells) }) ?? true else { return }
                    named.insert(name)
                    if uses.contains(.referenced) { referenced.insert(name) }
                }
                return (named, referenced)
            }
            var fileCount: [String: Int] = [:]
            for entry in named { for name in entry.named { fileCount[name, default: 0] += 1 } }
            let followed = Set(fileCount.filter { $0.value <= Self.filesPerName }.keys)
            for function in frontier where !followed.contains(function.name) { outside.insert(function) }
            let toParse = named.indices.filter { parsed[$0] == nil && !named[$0].named.isDisjoint(with: followed) }
            // References (`action: reload`, `manager.latest` of a computed property) are
            // read with their surroundings from the files whose bytes hold one; a file read
            // for both is parsed once.
            let referencing = named.indices.filter { !named[$0].referenced.isDisjoint(with: followed) }
            // The files parsed so far (this depth's among them) that name one of its functions.
            let newlyParsed = Set(toParse)
            let forCalls = Set(parsed.keys).union(newlyParsed).filter { !named[$0].named.isEmpty }
            let toRead = Array(forCalls.union(referencing)).sorted()
            let read = ParallelFileAnalysis.parallelMap(toRead.count, jobs: jobs) { position -> (whole: SyntaxFile?, calls: FileCalls?, references: [Site]) in
                let index = toRead[position]
                let file = files[index]
                let bytes = file.file.analyzedBytes()
                let whole: SyntaxFile
                if let kept = parsed[index] ?? parsedWhole[index] ?? file.wholeSyntax {
                    whole = kept
                } else {
                    guard let bytes else { return (nil, forCalls.contains(index) ? FileCalls(file: index) : nil, []) }
                    let source = SourceFile(path: file.file.path, bytes: bytes)
                    whole = Parser.parse(source, tokens: Tokenizer.tokenize(source, keepingTrivia: false))
                }
                // One walk for a file read for both its calls and its references.
                var calls: FileCalls?
                var referenceSites: [CallSite] = []
                let wanted = named[index].referenced.intersection(followed)
                if forCalls.contains(index) {
                    let collected = PropertyWrites.collect(from: whole, wanted: [], calling: names, bytes: bytes)
                    calls = FileCalls(file: index, sites: collected.calls.filter { !$0.isReference }, declarations: collected.functions)
                    referenceSites = collected.calls.filter { $0.isReference && wanted.contains($0.context.path[0]) }
                } else if !wanted.isEmpty {
                    referenceSites = PropertyWrites.collect(from: whole, wanted: [], calling: wanted, bytes: bytes).calls.filter(\.isReference)
                }
                let kept: SyntaxFile? = newlyParsed.contains(index) ? whole : nil
                guard !referenceSites.isEmpty else { return (kept, calls, []) }
                let references = referenceSites.map { site -> Site in
                    let around = binder.surroundings(of: site, in: file)
                    return (site, around.isTest, around.guardKind, around.offMain, file.module, binder.receiverType(of: site, in: file))
                }
                return (kept, calls, references)
            }
            for (position, index) in toRead.enumerated() { if let whole = read[position].whole { parsed[index] = whole } }
            let references = read.map(\.references)
            filesRead.append(toParse.count + referencing.count)
            // The calls and declarations of this depth's names, with their surroundings.
            let kept = read.compactMap(\.calls)
            let relevant = ParallelFileAnalysis.parallelMap(kept.count, jobs: jobs) { position -> ([Site], [(FunctionDeclaration, Bool, String)]) in
                let file = files[kept[position].file]
                let list = kept[position].sites.filter { names.contains($0.context.path[0]) }.map { site -> Site in
                    let around = binder.surroundings(of: site, in: file)
                    return (site, around.isTest, around.guardKind, around.offMain, file.module, binder.receiverType(of: site, in: file))
                }
                let declarations = kept[position].declarations.filter { names.contains($0.name) }.map {
                    ($0, binder.mayBeCalledFromOutside($0, module: file.module, file: file.path), file.module)
                }
                return (list, declarations)
            } + [(Array(references.joined()), [])]
            var next = Set<Function>()
            for (list, declarations) in relevant {
                for (declaration, isOutside, module) in declarations {
                    let function = Function(owner: declaration.enclosingType.last, name: declaration.name, isStatic: declaration.isStatic,
                                            module: module, shape: declaration.shape)
                    guard frontier.contains(function) else { continue }
                    declared.insert(function)
                    if isOutside { outside.insert(function) }
                }
                for entry in list {
                    var reachesOne = false
                    for function in frontier where function.name == entry.site.context.path[0] && function.module == entry.module
                        && Self.reaches(entry.site, function) && entry.site.mayCall(function.shape)
                        && (entry.receiverType.map { binder.mayDispatch(from: $0, to: function.owner ?? "", module: function.module) } ?? true) {
                        sites[function, default: []].append(entry)
                        reachesOne = true
                    }
                    // Only the callers of a call of a searched function are searched next.
                    guard reachesOne else { continue }
                    let context = entry.site.context
                    if !entry.site.isReference, !context.inClosure, entry.guardKind == nil, !entry.isTest, case .other(let caller) = context.function {
                        let function = Function(owner: context.enclosingType.last, name: caller, isStatic: context.isStaticContext,
                                                module: entry.module, shape: context.functionShape)
                        if !searched.contains(function) { next.insert(function) }
                    }
                }
            }
            frontier = next
        }
        // A function no declaration of the analyzed code has is a framework's or a property
        // accessor's: code out of sight calls it.
        outside.formUnion(searched.subtracting(declared))
        for function in searched { contexts[function] = outside.contains(function) ? [.elsewhere] : [] }
        // The least fixed point: a function's contexts are its call sites'; a site in a
        // function called from nowhere adds nothing.
        var changed = true
        while changed {
            changed = false
            for (function, list) in sites {
                var union: Set<Context> = outside.contains(function) ? [.elsewhere] : []
                for entry in list { union.formUnion(context(of: entry, searched: searched)) }
                if union != contexts[function] {
                    contexts[function] = union
                    changed = true
                }
            }
        }
    }

    /// Whether a call may be of `function`, from what it is called on.
    static func reaches(_ site: CallSite, _ function: Function) -> Bool {
        let siteOwner = site.context.enclosingType.last
        guard let receiver = site.receiver else {
            return function.owner == nil || function.owner == siteOwner
        }
        if receiver == "self" || receiver == "Self" { return function.owner == siteOwner }
        guard let owner = function.owner else { return false }
        let components = receiver.split(separator: ".")
        if components.last.map(String.init) == owner { return function.isStatic }
        if components.count >= 2, String(components[components.count - 2]) == owner { return !function.isStatic }
        return !function.isStatic
    }

    private func context(of entry: Site, searched: Set<Function>) -> Set<Context> {
        if entry.isTest { return [.test] }
        switch entry.guardKind {
        case .mainActor: return [.mainActor]
        case .lock, .queue: return [.lock]
        case .asyncOn, .receivesOn, nil: break
        }
        let site = entry.site
        if entry.offMain { return [.later, .offMain] }
        if site.isReference || site.context.inClosure || site.context.inAsyncCode { return [.later] }
        switch site.context.function {
        case .launch: return [.launch]
        case .other(let caller):
            let function = Function(owner: site.context.enclosingType.last, name: caller, isStatic: site.context.isStaticContext,
                                    module: entry.module, shape: site.context.functionShape)
            return searched.contains(function) ? contexts[function] ?? [.elsewhere] : [.elsewhere]
        default: return [.elsewhere]
        }
    }
}
