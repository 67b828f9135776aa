import DilintSyntax

/// Which Swinject container a call goes to, and the names and argument types written at
/// a registration or resolution.
enum SwinjectContainers {
    /// The container the part of `chain` before `index` denotes: an `Assembly`'s
    /// `assemble(container:)` parameter is that assembly's module; a factory closure's
    /// resolver is its registration's container; a local `let c = Container()` is
    /// `<symbol>#c`; a property is `<Type>.<name>`; a parameter is unknown.
    static func hint(_ chain: CallChain, upTo index: Int, _ context: ExpressionContext, _ extraction: ContainerExtraction) -> ContainerHint {
        hint(chain.receiver, properties: chain.links[..<index].prefix { !$0.isCall }.map(\.name), context, extraction)
    }

    /// The container `receiver.property…` denotes.
    static func hint(_ receiver: Expression?, properties: [String], _ context: ExpressionContext, _ extraction: ContainerExtraction) -> ContainerHint {
        guard let receiver = receiver?.unwrappedForChain else { return properties.isEmpty ? helper(context) ?? .unknown : .unknown }
        if case .member(let base?, let property, _) = receiver.kind {
            return hint(base, properties: [property] + properties, context, extraction)
        }
        guard case .identifier(let name) = receiver.kind else { return .unknown }
        // Spelled only where a hint names the enclosing type: most receivers are locals.
        var typeName: String { extraction.scope(context).joined(separator: ".") }
        if name == "self" {
            let typeName = typeName
            guard let property = properties.first, !typeName.isEmpty else { return helper(context) ?? .unknown }
            return .variable(typeName + "." + property)
        }
        if let index = closure(binding: name, context) {
            let closure = context.closures[index]
            if let registration = extraction.factoryClosures[closure.closure.offset] {
                return extraction.facts.registrations[registration].container
            }
            // `let container = Container { $0.register(…) }`: the registering closure fills that container.
            guard closure.callee?.dottedName == "Container", let variable = context.declarations.last, variable.kind == .variable,
                  let binding = variable.bindings.first else { return .unknown }
            var outside = context
            outside.closures = Array(context.closures[..<index])
            outside.declarations.removeLast()
            return hint(Expression(offset: binding.offset, kind: .identifier(binding.name)), properties: [], outside, extraction)
        }
        if let function = context.enclosingFunction, function.parameters.contains(where: { $0.name == name }) {
            return isAssembly(function, context) ? .module(extraction.ownName(typeName)) : .unknown
        }
        if let binding = context.localBinding(named: name) {
            return local(binding, properties: properties, context, extraction)
        }
        if context.memberBinding(named: name) != nil { return .variable(typeName + "." + name) }
        return .variable(([name] + properties).joined(separator: "."))
    }

    /// `self` in a function of an `extension Container`: whichever container it is called on.
    private static func helper(_ context: ExpressionContext) -> ContainerHint? {
        guard let typeIndex = context.declarations.lastIndex(where: { $0.isTypeDeclaration || $0.kind == .extension }),
              case let type = context.declarations[typeIndex], type.kind == .extension,
              type.name == "Container" || type.name == "Swinject.Container",
              typeIndex + 1 < context.declarations.count, case let function = context.declarations[typeIndex + 1],
              function.kind == .function, !function.modifiers.contains(.static), !function.modifiers.contains(.class),
              function === context.enclosingFunction else { return nil }
        return .helper(function: function.name)
    }

    /// A local: made in the function (`let c = Container()`), one container per call of it;
    /// another name for one (`let c = DI.container`), that one; else known only by name.
    private static func local(_ binding: Binding, properties: [String], _ context: ExpressionContext,
                              _ extraction: ContainerExtraction) -> ContainerHint {
        // The function the local lives in, not the variable being initialized around the call.
        var function = context
        if let index = context.declarations.lastIndex(where: { [.function, .initializer, .subscript, .deinitializer].contains($0.kind) }) {
            function.declarations = Array(context.declarations[...index])
        }
        let symbol = extraction.symbol(function)
        if let initializer = binding.initializer?.unwrapped {
            if isConstruction(initializer) {
                return .local(file: extraction.file.path, function: symbol ?? "", name: binding.name)
            }
            // Followed only outward (a name bound before it, or a member chain), so a
            // shadowing `let container = container` ends at the property.
            if case .member(let base?, _, _) = initializer.kind, base.unwrappedForChain.dottedName != nil {
                var outside = function
                outside.closures = []
                return hint(initializer, properties: properties, outside, extraction)
            }
        }
        return .variable((symbol.map { $0 + "#" } ?? "") + binding.name)
    }

    /// `Container()`, `Swinject.Container(parent: p)`, `DependencyContainer { … }`: a call of
    /// a type's initializer makes a new container.
    static func isConstruction(_ expression: Expression) -> Bool {
        guard case .call(let callee, _, _) = expression.kind else { return false }
        switch callee.kind {
        case .identifier(let name): return NameBytes.startsUppercase(name)
        case .member(_, let name, _): return name == "init" || NameBytes.startsUppercase(name)
        case .specialization(let base, _): return isConstruction(Expression(offset: 0, kind: .call(callee: base, arguments: [], trailingClosures: [])))
        default: return false
        }
    }

    /// `Container(defaultObjectScope: .container)` behind a local or property receiver.
    static func defaultScope(_ chain: CallChain, upTo index: Int, _ context: ExpressionContext) -> Expression? {
        guard case .identifier(let name)? = chain.receiver?.unwrappedForChain.kind else { return nil }
        let binding: Binding?
        if name == "self", let property = chain.links.first, !property.isCall, index > 0 {
            binding = context.memberBinding(named: property.name)
        } else {
            binding = context.localBinding(named: name) ?? context.memberBinding(named: name)
        }
        guard case .call(let callee, let arguments, _)? = binding?.initializer?.unwrapped.kind,
              callee.dottedName == "Container" || callee.dottedName == "Swinject.Container" else { return nil }
        return arguments.first { $0.label == "defaultObjectScope" }?.value
    }

    /// `func assemble(container: Container)` (or `loaded(resolver:)`) of an `Assembly`.
    private static func isAssembly(_ function: Declaration, _ context: ExpressionContext) -> Bool {
        guard function.name == "assemble" || function.name == "loaded", let type = context.enclosingType else { return false }
        return type.inheritance.contains { $0.nominalName == "Assembly" || $0.nominalName == "Swinject.Assembly" }
            || function.parameters.contains { $0.type.nominalName == "Container" }
    }

    /// The innermost enclosing closure that binds `name` (`$0` binds in any closure without named parameters).
    static func closure(binding name: String, _ context: ExpressionContext) -> Int? {
        context.closures.lastIndex { enclosing in
            name.hasPrefix("$") ? enclosing.closure.parameters.isEmpty : enclosing.closure.parameters.contains { $0.name == name }
        }
    }

    /// A `name:` as the registration and its resolutions share it: a string literal's
    /// contents, else the expression as written (`Names.primary`); nil for `nil`.
    static func name(_ expression: Expression, _ extraction: ContainerExtraction) -> String? {
        let e = expression.unwrapped
        switch e.kind {
        case .literal(.nil): return nil
        case .literal(.string(let interpolations)) where interpolations.isEmpty:
            return stringContents(at: e.offset, extraction.file.bytes) ?? e.description
        default:
            if isComputed(e) { return Registration.nameKnownAtRunTime }
            return e.dottedName ?? e.description
        }
    }

    /// A name the code computes or keeps in a variable (`name.rawValue` of a parameter,
    /// `.name(fromString: s)`, `"\(prefix)-api"`, `tag`): what it is, only the run shows.
    /// A type's constant (`Names.api`, `.api`) is matched by its spelling.
    private static func isComputed(_ e: Expression) -> Bool {
        switch e.kind {
        case .call, .literal(.string), .infix, .ternary, .subscript: return true
        case .identifier(let name): return !NameBytes.startsUppercase(name)
        case .member(let base?, _, _):
            var root = base.unwrapped
            while case .member(let inner?, _, _) = root.kind { root = inner.unwrapped }
            guard case .identifier(let name) = root.kind else { return true }
            return !NameBytes.startsUppercase(name)
        default: return false
        }
    }

    /// The text between the quotes of a one-line string literal starting at `offset`.
    private static func stringContents(at offset: Int, _ bytes: [UInt8]) -> String? {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        var i = offset
        var hashes = 0
        while i < bytes.count, bytes[i] == UInt8(ascii: "#") { hashes += 1; i += 1 }
        guard i < bytes.count, bytes[i] == quote, !(i + 2 < bytes.count && bytes[i + 1] == quote && bytes[i + 2] == quote) else { return nil }
        let start = i + 1
        i = start
        while i < bytes.count, bytes[i] != UInt8(ascii: "\n") {
            if bytes[i] == backslash, hashes == 0 { i += 2; continue }
            if bytes[i] == quote, i + hashes < bytes.count, bytes[(i + 1)..<(i + 1 + hashes)].allSatisfy({ $0 == UInt8(ascii: "#") }) {
                return String(decoding: bytes[start..<i], as: UTF8.self)
            }
            i += 1
        }
        return nil
    }

    /// The static types of runtime arguments passed to a resolution; nil when one is unknown.
    static func staticTypes(_ values: [Expression], _ context: ExpressionContext, _ extraction: ContainerExtraction) -> [WrittenType]? {
        var types: [WrittenType] = []
        for value in values {
            let type: TypeSyntax?
            switch value.unwrapped.kind {
            case .literal(.string): type = .named("String")
            case .literal(.integer): type = .named("Int")
            case .literal(.float): type = .named("Double")
            case .literal(.boolean): type = .named("Bool")
            default: type = StaticType.exactly(value, context)
            }
            guard let type else { return nil }
            types.append(extraction.written(type, context))
        }
        return types
    }
}
