import DilintSyntax

/// Reads the light syntax tree back from the fact cache, field for field in the order
/// `SyntaxEncoding` wrote it. Anything unexpected is a `CacheEntryError`, never a trap.
extension ByteReader {
    mutating func syntaxFile(_ file: SourceFile) throws(CacheEntryError) -> SyntaxFile {
        let imports = try array { (r: inout ByteReader) throws(CacheEntryError) in
            Import(module: try r.string(), offset: try r.int(), conditions: try r.conditions())
        }
        let declarations = try declarations()
        let statements = try statements()
        return SyntaxFile(file: file, imports: imports, declarations: declarations, statements: statements)
    }

    mutating func declarations() throws(CacheEntryError) -> [Declaration] {
        try array { (r: inout ByteReader) throws(CacheEntryError) in try r.declaration() }
    }

    mutating func declaration() throws(CacheEntryError) -> Declaration {
        try enter()
        defer { leave() }
        guard let kind = Declaration.Kind(rawValue: try string()) else { throw CacheEntryError() }
        let name = try string()
        let offset = try int()
        let lower = try int(), upper = try int()
        guard lower <= upper else { throw CacheEntryError() }
        let d = Declaration(kind: kind, name: name, offset: offset, range: lower..<upper)
        d.attributes = try attributes()
        d.modifiers = Modifiers(rawValue: UInt32(truncatingIfNeeded: try unsigned()))
        d.genericParameters = try array { (r: inout ByteReader) throws(CacheEntryError) in
            GenericParameter(name: try r.string(), constraint: try r.optionalType())
        }
        d.inheritance = try types()
        d.requirements = try array { (r: inout ByteReader) throws(CacheEntryError) in
            GenericRequirement(subject: try r.type(), isSameType: try r.bool(), constraint: try r.type())
        }
        d.conditions = try conditions()
        d.members = try declarations()
        d.isLet = try bool()
        d.bindings = try array { (r: inout ByteReader) throws(CacheEntryError) in
            Binding(name: try r.string(), offset: try r.int(), type: try r.optionalType(),
                    initializer: try r.optionalExpression(), accessors: try r.accessors())
        }
        d.parameters = try array { (r: inout ByteReader) throws(CacheEntryError) in
            Parameter(label: try r.optionalString(), name: try r.string(), offset: try r.int(), type: try r.type(),
                      isVariadic: try r.bool(), isInout: try r.bool(), defaultValue: try r.optionalExpression(),
                      attributes: try r.attributes())
        }
        d.returnType = try optionalType()
        d.isAsync = try bool()
        d.isThrowing = try bool()
        d.isFailable = try bool()
        d.skimmed = SkimmedBodies(rawValue: UInt16(try byte()) | UInt16(try byte()) << 8)
        d.thrownType = try optionalType()
        d.body = try bool() ? try statements() : nil
        d.accessors = try accessors()
        d.aliasedType = try optionalType()
        d.caseElements = try array { (r: inout ByteReader) throws(CacheEntryError) in
            EnumCaseElement(name: try r.string(), offset: try r.int(), associatedValues: try r.tupleElements())
        }
        d.writtenInBodies = try array { (r: inout ByteReader) throws(CacheEntryError) in try r.string() }
        return d
    }

    mutating func attributes() throws(CacheEntryError) -> [Attribute] {
        try array { (r: inout ByteReader) throws(CacheEntryError) in
            let name = try r.string()
            let offset = try r.int()
            let arguments = try r.bool() ? try r.arguments() : nil
            return Attribute(name: name, offset: offset, arguments: arguments, genericArguments: try r.types())
        }
    }

    mutating func conditions() throws(CacheEntryError) -> [ConditionalBranch] {
        try array { (r: inout ByteReader) throws(CacheEntryError) in
            ConditionalBranch(blockID: try r.int(), branch: try r.int(), condition: try r.string())
        }
    }

    mutating func accessors() throws(CacheEntryError) -> [Accessor] {
        try array { (r: inout ByteReader) throws(CacheEntryError) in
            guard let kind = Accessor.Kind(rawValue: try r.string()) else { throw CacheEntryError() }
            return Accessor(kind: kind, offset: try r.int(), body: try r.statements())
        }
    }

    // MARK: Types

    mutating func types() throws(CacheEntryError) -> [TypeSyntax] {
        try array { (r: inout ByteReader) throws(CacheEntryError) in try r.type() }
    }

    mutating func optionalType() throws(CacheEntryError) -> TypeSyntax? {
        try bool() ? try type() : nil
    }

    mutating func tupleElements() throws(CacheEntryError) -> [TupleTypeElement] {
        try array { (r: inout ByteReader) throws(CacheEntryError) in
            TupleTypeElement(label: try r.optionalString(), type: try r.type())
        }
    }

    mutating func type() throws(CacheEntryError) -> TypeSyntax {
        let type = try typeAsWritten()
        if let known = typesRead[type] { return known }
        typesRead[type] = type
        return type
    }

    private mutating func typeAsWritten() throws(CacheEntryError) -> TypeSyntax {
        try enter()
        defer { leave() }
        switch try byte() {
        case 0:
            return .named(try array { (r: inout ByteReader) throws(CacheEntryError) in
                TypeComponent(name: try r.string(), genericArguments: try r.types())
            })
        case 1: return .optional(try type())
        case 2: return .implicitlyUnwrapped(try type())
        case 3: return .array(try type())
        case 4: return .dictionary(key: try type(), value: try type())
        case 5: return .tuple(try tupleElements())
        case 6: return .function(parameters: try types(), isAsync: try bool(), isThrowing: try bool(), result: try type())
        case 7: return .composition(try types())
        case 8: return .some(try type())
        case 9: return .any(try type())
        case 10: return .metatype(try type(), isProtocol: try bool())
        case 11:
            let attributes = try array { (r: inout ByteReader) throws(CacheEntryError) in try r.string() }
            return .attributed(attributes: attributes, try type())
        case 12: return .unknown(try string())
        default: throw CacheEntryError()
        }
    }
}
