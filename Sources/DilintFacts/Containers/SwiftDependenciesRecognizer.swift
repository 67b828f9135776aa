import DilintSyntax

/// pointfree swift-dependencies (`import Dependencies`, or TCA's `import ComposableArchitecture`,
/// which re-exports it). Registrations are declarations:
/// - a `DependencyKey` conformer with a `liveValue` registers the conformer itself, the key
///   `@Dependency(K.self)` names (`extension APIClient: DependencyKey { static let liveValue = … }`);
/// - a `DependencyValues` property registers its type under its name, whether it reads a key
///   (`var apiClient: any APIClient { get { self[APIClientKey.self] } set { … } }`) or is a
///   `@DependencyEntry var apiClient: any APIClient = Live()`.
/// A `TestDependencyKey` with only a `testValue`/`previewValue` registers its conformer under
/// the name `testValue` (or `previewValue`): a live `@Dependency(K.self)` is not served by it.
/// Every value is built once and cached: singleton.
///
/// Resolutions are `@Dependency(\.apiClient)` (typed at project level from the
/// `DependencyValues` property; the library's own values such as `\.uuid` stay untyped unless
/// the analyzed code declares them) and `@Dependency(APIClient.self)`. They are deferred: the
/// wrapper reads the current dependency values each time its `wrappedValue` is accessed, not
/// when its owner is built. `withDependencies { $0.x = … }` overrides are not registrations.
public struct SwiftDependenciesRecognizer: ContainerRecognizer {
    static let modules: Set<String> = ["Dependencies", "DependenciesMacros", "ComposableArchitecture"]
    static let keyProtocols: Set<String> = ["DependencyKey", "TestDependencyKey"]

    public init() {}

    public func applies(to extraction: ContainerExtraction) -> Bool {
        extraction.imports(anyOf: Self.modules)
    }

    public func visit(_ call: Expression, _ chain: CallChain?, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {}

    public func visitDeclarations(_ extraction: inout ContainerExtraction) {
        for declaration in extraction.syntax.declarations { registrations(declaration, scope: [], &extraction) }
        SyntaxWalker.walk(extraction.syntax, visiting: { _, slot in slot.isFirstUnlabeledArgumentOfAName }) { expression, context in
            guard case .argument(let callee, nil, 0) = context.slot, case .identifier("Dependency") = callee.kind,
                  let variable = context.declarations.last, variable.kind == .variable,
                  variable.attributes.contains(where: { $0.offset == callee.offset }) else { return }
            let demand: TypeDemand
            var name: String?
            if case .keyPath(let root, let components) = expression.kind, let first = components.first {
                guard first != "self" else { return }
                // `\.apiClient.currentUser` resolves `apiClient`, then reads a member of it.
                demand = .keyPath(root: extraction.written(root ?? .named("DependencyValues"), context), name: first)
                name = first
            } else if let key = expression.metatypeArgument {
                demand = .type(extraction.written(key, context))
            } else {
                return
            }
            let (owner, _) = extraction.owner(context)
            extraction.add(Resolution(
                dialect: .swiftDependencies, container: .shared, demand: demand, name: name, handling: .plain,
                owner: owner, timing: .deferred, conditions: context.conditions,
                location: extraction.location(expression.offset), symbol: extraction.symbol(context)).via(.wrapper))
        }
    }

    // MARK: - Registrations

    private func registrations(_ declaration: Declaration, scope: [String], _ extraction: inout ContainerExtraction) {
        guard declaration.isTypeDeclaration || declaration.kind == .extension else { return }
        if declaration.inheritance.contains(where: { $0.lastName.map(Self.keyProtocols.contains) == true }) {
            keyRegistration(declaration, scope: scope, &extraction)
        }
        if declaration.kind == .extension, NameBytes.lastDottedPart(declaration.name) == "DependencyValues" {
            for member in declaration.members where member.kind == .variable && member.modifiers.isDisjoint(with: [.static, .class]) {
                valueRegistration(member, in: declaration, scope: scope + [declaration.name], &extraction)
            }
        }
        for member in declaration.members { registrations(member, scope: scope + [declaration.name], &extraction) }
    }

    /// `static let liveValue = …` (else `testValue`, `previewValue`) of a key conformer.
    private func keyRegistration(_ key: Declaration, scope: [String], _ extraction: inout ContainerExtraction) {
        let values = Dictionary(key.members.compactMap { member -> (String, (Declaration, Binding))? in
            guard member.kind == .variable, !member.modifiers.isDisjoint(with: [.static, .class]), let binding = member.bindings.first,
                  ["liveValue", "testValue", "previewValue"].contains(binding.name) else { return nil }
            return (binding.name, (member, binding))
        }, uniquingKeysWith: { first, _ in first })
        guard let (member, binding) = values["liveValue"] ?? values["testValue"] ?? values["previewValue"] else { return }
        let inner = scope + [key.name]
        // The conformer is its own value unless `liveValue` says otherwise (`APIClientKey`).
        let valueType = binding.type ?? Self.value(of: binding).flatMap(Self.constructed)
        let isOwnValue = valueType.map { $0.lastName == "Self" || $0.lastName == NameBytes.lastDottedPart(key.name) } ?? true
        extraction.add(Registration(
            dialect: .swiftDependencies, container: .shared, key: WrittenType(.named(key.name), scope: scope),
            name: binding.name == "liveValue" ? nil : binding.name,
            concrete: isOwnValue ? WrittenType(.named(key.name), scope: scope) : nil, lifetime: .singleton,
            location: extraction.location(binding.offset), localID: 0),
            conditions: member.conditions, symbol: (inner + [binding.name]).joined(separator: "."))
    }

    /// A `DependencyValues` property that reads a key (`self[K.self]`) or is a `@DependencyEntry`.
    private func valueRegistration(_ member: Declaration, in values: Declaration, scope: [String], _ extraction: inout ContainerExtraction) {
        guard let binding = member.bindings.first else { return }
        var concrete: TypeSyntax?
        if member.attributes.contains(where: { $0.name == "DependencyEntry" }) {
            concrete = binding.initializer.flatMap(Self.inferred)
        } else if let key = Self.subscriptKey(binding) {
            if extraction.liveValues == nil { extraction.liveValues = Self.liveValues(in: extraction.syntax.declarations) }
            concrete = Self.liveValueType(of: key, liveValues: extraction.liveValues ?? [:])
        } else {
            return
        }
        guard let type = binding.type ?? concrete else { return }
        extraction.add(Registration(
            dialect: .swiftDependencies, container: .shared, key: WrittenType(type, scope: scope), name: binding.name,
            concrete: concrete.map { WrittenType($0, scope: scope) }, lifetime: .singleton,
            location: extraction.location(binding.offset), localID: 0),
            conditions: member.conditions, symbol: (scope + [binding.name]).joined(separator: "."))
    }

    /// K in a getter `self[K.self]`.
    static func subscriptKey(_ binding: Binding) -> TypeSyntax? {
        guard let getter = binding.accessors.first(where: { $0.kind == .get }) else { return nil }
        var key: TypeSyntax?
        SyntaxTraversal.forEachExpression(in: getter.body) { e in
            guard key == nil, case .subscript(let base, let arguments) = e.kind, case .identifier("self") = base.kind,
                  arguments.count == 1 else { return }
            key = arguments[0].value.metatypeArgument
        }
        return key
    }

    /// What the key declared in this file builds as its `liveValue`, when visible.
    static func liveValueType(of key: TypeSyntax, liveValues: [String: Binding]) -> TypeSyntax? {
        guard let name = key.nominalName, let live = liveValues[name] else { return nil }
        let built = value(of: live).flatMap(constructed)
        return built?.lastName == "Self" ? key : built
    }

    /// Each name's first `liveValue` binding in the file, types and extensions read
    /// depth first in declaration order: listed once per file, where each of a file's
    /// `DependencyValues` properties searched the whole file (thousands of them, thousands
    /// of times).
    static func liveValues(in declarations: [Declaration]) -> [String: Binding] {
        var found: [String: Binding] = [:]
        var work = Array(declarations.reversed())
        while let declaration = work.popLast() {
            if declaration.isTypeDeclaration || declaration.kind == .extension, found[declaration.name] == nil,
               let live = declaration.members.lazy.compactMap({ $0.bindings.first { $0.name == "liveValue" } }).first {
                found[declaration.name] = live
            }
            work += declaration.members.filter { $0.isTypeDeclaration || $0.kind == .extension }.reversed()
        }
        return found
    }

    /// A stored value's initializer or a computed one's single expression.
    static func value(of binding: Binding) -> Expression? {
        binding.initializer ?? FactoryKey.getterValue(binding)
    }

    /// What a default value's type is without an annotation: a constructor call, or a
    /// literal's default type (`"Test"` is a String).
    package static func inferred(_ value: Expression) -> TypeSyntax? {
        switch value.unwrapped.kind {
        case .literal(.string): return .named("String")
        case .literal(.integer): return .named("Int")
        case .literal(.float): return .named("Double")
        case .literal(.boolean): return .named("Bool")
        default: return constructed(value)
        }
    }

    /// `X(…)`, `X.init(…)`, and X in `X(…) as P`.
    static func constructed(_ value: Expression) -> TypeSyntax? {
        var e = value.unwrapped
        if case .cast(let inner, .as, _) = e.kind { e = inner.unwrapped }
        guard case .call(let callee, _, _) = e.kind else { return nil }
        if case .member(let base?, "init", _) = callee.kind { return base.asType }
        guard let type = callee.asType, type.lastName.map(NameBytes.startsUppercase) == true else { return nil }
        return type
    }
}

extension TypeSyntax {
    /// The last component's name: `DependencyKey` in `Dependencies.DependencyKey`.
    package var lastName: String? { nominalName.flatMap(NameBytes.lastDottedPart) }
}
