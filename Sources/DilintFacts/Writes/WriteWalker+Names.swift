import DilintSyntax

/// How the write walk reads names: a write's path, a call's receiver, a pattern's words,
/// and which kind of function a declaration is.
extension WriteWalker {
    /// The first name of a dotted name (`objc_setAssociatedObject`, `a` of `a.b.c`); nil
    /// where the expression is no dotted name. What `dottedName`'s prefix is, without
    /// spelling the whole name out.
    static func dottedRoot(of e: Expression) -> String? {
        switch e.kind {
        case .identifier(let name): return name
        case .member(let base?, _, _): return dottedRoot(of: base)
        default: return nil
        }
    }

    static func function(of declaration: Declaration, isMainType: Bool) -> PropertyWrite.Function {
        switch declaration.kind {
        case .initializer: return isMainType ? .launch : .initializer
        case .deinitializer: return .deinitializer
        default:
            let labels = declaration.parameters.compactMap(\.label)
            if declaration.name == "application", labels.contains("didFinishLaunchingWithOptions") || labels.contains("willFinishLaunchingWithOptions") {
                return .launch
            }
            if declaration.name == "applicationDidFinishLaunching" || declaration.name == "applicationWillFinishLaunching" { return .launch }
            return .other(declaration.name)
        }
    }

    /// The words of a pattern as written: more than it binds (`.some(let x)` gives `some`
    /// too), which only keeps a write from being taken for a property's.
    /// The names a condition list binds for what it guards: its patterns' and optional bindings'.
    static func boundNames(_ clauses: [ConditionClause]) -> Set<String> {
        var bound = Set<String>()
        for clause in clauses {
            switch clause {
            case .pattern(let pattern, _): bound.formUnion(names(inPattern: pattern))
            case .optionalBinding(_, let name, _, _, _): bound.insert(name)
            case .expression, .availability: break
            }
        }
        return bound
    }

    static func names(inPattern pattern: String) -> [String] {
        pattern.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }

    static func receiver(_ base: Expression?) -> String? {
        guard let base else { return "?" }
        return path(of: base)?.joined(separator: ".") ?? "?"
    }

    /// `x[k] = …`, `x?[k] = …`: a set inside what the path holds (a member set shows as a
    /// longer path instead).
    static func setsInside(_ target: Expression) -> Bool {
        switch target.kind {
        case .subscript: return true
        case .postfix(let inner, _): return setsInside(inner)
        default: return false
        }
    }

    /// `a.b[i]?.c` → `a`, `b`, `c`; nil when the root is not a name (a call's result,
    /// an implicit member).
    static func path(of target: Expression) -> [String]? {
        var reversed: [String] = []
        var current = target
        while true {
            switch current.kind {
            case .identifier(let name):
                reversed.append(name)
                return reversed.reversed()
            case .member(let base?, let name, _):
                reversed.append(name)
                current = base
            case .subscript(let base, _), .postfix(let base, _), .specialization(let base, _):
                current = base
            case .type(let type):
                guard let name = type.nominalName else { return nil }
                reversed.append(contentsOf: NameBytes.dottedParts(name).reversed())
                return reversed.reversed()
            default:
                return nil
            }
        }
    }
}
