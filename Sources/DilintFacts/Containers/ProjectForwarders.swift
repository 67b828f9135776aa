import DilintSyntax

/// A project's own generic functions that hand back what a container resolves:
/// `enum DI { static func resolve<T>(_ type: T.Type = T.self) -> T { container.resolve(type)! } }`,
/// or a free `func inject<T>() -> T { … .resolve() }`. A call of one (`let cart: Cart =
/// DI.resolve()`, `inject(Api.self)`) resolves the type the caller asks for, which only the
/// call's site tells; it was seen only when `.dilint.yml` named it (`forwarders:`).
public enum ProjectForwarders {
    /// What a free function is filed under: it is called by its name alone.
    public static let freeFunction = ""

    /// Whether the bytes may declare one: a function and a call of some `.resolve(`.
    public static func mayDeclare(_ source: SourceFile) -> Bool {
        source.contains(".resolve(") && source.contains("func ")
    }

    /// Whether a file's syntax, its bodies skimmed, declares a function shaped like one:
    /// only such a file is parsed whole to read the bodies.
    static func mayDeclare(in syntax: SyntaxFile) -> Bool {
        syntax.declarations.contains { declaration in
            if declaration.kind == .function { return hasForwarderSignature(declaration) }
            guard declaration.isTypeDeclaration || declaration.kind == .extension else { return false }
            return declaration.members.contains { $0.kind == .function && !$0.modifiers.isDisjoint(with: [.static, .class]) && hasForwarderSignature($0) }
        }
    }

    /// The forwarders a whole parse declares: each name with the types whose static
    /// function it is (`freeFunction` for a free one), and the dialect its file speaks: the
    /// one failable DI library it imports (none found in a file importing several). An
    /// instance method is left out: what its receiver is, the call alone does not tell.
    public static func declared(in syntax: SyntaxFile) -> [String: [String: Dialect]] {
        let imported = Set(syntax.imports.map(\.rootModule))
        let dialects = ConfiguredForwardersRecognizer.dialects.filter { !$0.modules.isDisjoint(with: imported) }
        guard dialects.count == 1 else { return [:] }
        let dialect = dialects[0].dialect
        var found: [String: [String: Dialect]] = [:]
        for declaration in syntax.declarations {
            if declaration.kind == .function, isForwarder(declaration) {
                found[declaration.name, default: [:]][freeFunction] = dialect
            } else if declaration.isTypeDeclaration || declaration.kind == .extension {
                for function in declaration.members where function.kind == .function
                    && !function.modifiers.isDisjoint(with: [.static, .class]) && isForwarder(function) {
                    found[function.name, default: [:]][declaration.name] = dialect
                }
            }
        }
        return found
    }

    /// Shaped like one (`hasForwarderSignature`), and calling some `resolve` with T's
    /// metatype or with nothing (the result's type chosen by T).
    private static func isForwarder(_ function: Declaration) -> Bool {
        guard hasForwarderSignature(function), let t = function.returnType?.unwrappingOptional.type.nominalName,
              let body = function.body else { return false }
        let metatype = function.parameters.first?.name
        var resolves = false
        SyntaxTraversal.forEachExpression(in: body) { e in
            guard !resolves, case .call(let callee, let arguments, _) = e.kind, case .member(_, "resolve", _) = callee.kind else { return }
            guard let first = arguments.first else { resolves = true; return }
            if case .identifier(let name) = first.value.kind, name == metatype { resolves = true }
            if first.value.metatypeArgument?.nominalName == t { resolves = true }
        }
        return resolves
    }

    private static func hasForwarderSignature(_ function: Declaration) -> Bool {
        !function.name.hasPrefix("register") && handsBackItsParameter(function)
    }

    /// Generic over T, handing back T (or `T?`, `T!`), taking nothing but T's metatype: a
    /// forwarder's signature, and a locator's resolving method's (`ProjectLocators`).
    static func handsBackItsParameter(_ function: Declaration) -> Bool {
        guard let t = function.returnType?.unwrappingOptional.type.nominalName,
              function.genericParameters.contains(where: { $0.name == t }) else { return false }
        switch function.parameters.count {
        case 0: return true
        case 1:
            guard case .metatype(.named(let components), false) = function.parameters[0].type else { return false }
            return components.map(\.name) == [t]
        default: return false
        }
    }
}
