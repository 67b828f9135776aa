import DilintFacts
import DilintSyntax
import Foundation

/// Typing key-path demands: a Factory key (`Container.shared.api()`, `@Injected(\.api)`)
/// asks for the generic argument of the key property's `Factory<P>`/`ParameterFactory<A, P>`;
/// `@Dependency(\.apiClient)` asks for the type of the `DependencyValues` property.
extension DIGraphBuilder {
    /// nil when the analyzed code declares no such member (the library's own
    /// `DependencyValues`, a key in a module not analyzed): counted as untyped, never guessed.
    func keyPathType(root: WrittenType?, name: String, module: String, file: String? = nil) -> String? {
        guard let root else { return nil }
        let file = fileIfNeeded(file, for: root)
        return keyPathNames.value(for: KeyPathInModule(root: root, name: name, module: module, file: file)) {
            keyPathTypeLookedUp(root: root, name: name, module: module, file: file)
        }
    }

    private func keyPathTypeLookedUp(root: WrittenType, name: String, module: String, file: String?) -> String? {
        guard let rootName = root.written.nominalName else { return nil }
        let isDependencyValues = NameBytes.lastDottedPart(rootName) == "DependencyValues"
        let context = lookupContext(root.scope, module: module, file: file)
        var found = Set<String>()
        if let owner = types.reference(TypeSyntax.named(rootName), in: context) {
            found = memberTypes(name, of: [owner], dependencyValues: isDependencyValues)
        }
        if found.isEmpty && !isDependencyValues {
            // `\.api` defaults to Factory's `Container`; the key may sit on another container.
            found = memberTypes(name, of: propertyOwners.owners(of: name, in: types), dependencyValues: false)
        }
        return found.count == 1 ? found.first : nil
    }

    func memberTypes(_ name: String, of owners: [TypeReference], dependencyValues: Bool) -> Set<String> {
        var found = Set<String>()
        for owner in owners {
            let members = types.members(of: owner)
            var scope: [String]?
            // Each member read in place: a key's owner (a Factory container) declares many,
            // and copying every one retained its parts.
            for index in propertiesByName.indices(of: name, in: owner, members: members) {
                let member = members[index]
                let type = dependencyValues ? Self.dependencyValueType(member) : Self.factoryKeyType(member)
                guard let type else { continue }
                if scope == nil { scope = NameBytes.dottedParts(types.name(of: owner)) }
                if let canonical = canonical(WrittenType(type, scope: scope ?? []), module: member.site.module, file: member.site.path) { found.insert(canonical) }
            }
        }
        return found
    }

    /// P in `var api: Factory<P>`, `ParameterFactory<Int, P>`, `static let api = Factory<P> { … }`,
    /// `static let api = Factory { X() as P }`.
    static func factoryKeyType(_ member: TypeMember) -> TypeSyntax? {
        if let type = member.type {
            return FactoryRecognizer.keyTypes.contains(type.lastName ?? "") ? type.genericArguments.last : nil
        }
        guard let initializer = member.binding?.initializer, let link = CallChain(initializer)?.links.first,
              FactoryRecognizer.keyTypes.contains(link.name) else { return nil }
        if let type = link.genericArguments.last { return type }
        switch link.closures.last.flatMap(FactoryRecognizer.result)?.unwrapped.kind {
        case .cast(_, .as, let type)?: return type
        // `Factory { Logger() }`: what the closure builds.
        case .call(let callee, _, _)?: return StaticType.constructed(by: callee)
        default: return nil
        }
    }

    /// The property's annotation, or what a `@DependencyEntry` default builds.
    static func dependencyValueType(_ member: TypeMember) -> TypeSyntax? {
        member.type ?? member.binding?.initializer.flatMap(SwiftDependenciesRecognizer.inferred)
    }
}

/// The types that declare a property of each name — declared types in the table's order,
/// then external ones by name — listed on the first key path that needs them: each key
/// path whose root declares no such key then reads its name's owners, where reading every
/// type's members for each made the DI graph key paths × types.
final class PropertyOwners: @unchecked Sendable {
    private let lock = NSLock()
    private var byName: [String: [TypeReference]]?

    /// Under a lock: the graph's names are looked up on several threads (`FileNames`).
    func owners(of name: String, in types: TypeTable) -> [TypeReference] {
        lock.lock()
        defer { lock.unlock() }
        if byName == nil { byName = Self.listed(types) }
        return byName?[name] ?? []
    }

    private static func listed(_ types: TypeTable) -> [String: [TypeReference]] {
        var byName: [String: [TypeReference]] = [:]
        let owners = types.types.map { TypeReference.declared($0.id) } + types.externalTypes.keys.sorted().map { TypeReference.external($0) }
        for owner in owners {
            var named = Set<String>()
            for member in types.members(of: owner) where member.isProperty {
                if named.insert(member.name).inserted { byName[member.name, default: []].append(owner) }
            }
        }
        return byName
    }
}

/// Each owner's properties by name, listed the first time a key path asks about the owner:
/// a Factory container declares thousands of keys, and each key path read them all.
final class PropertiesByName: @unchecked Sendable {
    private let lock = NSLock()
    private var byOwner: [TypeReference: [String: [Int]]] = [:]

    /// The indices in `members` (the owner's, from the finished table) of its stored and
    /// computed properties named `name`, in order. Under a lock, like `PropertyOwners`.
    func indices(of name: String, in owner: TypeReference, members: [TypeMember]) -> [Int] {
        lock.lock()
        defer { lock.unlock() }
        if let listed = byOwner[owner] { return listed[name] ?? [] }
        var listed: [String: [Int]] = [:]
        for index in members.indices where members[index].isProperty {
            listed[members[index].name, default: []].append(index)
        }
        byOwner[owner] = listed
        return listed[name] ?? []
    }
}

/// Each lookup's answer, worked out once: a test suite writes the same few types (or
/// Factory keys, or initializers) at thousands of sites, and each lookup walks scopes,
/// aliases, modules and members. Under a lock, like `PropertyOwners`; the lookup itself
/// runs outside it.
final class Memo<Key: Hashable, Value>: @unchecked Sendable {
    init() {}

    private let lock = NSLock()
    /// Under the lock, which the runtime's exclusivity check would only repeat.
    @exclusivity(unchecked) private var values: [Key: Value] = [:]

    func value(for key: Key, compute: () -> Value) -> Value {
        lock.lock()
        let known = values[key]
        lock.unlock()
        if let known { return known }
        let value = compute()
        lock.lock()
        values[key] = value
        lock.unlock()
        return value
    }
}

/// The file is set only when a name involved is one a file declares privately
/// (`TypeTable.needsFile`): every other name means the same in every file of the module.
struct WrittenInModule: Hashable {
    var written: WrittenType
    var module: String
    var file: String? = nil
}

struct ScopeInModule: Hashable {
    var scope: [String]
    var module: String
    var file: String? = nil
}

struct KeyPathInModule: Hashable {
    var root: WrittenType
    var name: String
    var module: String
    var file: String? = nil
}

struct InitializerParameterInModule: Hashable {
    var type: String
    var module: String
    var label: String?
    var index: Int
}


/// What a written type's canonical name is, and where a scope's names are looked up: worked
/// out by the builder that names what the passes demand of the members
/// (`MemberMaterialization`) and kept for the one that builds the graph. Member blocks
/// parsed in between declare no type or typealias (what stays dormant declares none), so
/// the answers hold. Key paths and initializers, which read members, are not kept.
public struct TypeNames: Sendable {
    let canonical = Memo<WrittenInModule, String?>()
    let contexts = Memo<ScopeInModule, LookupContext>()

    public init() {}
}
