import DilintFacts
import DilintSyntax

/// Which stored properties of a type can change after construction: what makes a shared
/// instance shared mutable state.
extension TypeTable {
    /// Instance `var`s that are stored, minus `lazy var`s the type never writes after their
    /// first use. Empty for actors and types isolated to a global actor.
    public func mutableStoredProperties(of id: TypeID) -> [TypeMember] {
        let type = self[id]
        if type.kind == .actor || type.kind == .protocol || type.globalActor != nil { return [] }
        let candidates = type.members.filter { member in
            member.kind == .storedProperty && !member.isStatic && !member.isLet && !isIsolated(member)
        }
        guard candidates.contains(where: isLazyInstanceVariable) else { return candidates }
        let written = writtenNames(in: type.members)
        return candidates.filter { !$0.isLazy || written.contains($0.name) }
    }

    /// A member isolated to a global actor of its own (`@MainActor var`) or task-local.
    public func isIsolated(_ member: TypeMember) -> Bool {
        isIsolated(member.attributes)
    }

    /// The type's stored `static var`s (and `class var`s).
    public func staticVariables(of id: TypeID) -> [TypeMember] {
        self[id].members.filter { $0.kind == .storedProperty && $0.isStatic && !$0.isLet }
    }

    /// Attributes that isolate a declaration to a global actor or make it task-local.
    public func isIsolated(_ attributes: [Attribute]) -> Bool {
        attributes.contains { $0.name == "TaskLocal" || globalActorNames.contains($0.name) }
    }
}

extension TypeTable {
    /// Names that the code assigns to, subscripts into for assignment, or calls a mutating
    /// method on: `x = …`, `self.x = …`, `x[k] = …`, `x += …`, `x.append(…)`.
    public func writtenNames(in members: [TypeMember]) -> Set<String> {
        var names = Set<String>()
        for member in members where member.kind != .storedProperty || member.binding?.accessors.isEmpty == false {
            let declaration = withBodies(member.declaration)
            SyntaxTraversal.forEachExpression(in: declaration) { expression in
                switch expression.kind {
                case .infix(let target, let op, _) where isAssignment(op):
                    if let name = assignedName(target) { names.insert(name) }
                case .call(let callee, _, _):
                    if case .member(let base?, let method, _) = callee.kind, isMutatingMethod(method), let name = assignedName(base) {
                        names.insert(name)
                    }
                case .prefix(let op, let operand) where op == "&":
                    if let name = assignedName(operand) { names.insert(name) }
                default:
                    break
                }
            }
        }
        return names
    }
}

/// A `lazy var` of the instance: whether it is mutable state depends on what the type's
/// members write (`BodyMaterialization` parses their skimmed bodies for it).
func isLazyInstanceVariable(_ member: TypeMember) -> Bool {
    member.kind == .storedProperty && member.isLazy && !member.isStatic && !member.isLet
}

extension TypeTable {
    /// Types whose stored statics can be shared mutable state: those with a `static var`,
    /// and classes with a `static let` (a singleton, perhaps); actors, protocols and
    /// types isolated to a global actor apart. Found here, by index and in place: another
    /// module reading a type out of the table gets a copy, a retain per field, for each of
    /// thousands of types (an enum of `static let` constants is the common case).
    public func typesWithStaticState() -> [TypeID] {
        types.indices.filter { index in
            guard staticsMayBeShared(index) else { return false }
            let summary = types[index].memberSummary
            return summary.hasStaticVariable || (types[index].kind == .class && summary.hasStaticLet)
        }.map(TypeID.init)
    }

    /// Whether the type's statics are state the app may share: not an actor's, a
    /// protocol's or a type's isolated to a global actor.
    func staticsMayBeShared(_ index: Int) -> Bool {
        types[index].kind != .actor && types[index].kind != .protocol && types[index].globalActor == nil
    }
}

extension TypeTable {
    /// The type among `id` and its declared superclasses that declares a member named
    /// `name`, nearest first.
    public func declaringType(of name: String, from id: TypeID) -> TypeID? {
        if self[id].members.contains(where: { $0.name == name }) { return id }
        for superclass in inheritance.superclasses(of: .declared(id)) {
            guard let declared = superclass.declaredID else { return nil }
            if self[declared].members.contains(where: { $0.name == name }) { return declared }
        }
        return nil
    }

    /// A `static let` holding an instance of the type itself: `static let shared = Loader()`.
    public func singletonAccessor(of id: TypeID) -> TypeMember? {
        let type = self[id]
        return type.members.first { member in
            guard member.isStatic, member.isLet, member.kind == .storedProperty, let binding = member.binding else { return false }
            if let annotation = binding.type?.unwrappingOptional.type.nominalName {
                return annotation == type.name || annotation == type.qualifiedName || annotation == "Self"
            }
            guard let value = binding.initializer, case .call(let callee, _, _) = value.kind else { return false }
            switch callee.kind {
            case .identifier(let name): return name == type.name || name == "Self"
            case .member(nil, "init", _): return true
            case .member(let base?, "init", _):
                if case .identifier(let name) = base.kind { return name == type.name || name == "Self" }
                return false
            default: return false
            }
        }
    }

    /// The accessor of a singleton: a `static let` of the class's own type named as one
    /// (`shared`, `current`, `standard`…), or any such `static let` when every initializer
    /// of the class is private. A sentinel or a copy-on-write default (`static let null`,
    /// `defaultInstance`) of a class whose instances are made everywhere is not one.
    public func sharedInstanceAccessor(of id: TypeID) -> TypeMember? {
        guard let accessor = singletonAccessor(of: id) else { return nil }
        if Self.sharedInstanceNames.contains(accessor.name) { return accessor }
        let initializers = self[id].members.filter { $0.kind == .initializer }
        let onlyPrivate = !initializers.isEmpty && initializers.allSatisfy { !$0.modifiers.isDisjoint(with: [.private, .fileprivate]) }
        return onlyPrivate ? accessor : nil
    }

    static let sharedInstanceNames: Set<String> = [
        "shared", "sharedInstance", "instance", "current", "standard", "default", "main", "global", "live",
    ]

    public func isSingletonAccessor(named name: String, of id: TypeID) -> Bool {
        singletonAccessor(of: id)?.name == name
    }
}

/// Code that runs only under tests or in previews, though it may sit in an app's target:
/// test doubles, fixtures, preview providers, snapshot helpers, debug menus.
public enum TestCode {
    public static func isTestPath(_ path: String) -> Bool {
        // A folder is one of the components before a `/`; only one as long as a test folder's
        // name is spelled as a string and looked up (splitting every path cost 5,000
        // instructions a file). A path ending in `/` names no file: read the long way.
        guard path.utf8.last != UInt8(ascii: "/") else {
            return path.utf8.split(separator: UInt8(ascii: "/")).dropLast().contains { testFolders.contains(String(Substring($0))) }
        }
        var path = path
        return path.withUTF8 { bytes in
            var start = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "/") {
                defer { start = index + 1 }
                let length = index - start
                guard length > 0, length < 64, testFolderLengths & (1 << UInt64(length)) != 0 else { continue }
                if testFolders.contains(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)) { return true }
            }
            return false
        }
    }

    /// The lengths of `testFolders`' names in bytes, as bits.
    private static let testFolderLengths: UInt64 = testFolders.reduce(0) { $0 | (1 << UInt64($1.utf8.count)) }

    private static let testFolders: Set<String> = [
        "Tests", "Test", "UITests", "TestHelpers", "TestSupport", "Mocks", "Mock", "Fakes", "Stubs",
        "Preview Content", "PreviewContent", "Previews", "fastlane",
    ]

    /// A preview provider, or a type named as a test double (`MockStore`, `StoreMock`,
    /// `FakeClock`, `StubAPI`), a fixture or a debug tool, or nested in one.
    public static func isTestType(_ id: TypeID, in types: TypeTable) -> Bool {
        var current: TypeID? = id
        while let type = current {
            let name = types[type].name
            for prefix in ["Mock", "Fake", "Stub", "Spy", "Dummy"] where name.hasPrefix(prefix) {
                if let next = name.dropFirst(prefix.count).first, next.isUppercase { return true }
            }
            if ["Mock", "Fake", "Stub", "Spy", "Previews", "Preview", "Fixture", "Fixtures"].contains(where: { name.hasSuffix($0) }) { return true }
            // Debug menus and monitors (`DebugMenuProvider`, `HistoryDebug`): tools for the
            // people building the app, driven by their buttons.
            if name.hasPrefix("Debug") || name.hasSuffix("Debug") || NameBytes.contains("DebugMenu", in: name) || NameBytes.contains("DebugView", in: name) { return true }
            let supertypes = types.inheritance.supertypes(of: .declared(type))
            if supertypes.contains(.external("PreviewProvider")) || supertypes.contains(.external("PreviewModifier")) { return true }
            current = types[type].parent?.declaredID
        }
        return false
    }
}
