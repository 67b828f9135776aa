@testable import DilintFacts
import DilintSyntax

/// Writes a light syntax tree out, every field of every node in declaration order: two
/// trees are the same when they write the same bytes (the tests that hold skipped bodies
/// and dormant member blocks to the tree read whole compare them so).
extension ByteWriter {
    /// `attributeArguments`: off for a tree a hit made of its entry's outlined types, which
    /// leave attributes' arguments out (`TypeOutline`).
    mutating func syntaxFile(_ file: SyntaxFile, attributeArguments: Bool = true) {
        count(file.imports.count)
        for i in file.imports {
            string(i.module)
            int(i.offset)
            conditions(i.conditions)
        }
        declarations(file.declarations, attributeArguments: attributeArguments)
        statements(file.statements)
    }

    mutating func declarations(_ list: [Declaration], attributeArguments: Bool = true) {
        count(list.count)
        for d in list { declaration(d, attributeArguments: attributeArguments) }
    }

    mutating func declaration(_ d: Declaration, attributeArguments: Bool = true) {
        string(d.kind.rawValue)
        string(d.name)
        int(d.offset)
        int(d.range.lowerBound)
        int(d.range.upperBound)
        attributes(d.attributes, arguments: attributeArguments)
        unsigned(UInt64(d.modifiers.rawValue))
        count(d.genericParameters.count)
        for p in d.genericParameters {
            string(p.name)
            optionalType(p.constraint)
        }
        types(d.inheritance)
        count(d.requirements.count)
        for r in d.requirements {
            type(r.subject)
            bool(r.isSameType)
            type(r.constraint)
        }
        conditions(d.conditions)
        declarations(d.members, attributeArguments: attributeArguments)
        bool(d.isLet)
        count(d.bindings.count)
        for b in d.bindings {
            string(b.name)
            int(b.offset)
            optionalType(b.type)
            optionalExpression(b.initializer)
            accessors(b.accessors)
        }
        count(d.parameters.count)
        for p in d.parameters {
            optionalString(p.label)
            string(p.name)
            int(p.offset)
            type(p.type)
            bool(p.isVariadic)
            bool(p.isInout)
            optionalExpression(p.defaultValue)
            attributes(p.attributes)
        }
        optionalType(d.returnType)
        bool(d.isAsync)
        bool(d.isThrowing)
        bool(d.isFailable)
        byte(UInt8(truncatingIfNeeded: d.skimmed.rawValue))
        byte(d.skimmed.marks.rawValue)
        optionalType(d.thrownType)
        bool(d.body != nil)
        if let body = d.body { statements(body) }
        accessors(d.accessors)
        optionalType(d.aliasedType)
        count(d.caseElements.count)
        for c in d.caseElements {
            string(c.name)
            int(c.offset)
            tupleElements(c.associatedValues)
        }
    }

    mutating func attributes(_ list: [Attribute], arguments withArguments: Bool = true) {
        count(list.count)
        for a in list {
            string(a.name)
            int(a.offset)
            bool(withArguments && a.arguments != nil)
            if withArguments, let arguments = a.arguments { self.arguments(arguments) }
            types(a.genericArguments)
        }
    }

    mutating func conditions(_ list: [ConditionalBranch]) {
        count(list.count)
        for c in list {
            int(c.blockID)
            int(c.branch)
            string(c.condition)
        }
    }

    mutating func accessors(_ list: [Accessor]) {
        count(list.count)
        for a in list {
            string(a.kind.rawValue)
            int(a.offset)
            statements(a.body)
        }
    }

    // MARK: Types

    mutating func types(_ list: [TypeSyntax]) {
        count(list.count)
        for t in list { type(t) }
    }

    mutating func optionalType(_ t: TypeSyntax?) {
        bool(t != nil)
        if let t { type(t) }
    }

    mutating func tupleElements(_ list: [TupleTypeElement]) {
        count(list.count)
        for e in list {
            optionalString(e.label)
            type(e.type)
        }
    }

    mutating func type(_ t: TypeSyntax) {
        switch t {
        case .named(let components):
            byte(0)
            count(components.count)
            for c in components {
                string(c.name)
                types(c.genericArguments)
            }
        case .optional(let w): byte(1); type(w)
        case .implicitlyUnwrapped(let w): byte(2); type(w)
        case .array(let e): byte(3); type(e)
        case .dictionary(let k, let v): byte(4); type(k); type(v)
        case .tuple(let elements): byte(5); tupleElements(elements)
        case .function(let parameters, let isAsync, let isThrowing, let result):
            byte(6); types(parameters); bool(isAsync); bool(isThrowing); type(result)
        case .composition(let parts): byte(7); types(parts)
        case .some(let b): byte(8); type(b)
        case .any(let b): byte(9); type(b)
        case .metatype(let b, let isProtocol): byte(10); type(b); bool(isProtocol)
        case .attributed(let attributes, let b):
            byte(11)
            count(attributes.count)
            for a in attributes { string(a) }
            type(b)
        case .unknown(let text): byte(12); string(text)
        }
    }
}
