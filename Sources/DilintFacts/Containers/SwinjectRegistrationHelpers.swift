import DilintSyntax

/// A project's own functions on Swinject's `Container` that register the type they are
/// handed: `func registerSingleton<S>(_ type: S.Type, factory: …) { _register(type, factory: factory).inObjectScope(.container) }`.
/// A call of one (`container.registerSingleton(AppConfig.self) { _ in AppConfig() }`) is a
/// registration of its first argument's type, with the lifetime the helper's body gives.
public enum SwinjectRegistrationHelpers {
    /// Whether the bytes may declare one: an extension of `Container` and a call of
    /// `register` or `_register`.
    public static func mayDeclare(_ source: SourceFile) -> Bool {
        (source.contains("extension Container") || source.contains("extension Swinject.Container")) && source.contains("register(")
    }

    /// The helpers a whole parse declares, by name, with the lifetime each gives.
    public static func declared(in syntax: SyntaxFile) -> [String: Lifetime] {
        var helpers: [String: Lifetime] = [:]
        for declaration in syntax.declarations where declaration.kind == .extension
            && (declaration.name == "Container" || declaration.name == "Swinject.Container") {
            // A library's own API (`public`, as Knit's `registerIntoCollection`) has meanings
            // of its own; `register` and `autoregister` are read already.
            for function in declaration.members where function.kind == .function && function.modifiers.isDisjoint(with: [.public, .open])
                && !["register", "autoregister"].contains(function.name) && !function.name.hasPrefix("_") {
                if let lifetime = lifetime(ofHelper: function) { helpers[function.name] = lifetime }
            }
        }
        return helpers
    }

    /// A generic function whose first parameter is a metatype of one of its generic
    /// parameters and whose body registers that parameter: the lifetime the body's
    /// `.inObjectScope(…)` gives (transient, Swinject's default, without one); nil when
    /// the function is no such helper.
    private static func lifetime(ofHelper function: Declaration) -> Lifetime? {
        guard let key = function.parameters.first, case .metatype(.named(let components), false) = key.type,
              components.count == 1, function.genericParameters.contains(where: { $0.name == components[0].name }),
              let body = function.body else { return nil }
        var registers = false
        var lifetime = Lifetime.transient
        SyntaxTraversal.forEachExpression(in: body) { e in
            guard case .call(let callee, let arguments, _) = e.kind else { return }
            let name: String?
            switch callee.kind {
            case .identifier(let n): name = n
            case .member(_, let n, _): name = n
            default: name = nil
            }
            if name == "register" || name == "_register", case .identifier(key.name)? = arguments.first?.value.kind {
                registers = true
            }
            if name == "inObjectScope", let scope = arguments.first?.value {
                lifetime = SwinjectRecognizer.lifetime(scope)
            }
        }
        return registers ? lifetime : nil
    }
}
