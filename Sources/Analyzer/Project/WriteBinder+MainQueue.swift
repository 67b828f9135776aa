import DilintFacts
import DilintSyntax

/// A queue a type holds that is the main one: work handed to it (`self.mainQueue.async { }`)
/// runs on the main thread, as `DispatchQueue.main.async { }` does.
extension WriteBinder {
    /// A stored property set to the main queue (`let queue = DispatchQueue.main`), or a
    /// constant every initializer of its type takes as a parameter of its name defaulting
    /// to it: `.main`, `DispatchQueue.main`, or a resolution by a name the app registers the
    /// main queue under (`mainQueue: DispatchQueue = Resolver.resolve(name: "main")`).
    /// Which queue a caller passes instead is not known: taken to be the default, at worst
    /// a write goes unreported, never one reported wrongly.
    func holdsMainQueue(_ member: TypeMember, of owner: TypeID) -> Bool {
        if let value = member.binding?.initializer { return isMainQueue(value, in: member.site.file) }
        guard member.declaration.isLet else { return false }
        let initializers = types[owner].members.filter { $0.kind == .initializer }
        guard !initializers.isEmpty else { return false }
        return initializers.allSatisfy { initializer in
            guard let parameter = initializer.declaration.parameters.first(where: { $0.name == member.name }),
                  let value = parameter.defaultValue else { return false }
            return isMainQueue(value, in: initializer.site.file)
        }
    }

    private func isMainQueue(_ expression: Expression, in file: SourceFile) -> Bool {
        let value = expression.unwrapped
        switch value.kind {
        case .member(nil, "main", _): return true
        case .member(_?, "main", _): return value.dottedName == "DispatchQueue.main" || value.dottedName == "OperationQueue.main"
        case .call(let callee, let arguments, _):
            switch callee.kind {
            case .member(_, "resolve", _), .identifier("resolve"): break
            default: return false
            }
            guard !mainQueueNames.isEmpty, let argument = arguments.first(where: { $0.label == "name" }),
                  let bytes = file.analyzedBytes(), let name = argument.value.plainStringText(in: bytes) else { return false }
            return mainQueueNames.contains(name)
        default: return false
        }
    }
}
