/// The variables each body around an expression declares, by name, each body listed the
/// first time one of its names is asked for. A registration's receiver or value is looked
/// up in the bodies around it, and a body holding thousands of registrations was read
/// again for each of them.
///
/// One per walk, shared by the contexts it hands out, which do not outlive it: it is only
/// used on the thread that walks.
public final class LocalBindings: @unchecked Sendable {
    struct Scope: Hashable {
        enum Kind: Hashable { case closure, function, type, file, extensions }
        var kind: Kind
        /// The closure's offset, or the declaration's.
        var offset: Int
        /// The type whose declarations and extensions in the file are read, for `extensions`.
        var typeName = ""
    }

    @exclusivity(unchecked) private var scopes: [Scope: [String: Binding]] = [:]
    /// The file walked, when the walk is of a whole file: its top-level variables are
    /// listed only if a name is looked for among them.
    var file: SyntaxFile?

    /// The file's top-level declarations, those among its statements (a script's) included.
    var fileDeclarations: [Declaration] {
        guard let file else { return [] }
        return file.declarations + file.statements.compactMap { statement in
            if case .declaration(let declaration) = statement.kind { return declaration }
            return nil
        }
    }

    init() {}

    /// The first binding named `name` in the first of `declarations` that declares one.
    func binding(_ name: String, in scope: Scope, declarations: () -> [Declaration]) -> Binding? {
        if let listed = scopes[scope] { return listed[name] }
        var listed: [String: Binding] = [:]
        for declaration in declarations() where declaration.kind == .variable {
            for binding in declaration.bindings where listed[binding.name] == nil { listed[binding.name] = binding }
        }
        scopes[scope] = listed
        return listed[name]
    }
}

extension ExpressionContext {
    /// For each body around the expression that declares a variable `name` among its own
    /// statements, the first such binding: the closures', innermost first, then the
    /// function's.
    public func localBindings(named name: String) -> [Binding] {
        var found: [Binding] = []
        forEachLocalBinding(named: name) { found.append($0); return true }
        return found
    }

    /// The nearest local `name` (`localBindings(named:)`'s first), looked for no further.
    public func localBinding(named name: String) -> Binding? {
        var nearest: Binding?
        forEachLocalBinding(named: name) { nearest = $0; return false }
        return nearest
    }

    /// Hands `body` each of `localBindings(named:)` in turn, while it returns true.
    private func forEachLocalBinding(named name: String, _ body: (Binding) -> Bool) {
        for enclosing in closures.reversed() {
            let scope = LocalBindings.Scope(kind: .closure, offset: enclosing.closure.offset)
            if let binding = locals.binding(name, in: scope, declarations: { Self.declarations(in: enclosing.closure.body) }),
               !body(binding) { return }
        }
        if let function = enclosingFunction, let functionBody = function.body,
           let binding = locals.binding(name, in: LocalBindings.Scope(kind: .function, offset: function.offset),
                                        declarations: { Self.declarations(in: functionBody) }) {
            _ = body(binding)
        }
    }

    /// The first variable `name` the file declares at its top level (`let root =
    /// DIContainer()`), when the walk is of a whole file.
    public func fileBinding(named name: String) -> Binding? {
        locals.binding(name, in: LocalBindings.Scope(kind: .file, offset: 0), declarations: { locals.fileDeclarations })
    }

    /// The first stored or computed property `name` of the enclosing type's own members.
    public func memberBinding(named name: String) -> Binding? {
        guard let type = enclosingType else { return nil }
        return locals.binding(name, in: LocalBindings.Scope(kind: .type, offset: type.offset), declarations: { type.members })
    }

    /// The first property `name` of the members of every declaration and extension of
    /// `typeName` at the file's top level (`extension Resolver { static let feature = … }`
    /// read from another `extension Resolver` of the file), when the walk is of a whole file.
    public func memberBinding(named name: String, inDeclarationsOf typeName: String) -> Binding? {
        locals.binding(name, in: LocalBindings.Scope(kind: .extensions, offset: 0, typeName: typeName), declarations: {
            locals.fileDeclarations.filter { $0.name == typeName && ($0.kind == .extension || $0.isTypeDeclaration) }.flatMap(\.members)
        })
    }

    private static func declarations(in statements: [Statement]) -> [Declaration] {
        statements.compactMap { statement in
            if case .declaration(let declaration) = statement.kind { return declaration }
            return nil
        }
    }
}
