import DilintSyntax

/// A file skimmed with its member blocks left dormant is, to the passes after its own, its
/// type declarations: the type table reads its types, extensions and typealiases, and the
/// members and bodies a pass asks for are parsed again from the bytes
/// (`MemberMaterialization`, `BodyMaterialization`). Its entry keeps those declarations —
/// kind, name, place, modifiers, attributes' names, generic parameters and requirements,
/// inheritance, aliased type, the marks of their dormant members, and the declarations
/// nested in them — and a hit takes them instead of parsing the file again.
///
/// A skimmed tree holding more that a later pass reads has no outline, and its hit is
/// parsed: top-level code, a global `var` (the shared-state pass lists them), a member the
/// parse read though it declares no type. Attributes' arguments are left out: no pass
/// after the file's own reads those of a type.
enum TypeOutline {
    /// Whether the type declarations of `syntax` are all that the passes after the file's
    /// own read of it.
    static func describes(_ syntax: SyntaxFile) -> Bool {
        guard syntax.statements.isEmpty else { return false }
        var work: [Declaration] = []
        for declaration in syntax.declarations {
            switch declaration.kind {
            case .function, .operator, .precedenceGroup, .macro: continue
            case .variable where declaration.isLet: continue
            case _ where isOutlined(declaration): work.append(declaration)
            default: return false
            }
        }
        while let declaration = work.popLast() {
            for member in declaration.members {
                guard isOutlined(member) else { return false }
                work.append(member)
            }
        }
        return true
    }

    /// The kinds the outline keeps: what declares or extends a type or a type's name.
    static func isOutlined(_ declaration: Declaration) -> Bool {
        switch declaration.kind {
        case .class, .struct, .enum, .actor, .protocol, .extension, .typealias, .associatedtype: return true
        default: return false
        }
    }
}

extension ByteWriter {
    /// The outlined declarations of a tree `TypeOutline.describes`.
    mutating func typeOutline(_ syntax: SyntaxFile) {
        outlined(syntax.declarations.filter(TypeOutline.isOutlined))
    }

    private mutating func outlined(_ declarations: [Declaration]) {
        count(declarations.count)
        for declaration in declarations {
            string(declaration.kind.rawValue)
            string(declaration.name)
            int(declaration.offset)
            int(declaration.range.lowerBound)
            int(declaration.range.upperBound)
            unsigned(UInt64(declaration.modifiers.rawValue))
            unsigned(UInt64(declaration.skimmed.rawValue))
            count(declaration.attributes.count)
            for attribute in declaration.attributes {
                string(attribute.name)
                int(attribute.offset)
                typeList(attribute.genericArguments)
            }
            conditionalBranches(declaration.conditions)
            typeList(declaration.inheritance)
            count(declaration.genericParameters.count)
            for parameter in declaration.genericParameters {
                string(parameter.name)
                optionalType(parameter.constraint)
            }
            count(declaration.requirements.count)
            for requirement in declaration.requirements {
                type(requirement.subject)
                bool(requirement.isSameType)
                type(requirement.constraint)
            }
            optionalType(declaration.aliasedType)
            outlined(declaration.members)
        }
    }

    private mutating func typeList(_ types: [TypeSyntax]) {
        count(types.count)
        for type in types { self.type(type) }
    }

    private mutating func optionalType(_ type: TypeSyntax?) {
        bool(type != nil)
        if let type { self.type(type) }
    }

    /// A tag, then the case's fields. The parser nests types at most `Parser.maximumNesting` deep.
    private mutating func type(_ type: TypeSyntax) {
        switch type {
        case .named(let components):
            byte(0)
            count(components.count)
            for component in components {
                string(component.name)
                typeList(component.genericArguments)
            }
        case .optional(let wrapped):
            byte(1)
            self.type(wrapped)
        case .implicitlyUnwrapped(let wrapped):
            byte(2)
            self.type(wrapped)
        case .array(let element):
            byte(3)
            self.type(element)
        case .dictionary(let key, let value):
            byte(4)
            self.type(key)
            self.type(value)
        case .tuple(let elements):
            byte(5)
            count(elements.count)
            for element in elements {
                optionalString(element.label)
                self.type(element.type)
            }
        case .function(let parameters, let isAsync, let isThrowing, let result):
            byte(6)
            typeList(parameters)
            bool(isAsync)
            bool(isThrowing)
            self.type(result)
        case .composition(let parts):
            byte(7)
            typeList(parts)
        case .some(let base):
            byte(8)
            self.type(base)
        case .any(let base):
            byte(9)
            self.type(base)
        case .metatype(let base, let isProtocol):
            byte(10)
            self.type(base)
            bool(isProtocol)
        case .attributed(let attributes, let base):
            byte(11)
            count(attributes.count)
            for attribute in attributes { string(attribute) }
            self.type(base)
        case .unknown(let written):
            byte(12)
            string(written)
        }
    }
}

extension ByteReader {
    /// The declarations `ByteWriter.typeOutline` wrote, made again, their members dormant
    /// as the skimmed parse left them.
    mutating func typeOutline() throws(CacheEntryError) -> [Declaration] {
        try enter()
        defer { leave() }
        return try array { (reader: inout ByteReader) throws(CacheEntryError) -> Declaration in try reader.outlinedDeclaration() }
    }

    private mutating func outlinedDeclaration() throws(CacheEntryError) -> Declaration {
        guard let kind = Declaration.Kind(rawValue: try string()) else { throw CacheEntryError() }
        let name = try string()
        let offset = try int()
        let start = try int(), end = try int()
        guard start <= end else { throw CacheEntryError() }
        let declaration = Declaration(kind: kind, name: name, offset: offset, range: start..<end)
        declaration.modifiers = Modifiers(rawValue: UInt32(truncatingIfNeeded: try unsigned()))
        declaration.skimmed = SkimmedBodies(rawValue: UInt16(truncatingIfNeeded: try unsigned()))
        declaration.attributes = try array { (reader: inout ByteReader) throws(CacheEntryError) -> Attribute in
            Attribute(name: try reader.string(), offset: try reader.int(), genericArguments: try reader.typeList())
        }
        declaration.conditions = try conditionalBranches()
        declaration.inheritance = try typeList()
        declaration.genericParameters = try array { (reader: inout ByteReader) throws(CacheEntryError) -> GenericParameter in
            GenericParameter(name: try reader.string(), constraint: try reader.optionalType())
        }
        declaration.requirements = try array { (reader: inout ByteReader) throws(CacheEntryError) -> GenericRequirement in
            GenericRequirement(subject: try reader.type(), isSameType: try reader.bool(), constraint: try reader.type())
        }
        declaration.aliasedType = try optionalType()
        declaration.members = try typeOutline()
        return declaration
    }

    private mutating func typeList() throws(CacheEntryError) -> [TypeSyntax] {
        try array { (reader: inout ByteReader) throws(CacheEntryError) -> TypeSyntax in try reader.type() }
    }

    private mutating func optionalType() throws(CacheEntryError) -> TypeSyntax? {
        try bool() ? try type() : nil
    }

    private mutating func type() throws(CacheEntryError) -> TypeSyntax {
        try enter()
        defer { leave() }
        switch try byte() {
        case 0:
            return .named(try array { (reader: inout ByteReader) throws(CacheEntryError) -> TypeComponent in
                TypeComponent(name: try reader.string(), genericArguments: try reader.typeList())
            })
        case 1: return .optional(try type())
        case 2: return .implicitlyUnwrapped(try type())
        case 3: return .array(try type())
        case 4: return .dictionary(key: try type(), value: try type())
        case 5:
            return .tuple(try array { (reader: inout ByteReader) throws(CacheEntryError) -> TupleTypeElement in
                TupleTypeElement(label: try reader.optionalString(), type: try reader.type())
            })
        case 6: return .function(parameters: try typeList(), isAsync: try bool(), isThrowing: try bool(), result: try type())
        case 7: return .composition(try typeList())
        case 8: return .some(try type())
        case 9: return .any(try type())
        case 10: return .metatype(try type(), isProtocol: try bool())
        case 11:
            let attributes = try array { (reader: inout ByteReader) throws(CacheEntryError) -> String in try reader.string() }
            return .attributed(attributes: attributes, try type())
        case 12: return .unknown(try string())
        default: throw CacheEntryError()
        }
    }
}
