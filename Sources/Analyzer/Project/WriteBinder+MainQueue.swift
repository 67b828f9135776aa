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
            guard !mainQueueNames.isEmpty,
                  let name = arguments.first(where: { $0.label == "name" }).flatMap({ Self.stringLiteral($0.value, in: file) }) else { return false }
            return mainQueueNames.contains(name)
        default: return false
        }
    }

    /// The text of a plain string literal (`"main"`), from the file's bytes.
    private static func stringLiteral(_ expression: Expression, in file: SourceFile) -> String? {
        guard case .literal(.string(let interpolations)) = expression.kind, interpolations.isEmpty,
              let bytes = file.analyzedBytes(), expression.offset < bytes.count, bytes[expression.offset] == UInt8(ascii: "\"") else { return nil }
        guard let close = bytes[(expression.offset + 1)...].prefix(256).firstIndex(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\n") }),
              bytes[close] == UInt8(ascii: "\"") else { return nil }
        return String(decoding: bytes[(expression.offset + 1)..<close], as: UTF8.self)
    }
}
