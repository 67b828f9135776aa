import DilintFacts
import DilintSyntax

/// Where a written type name is read: the module, the enclosing type (the type or the
/// extended type whose body the name is written in) and generic parameters of enclosing
/// functions, which shadow type names.
public struct LookupContext: Hashable, Sendable {
    public var module: String
    public var enclosingType: TypeReference?
    public var genericParameters: Set<String>
    /// The file the name is written in, which alone sees its `private` declarations; nil
    /// when the reader does not know it (a name several files declare privately then
    /// means nothing).
    public var file: String?

    public init(module: String, enclosingType: TypeReference? = nil, genericParameters: Set<String> = [], file: String? = nil) {
        self.module = module
        self.enclosingType = enclosingType
        self.genericParameters = genericParameters
        self.file = file
    }
}

/// What a dotted name denotes.
enum Denotation: Equatable {
    case type(TypeID)
    case external(String)
    /// A typealias to something that is not a single nominal type (`A & B`, `P?`).
    case structuralAlias(TypeAliasID)
    /// A generic parameter, an associated type, an ambiguous or unknown member name, an
    /// alias loop: nothing the caller may rely on.
    case nothing
}

/// Name lookup: the way Swift reads a type name at a place in the code, restricted to
/// what the analyzed code declares. It never guesses: an ambiguous name gives nothing.
extension TypeTable {
    /// Longest typealias chain followed, and steps spent expanding compositions.
    static let aliasDepthLimit = 64
    static let expansionBudget = 4_096

    /// The declared type a written name (`Inner`, `Outer.Inner`, `MyModule.Outer`, an
    /// alias) denotes from `context`; nil when it is not a type of the analyzed code.
    public func resolve(_ name: String, in context: LookupContext) -> TypeID? {
        resolve(TypeSyntax.named(Self.withoutGenericArguments(name)), in: context)
    }

    public func resolve(_ type: TypeSyntax, in context: LookupContext) -> TypeID? {
        reference(type, in: context)?.declaredID
    }

    /// Like `resolve`, but names the analyzed code does not declare come back as
    /// `.external`; nil for generic parameters, ambiguous names, alias loops and types
    /// that are not a single nominal type.
    public func reference(_ name: String, in context: LookupContext) -> TypeReference? {
        reference(TypeSyntax.named(Self.withoutGenericArguments(name)), in: context)
    }

    public func reference(_ type: TypeSyntax, in context: LookupContext) -> TypeReference? {
        let all = references(type, in: context)
        return all.count == 1 ? all[0] : nil
    }

    /// Every nominal type a written type stands for, compositions (`A & B`, or an alias
    /// to one) expanded: what an inheritance entry contributes to the graph.
    public func references(_ type: TypeSyntax, in context: LookupContext) -> [TypeReference] {
        var out: [TypeReference] = []
        var budget = Self.expansionBudget
        expand(type, in: context, depth: 0, budget: &budget, into: &out)
        return out
    }

    /// The context inside a type or extension declaration's body, in `file`.
    public func context(inside declaration: Declaration, file: String? = nil) -> LookupContext? {
        guard let scope = scope(declaredBy: declaration) else { return nil }
        return LookupContext(module: scope.module, enclosingType: scope.type, file: file)
    }

    /// The context inside the type with this nested name (`Outer.Inner`) in `module`, in `file`.
    public func context(module: String, enclosingTypePath path: String, file: String? = nil) -> LookupContext {
        guard !path.isEmpty else { return LookupContext(module: module, file: file) }
        let enclosing = reference(path, in: LookupContext(module: module, file: file))
        return LookupContext(module: module, enclosingType: enclosing, file: file)
    }

    private func expand(_ type: TypeSyntax, in context: LookupContext, depth: Int, budget: inout Int, into out: inout [TypeReference]) {
        budget -= 1
        guard budget > 0, depth < Self.aliasDepthLimit else { return }
        switch type {
        case .composition(let parts):
            for part in parts { expand(part, in: context, depth: depth + 1, budget: &budget, into: &out) }
        case .any(let base), .some(let base), .attributed(_, let base):
            expand(base, in: context, depth: depth + 1, budget: &budget, into: &out)
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            expand(elements[0].type, in: context, depth: depth + 1, budget: &budget, into: &out)
        case .named(let components):
            switch denote(components.map(\.name), in: context, depth: depth) {
            case .type(let id): out.append(.declared(id))
            case .external(let name): out.append(.external(name))
            case .structuralAlias(let alias):
                if let aliased = self[alias].aliased {
                    expand(aliased, in: aliasContext(alias), depth: depth + 1, budget: &budget, into: &out)
                }
            case .nothing: break
            }
        default:
            break
        }
    }

    /// What `components` (`["Outer", "Inner"]`) denote from `context`.
    func denote(_ components: [String], in context: LookupContext, depth: Int = 0) -> Denotation {
        switch lastEntry(components, in: context, depth: depth) {
        case .entry(let entry): return denote(entry, depth: depth)
        case .denotation(let denotation): return denotation
        }
    }

    /// What the last component of a name is, before a typealias there is followed.
    enum LastEntry {
        case entry(NamespaceEntry)
        case denotation(Denotation)
    }

    func lastEntry(_ components: [String], in context: LookupContext, depth: Int) -> LastEntry {
        guard !components.isEmpty, depth < Self.aliasDepthLimit else { return .denotation(.nothing) }
        var scope: TypeReference
        var index = 1
        switch lookupFirst(components, in: context) {
        case .entry(let entry, let consumed):
            index = consumed
            if index == components.count { return .entry(entry) }
            guard let reference = scopeReference(denote(entry, depth: depth)) else { return .denotation(.nothing) }
            scope = reference
        case .externalName(let name):
            return .denotation(.external(name))
        case .nothing:
            return .denotation(.nothing)
        case .externalScope(let name, let consumed):
            scope = .external(name)
            index = consumed
        }
        while index < components.count {
            guard let entry = nestedEntry(NameKey(components[index]), in: scope, context: context) else {
                if case .external(let outer) = scope {
                    return .denotation(.external(([outer] + components[index...]).joined(separator: ".")))
                }
                return .denotation(.nothing)
            }
            index += 1
            if index == components.count { return .entry(entry) }
            guard let next = scopeReference(denote(entry, depth: depth)) else { return .denotation(.nothing) }
            scope = next
        }
        return .denotation(.nothing)
    }

    private enum FirstComponent {
        /// The entry, and how many components it consumed (2 for `Module.Name`).
        case entry(NamespaceEntry, Int)
        case externalScope(String, Int)
        case externalName(String)
        case nothing
    }

    /// What an extended name denotes from the top level of `module`, as far as merging
    /// extensions cannot change it: merging adds names inside types only, never at the
    /// top level or to the external types, and the first name declared in a type stays.
    /// So a name whose first component is no type of the analyzed code never becomes one,
    /// and a chain of nested types found now is found the same later. Anything else (a
    /// nested name not there yet, a typealias, whose target is read in a scope merging
    /// can add to) is left to `denote`, in the merge's order.
    func settledDenotation(_ components: [String], module: String, file: String? = nil) -> SettledDenotation {
        guard !components.isEmpty else { return .notAType }
        switch lookupFirst(components, in: LookupContext(module: module, file: file)) {
        case .externalName, .nothing:
            return .notAType
        case .externalScope:
            return .unsettled
        case .entry(let entry, let consumed):
            guard case .type(var id) = entry else { return .unsettled }
            for component in components[consumed...] {
                guard case .type(let nested)? = nestedEntry(NameKey(component), in: .declared(id), context: LookupContext(module: module, file: file))
                else { return .unsettled }
                id = nested
            }
            return .type(id)
        }
    }

    enum SettledDenotation {
        case type(TypeID)
        case notAType
        case unsettled
    }

    /// What the types around `context` say of `name`, innermost first: a generic parameter
    /// or an associated type hides every outer meaning; a nested type or alias is the
    /// meaning; none of them, and the name means what it means at the module's top level.
    private enum LexicalMeaning {
        case hidden
        case entry(NamespaceEntry)
        case silent
    }

    private func lexicalMeaning(of name: String, key: NameKey, in context: LookupContext) -> LexicalMeaning {
        if name == "Self" || context.genericParameters.contains(name) { return .hidden }
        var scope = context.enclosingType
        while let current = scope {
            if case .declared(let id) = current {
                // Fields read in place: copying the whole `DeclaredType` costs a retain per field.
                if types[id.index].declaration.genericParameters.contains(where: { $0.name == name }) { return .hidden }
                if types[id.index].kind == .protocol,
                   types[id.index].members.contains(where: { $0.kind == .associatedType && $0.name == name }) { return .hidden }
                if let entry = nestedEntry(key, in: current, context: context) { return .entry(entry) }
                scope = types[id.index].parent
            } else {
                if let entry = nestedEntry(key, in: current, context: context) { return .entry(entry) }
                scope = nil
            }
        }
        return .silent
    }

    /// Whether some type could give `name` a meaning of its own (`lexicalMeaning`): a
    /// nested type or alias, a generic parameter or an associated type of that name, or
    /// `Self`. When none can, no scope is worth building to ask `scopeDeclares`.
    func anyScopeMayDeclare(_ name: String) -> Bool {
        name == "Self" || namesScopesDeclare.contains(NameKey(name))
    }

    /// The names `anyScopeMayDeclare` looks for, once the table's names are all in.
    static func namesScopesDeclare(in table: TypeTable) -> Set<NameKey> {
        var names = Set<NameKey>()
        for index in table.types.indices {
            names.formUnion(table.types[index].nestedNames.keys)
            names.formUnion(table.types[index].privateNestedNames.keys)
            for parameter in table.types[index].declaration.genericParameters { names.insert(NameKey(parameter.name)) }
            for member in table.types[index].members where member.kind == .associatedType { names.insert(NameKey(member.name)) }
        }
        for external in table.externalTypes.values {
            names.formUnion(external.nestedNames.keys)
            names.formUnion(external.privateNestedNames.keys)
        }
        return names
    }

    /// Whether a type around `context` gives `name` a meaning of its own (`lexicalMeaning`).
    func scopeDeclares(_ name: String, in context: LookupContext) -> Bool {
        if case .silent = lexicalMeaning(of: name, key: NameKey(name), in: context) { return false }
        return true
    }

    private func lookupFirst(_ components: [String], in context: LookupContext) -> FirstComponent {
        let name = components[0]
        let key = NameKey(name)
        switch lexicalMeaning(of: name, key: key, in: context) {
        case .hidden: return .nothing
        case .entry(let entry): return .entry(entry, 1)
        case .silent: break
        }
        let moduleWide = topLevel[context.module]?[key]
        // A name the module declares for every file is that, unless the reading file
        // declares it privately too, which only a name needing its file can be.
        if !privateTopLevel.isEmpty, moduleWide == nil || (context.file != nil && namesNeedingFile.contains(key)),
           let privates = privateTopLevel[key] {
            switch privateMeaning(privates, key: key, in: context, moduleWide: moduleWide != nil) {
            case .entry(let entry): return .entry(entry, 1)
            case .ambiguous: return .nothing
            case .none: break
            }
        }
        if let moduleWide { return .entry(moduleWide, 1) }
        if let entries = topLevelAcrossModules[key] {
            // Declared by other modules only: one is the answer, several are ambiguous.
            return entries.count == 1 ? .entry(entries[0], 1) : .nothing
        }
        if components.count > 1 {
            if moduleNames.contains(name) {
                guard let entry = topLevel[name]?[NameKey(components[1])] else { return .nothing }
                return .entry(entry, 2)
            }
            if importedModules.contains(name) {
                if components.count > 2, externalTypes[components[1]] != nil { return .externalScope(components[1], 2) }
                return .externalName(externalName(Array(components.dropFirst())))
            }
            if externalTypes[name] != nil { return .externalScope(name, 1) }
        }
        return .externalName(components.joined(separator: "."))
    }

    /// Follows an entry through typealiases to a type.
    private func denote(_ entry: NamespaceEntry, depth: Int) -> Denotation {
        switch entry {
        case .type(let id): return .type(id)
        case .alias(let alias):
            guard let aliased = self[alias].aliased, depth + 1 < Self.aliasDepthLimit else { return .nothing }
            guard case .named(let components) = Self.strippingExistential(aliased) else { return .structuralAlias(alias) }
            return denote(components.map(\.name), in: aliasContext(alias), depth: depth + 1)
        }
    }

    func inGenericType(_ scope: TypeReference?) -> Bool {
        var scope = scope
        while case .declared(let id)? = scope {
            if !types[id.index].declaration.genericParameters.isEmpty { return true }
            scope = types[id.index].parent
        }
        return false
    }

    private func scopeReference(_ denotation: Denotation) -> TypeReference? {
        switch denotation {
        case .type(let id): return .declared(id)
        case .external(let name): return .external(name)
        case .structuralAlias, .nothing: return nil
        }
    }

    func aliasContext(_ alias: TypeAliasID) -> LookupContext {
        let declaration = self[alias]
        return LookupContext(module: declaration.module, enclosingType: declaration.parent,
                             genericParameters: Set(declaration.declaration.genericParameters.map(\.name)), file: declaration.site.path)
    }

    /// A name the table does not declare, with an analyzed or imported module's
    /// qualifier dropped: `UIKit.UIView` → `UIView`.
    func externalName(_ components: [String]) -> String {
        if components.count > 1, moduleNames.contains(components[0]) || importedModules.contains(components[0]) {
            return components.dropFirst().joined(separator: ".")
        }
        return components.joined(separator: ".")
    }

    static func strippingExistential(_ type: TypeSyntax) -> TypeSyntax {
        var type = type
        while true {
            switch type {
            case .any(let base), .some(let base): type = base
            default: return type
            }
        }
    }

    /// `Outer.Inner` → `["Outer", "Inner"]`. ASCII names, nearly all of them, are split
    /// on bytes; the `Character` walk is kept for the rest, where a combining mark can
    /// make a `.` part of a larger character.
    static func dottedComponents(_ name: String) -> [String] {
        NameBytes.dottedParts(name)
    }

    /// `Outer<Int>.Inner<String>` → `Outer.Inner`.
    public static func withoutGenericArguments(_ name: String) -> String {
        // Most names have neither: answer them without walking `Character`s.
        if !NameBytes.containsEither(UInt8(ascii: "<"), UInt8(ascii: " "), in: name) { return name }
        guard NameBytes.contains(UInt8(ascii: "<"), in: name) else { return name.filter { $0 != " " } }
        var depth = 0
        var out = ""
        for c in name {
            if c == "<" { depth += 1 } else if c == ">" { depth = max(0, depth - 1) } else if depth == 0, c != " " { out.append(c) }
        }
        return out
    }
}
