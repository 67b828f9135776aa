import DilintFacts
import DilintSyntax

/// Where the functions that write shared state are called from, found by name a few calls
/// deep: only from launch code, only on the main actor, only under a lock, only from
/// tests, or from nowhere. A write in `setProviders()` that only
/// `application(_:didFinishLaunchingWithOptions:)` calls runs once at launch; one in a
/// method only scene-delegate callbacks call runs on the main actor. Names stand for every
/// function so named: one call from an unknown place makes the answer unknown.
struct CallContexts {
    enum Context: Hashable, Sendable {
        case launch, mainActor, lock, test, elsewhere
    }

    /// Each searched name's contexts; empty: no call and no reference anywhere.
    private(set) var contexts: [String: Set<Context>] = [:]
    /// The searched names some declaration of which code out of sight may call.
    private(set) var calledFromOutside = Set<String>()
    static let depth = 4

    init(of names: Set<String>, files: [FileAnalysis], binder: WriteBinder, jobs: Int) {
        var sites: [String: [(site: CallSite, isTest: Bool, guardKind: PropertyWrite.Guard?)]] = [:]
        var searched = Set<String>()
        var declared = Set<String>()
        var frontier = names
        for _ in 0..<Self.depth where !frontier.isEmpty {
            searched.formUnion(frontier)
            let scan = WriteScan(names: frontier, requiresWrite: false)
            let calling = frontier
            let found = ParallelFileAnalysis.parallelMap(files.count, jobs: jobs) { index -> (sites: [(CallSite, Bool, PropertyWrite.Guard?)], outside: [String], declared: [String]) in
                let file = files[index]
                guard let bytes = file.file.analyzedBytes() else { return ([], [], []) }
                let named = scan.writtenNames(in: bytes)
                guard !named.isEmpty else { return ([], [], []) }
                let source = SourceFile(path: file.file.path, bytes: bytes)
                let whole = Parser.parse(source, tokens: Tokenizer.tokenize(source, keepingTrivia: false))
                let collected = PropertyWrites.collect(from: whole, wanted: [], calling: calling.intersection(named))
                let sites = collected.calls.map { site in
                    let around = binder.surroundings(of: site, in: file)
                    return (site, around.isTest, around.guardKind)
                }
                let outside = collected.functions.filter { binder.mayBeCalledFromOutside($0, module: file.module) }.map(\.name)
                return (sites, outside, collected.functions.map(\.name))
            }
            var next = Set<String>()
            for (_, outsideNames, declaredNames) in found {
                calledFromOutside.formUnion(outsideNames)
                declared.formUnion(declaredNames)
            }
            for (list, _, _) in found {
                for (site, isTest, guardKind) in list {
                    sites[site.context.path[0], default: []].append((site, isTest, guardKind))
                    if !site.isReference, !site.context.inClosure, guardKind == nil, !isTest,
                       case .other(let caller) = site.context.function, !searched.contains(caller) {
                        next.insert(caller)
                    }
                }
            }
            frontier = next
        }
        // A function code out of sight may call (an override, a delegate method, `body`)
        // runs anywhere besides where the analyzed code calls it.
        // A name no declaration of the analyzed code has is a framework's (or a property's).
        calledFromOutside.formUnion(searched.subtracting(declared))
        let outside = calledFromOutside
        for name in searched { contexts[name] = outside.contains(name) ? [.elsewhere] : [] }
        // The least fixed point: a function's contexts are its call sites'; a site in a
        // function called from nowhere adds nothing.
        var changed = true
        while changed {
            changed = false
            for (name, list) in sites {
                var union: Set<Context> = outside.contains(name) ? [.elsewhere] : []
                for (site, isTest, guardKind) in list {
                    union.formUnion(Self.context(of: site, isTest: isTest, guardKind: guardKind, searched: searched, contexts: contexts))
                }
                if union != contexts[name] {
                    contexts[name] = union
                    changed = true
                }
            }
        }
    }

    private static func context(of site: CallSite, isTest: Bool, guardKind: PropertyWrite.Guard?, searched: Set<String>,
                                contexts: [String: Set<Context>]) -> Set<Context> {
        if isTest { return [.test] }
        switch guardKind {
        case .mainActor: return [.mainActor]
        case .lock, .queue: return [.lock]
        case .asyncOn, nil: break
        }
        if site.isReference || site.context.inClosure { return [.elsewhere] }
        switch site.context.function {
        case .launch: return [.launch]
        case .other(let caller) where searched.contains(caller): return contexts[caller] ?? [.elsewhere]
        default: return [.elsewhere]
        }
    }
}
