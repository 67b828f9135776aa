/// Types as written: `Outer.Inner<Int>`, `P?`, `[K: V]`, `(A) async throws -> B`,
/// `any P & Q`, `some View`, `T.Type`, `@escaping @Sendable () -> Void`, `inout T`.
extension Parser {
    /// Whether a type can start at the cursor.
    var startsType: Bool {
        let t = current
        switch t.kind {
        case .identifier, .leftParen, .leftBracket, .attribute: return true
        case .keyword: return t.keyword == .capitalAny || t.keyword == .capitalSelf || t.keyword == .inout
            || t.keyword == .wildcard || t.keyword == .class || t.keyword == .protocol
        case .operator: return spells(t, "~")
        default: return false
        }
    }

    /// A type, shared with every type of the file spelled the same: the parse of a type
    /// depends on its text alone.
    mutating func parseType() -> TypeSyntax {
        let start = Int(current.start)
        let type = parseTypeAsWritten()
        if case .named(let components) = type, components.count == 1, components[0].genericArguments.isEmpty { return type }
        guard previousEnd > start else { return type }
        return sharedSpellings.shared(bytes, start..<previousEnd) { type }
    }

    private mutating func parseTypeAsWritten() -> TypeSyntax {
        let start = Int(current.start)
        guard enter() else {
            leave()
            skipOneItem()
            return .unknown(text(from: start, to: previousEnd))
        }
        defer { leave() }
        var attributes: [String] = []
        while !atEnd {
            let t = current
            if t.kind == .attribute {
                let attributeStart = Int(t.start)
                advance()
                if current.kind == .leftParen, !current.flags.contains(.afterTrivia) { skipBalanced() }
                attributes.append(text(from: attributeStart, to: previousEnd))
            } else if (t.kind == .keyword && t.keyword == .inout) || (isTypeSpecifierWord(t) && peekStartsTypeAfterSpecifier()) {
                attributes.append(text(t))
                advance()
            } else {
                break
            }
        }
        let base: TypeSyntax
        if current.kind == .identifier, current.keyword == .some || current.keyword == .any, peekStartsTypeAfterSpecifier() {
            let isSome = current.keyword == .some
            advance()
            let inner = parseCompositionOrFunctionType()
            base = isSome ? .some(inner) : .any(inner)
        } else {
            base = parseCompositionOrFunctionType()
        }
        return attributes.isEmpty ? base : .attributed(attributes: attributes, base)
    }

    private func peekStartsTypeAfterSpecifier() -> Bool {
        let next = peek()
        guard !next.flags.contains(.afterNewline) else { return false }
        switch next.kind {
        case .identifier, .leftParen, .leftBracket, .attribute: return true
        case .keyword: return next.keyword == .capitalAny || next.keyword == .capitalSelf
        default: return false
        }
    }

    private mutating func parseCompositionOrFunctionType() -> TypeSyntax {
        let first = parsePostfixType(parsePrimaryType())
        let t = current
        if (t.kind == .identifier && t.keyword == .async && !t.flags.contains(.afterNewline)) || (t.kind == .keyword && (t.keyword == .throws || t.keyword == .rethrows))
            || isOperator("->") {
            return parseFunctionTypeRest(first)
        }
        guard isOperator("&") else { return first }
        var parts = [first]
        while isOperator("&"), !atEnd {
            advance()
            parts.append(parsePostfixType(parsePrimaryType()))
        }
        return .composition(parts)
    }

    private mutating func parseFunctionTypeRest(_ parameterClause: TypeSyntax) -> TypeSyntax {
        var isAsync = false
        var isThrowing = false
        while !atEnd {
            if current.kind == .identifier, current.keyword == .async { isAsync = true; advance(); continue }
            if current.kind == .keyword, current.keyword == .throws || current.keyword == .rethrows {
                isThrowing = true
                advance()
                if current.kind == .leftParen, !current.flags.contains(.afterTrivia) { skipBalanced() }
                continue
            }
            break
        }
        guard isOperator("->") else { return parameterClause }
        advance()
        let result = parseType()
        let parameters: [TypeSyntax]
        if case .tuple(let elements) = parameterClause {
            parameters = elements.map(\.type)
        } else {
            parameters = [parameterClause]
        }
        return .function(parameters: parameters, isAsync: isAsync, isThrowing: isThrowing, result: result)
    }

    private mutating func parsePrimaryType() -> TypeSyntax {
        let t = current
        switch t.kind {
        case .leftParen:
            return .tuple(parseTupleTypeElements())
        case .leftBracket:
            advance()
            let element = parseType()
            if current.kind == .colon {
                advance()
                let value = parseType()
                expectCloser(.rightBracket)
                return .dictionary(key: element, value: value)
            }
            expectCloser(.rightBracket)
            return .array(element)
        case .identifier, .keyword:
            // `class` only in an inheritance list, `protocol` only as `protocol<A, B>`: anywhere
            // else they start a type's declaration.
            if t.kind == .keyword, !(t.keyword == .capitalAny || t.keyword == .capitalSelf || t.keyword == .wildcard
                || (t.keyword == .class && readingInheritance) || (t.keyword == .protocol && opensAttachedAngle(peek()))
                || t.keyword == .self) {
                return .unknown("")
            }
            return parseNamedType()
        case .operator where spells(t, "~"):
            // `~Copyable`: a suppressed conformance.
            advance()
            if current.kind == .identifier {
                let suppressed = "~" + name(current)
                advance()
                return .named([TypeComponent(name: suppressed)])
            }
            return .unknown("~")
        default:
            return .unknown("")
        }
    }

    private mutating func parseNamedType() -> TypeSyntax {
        var components: [TypeComponent] = []
        var result: TypeSyntax?
        while !atEnd {
            let token = current
            advance()
            let isGeneric = opensAttachedAngle(current)
            if components.isEmpty, !isGeneric, !(current.kind == .period && isNameLike(peek())) {
                return sharedNames.shared(bytes, token.range) { .named([TypeComponent(name: name(token))]) }
            }
            let componentName = name(token)
            var component = TypeComponent(name: componentName)
            if isGeneric { component.genericArguments = parseGenericArgumentList() }
            components.append(component)
            guard current.kind == .period, isNameLike(peek()), !peek().flags.contains(.afterNewline) else { break }
            let next = peek()
            if next.keyword == .capitalType || next.keyword == .capitalProtocol {
                // `P.Type` / `P.Protocol`; `.Type` may repeat: `P.Type.Type`.
                var metatype: TypeSyntax = .named(components)
                while current.kind == .period, peek().keyword == .capitalType || peek().keyword == .capitalProtocol, !atEnd {
                    advance()
                    metatype = .metatype(metatype, isProtocol: current.keyword == .capitalProtocol)
                    advance()
                }
                result = metatype
                break
            }
            if next.kind == .keyword, next.keyword == .self || next.keyword == .`init` { break }
            advance()
        }
        return result ?? .named(components)
    }

    /// `?`, `!`, `.Type`, `.Protocol` after a type; `?` and `!` are split off longer
    /// operator tokens (`Int?=`, `Array<Int>?`, `Int??`).
    mutating func parsePostfixType(_ base: TypeSyntax) -> TypeSyntax {
        var type = base
        var count = 0
        while !atEnd, count < Parser.maximumNesting {
            count += 1
            let t = current
            if t.kind == .operator, !t.flags.contains(.afterTrivia) {
                let b = firstByte(t)
                if b == UInt8(ascii: "?") { splitCurrent(after: 1); type = .optional(type); continue }
                if b == UInt8(ascii: "!") { splitCurrent(after: 1); type = .implicitlyUnwrapped(type); continue }
            }
            if t.kind == .period, peek().keyword == .capitalType || peek().keyword == .capitalProtocol {
                advance()
                type = .metatype(type, isProtocol: current.keyword == .capitalProtocol)
                advance()
                continue
            }
            break
        }
        return type
    }

    /// `(label: A, _ b: B, C...)` in type position.
    private mutating func parseTupleTypeElements() -> [TupleTypeElement] {
        advance()
        var elements: [TupleTypeElement] = []
        while !atEnd, current.kind != .rightParen {
            let before = index
            var label: String?
            if isNameLike(current), peek().kind == .colon {
                label = current.keyword == .wildcard ? nil : name(current)
                advance()
                advance()
            } else if isNameLike(current), isNameLike(peek()), peek(2).kind == .colon {
                label = current.keyword == .wildcard ? name(peek()) : name(current)
                advance()
                advance()
                advance()
            }
            var type = parseType()
            if isOperator("...") { advance(); type = .attributed(attributes: ["..."], type) }
            if isOperator("=") {
                advance()
                _ = parseExpression()
            }
            elements.append(TupleTypeElement(label: label, type: type))
            if current.kind == .comma { advance(); continue }
            if index == before || current.kind != .rightParen { expectCloser(.rightParen); return elements }
        }
        if current.kind == .rightParen { advance() }
        return elements
    }

    /// `<A, B<C>>` after a type name; the cursor is on an operator starting with `<`.
    mutating func parseGenericArgumentList() -> [TypeSyntax] {
        splitCurrent(after: 1)
        var arguments: [TypeSyntax] = []
        while !atEnd {
            if consumeClosingAngle() { return arguments }
            let before = index
            arguments.append(parseType())
            if current.kind == .comma { advance(); continue }
            if consumeClosingAngle() { return arguments }
            if index == before || isCloser(current.kind) || current.kind == .leftBrace { return arguments }
            skipOneItem()
        }
        return arguments
    }

    /// Consumes one `>` (splitting `>>`, `>?`, `>=` …).
    mutating func consumeClosingAngle() -> Bool {
        guard current.kind == .operator, firstByte(current) == UInt8(ascii: ">") else { return false }
        splitCurrent(after: 1)
        return true
    }

    /// `<T: P, each U>` after a declaration's name.
    mutating func parseGenericParameters() -> [GenericParameter] {
        guard current.kind == .operator, firstByte(current) == UInt8(ascii: "<") else { return [] }
        splitCurrent(after: 1)
        var parameters: [GenericParameter] = []
        while !atEnd {
            if consumeClosingAngle() { break }
            let before = index
            while current.kind == .attribute { _ = parseAttribute() }
            if current.kind == .identifier, spells(current, "each"), isNameLike(peek()) { advance() }
            if current.kind == .keyword, current.keyword == .let { advance() }
            guard isNameLike(current) else {
                // A clause whose `>` is missing ends at a brace or closer: the block after
                // it, or the one around it, is read as if the clause were closed.
                if isCloser(current.kind) || current.kind == .leftBrace || current.kind == .skippedBody { break }
                if index == before { skipOneItem() }
                continue
            }
            let parameterName = name(current)
            advance()
            var constraint: TypeSyntax?
            if current.kind == .colon {
                advance()
                constraint = parseType()
            }
            parameters.append(GenericParameter(name: parameterName, constraint: constraint))
            if current.kind == .comma { advance() }
        }
        return parameters
    }

    /// `where T: P, T.Element == U, Self: Base`.
    mutating func parseWhereClause() -> [GenericRequirement] {
        guard current.kind == .keyword, current.keyword == .where else { return [] }
        advance()
        var requirements: [GenericRequirement] = []
        while !atEnd {
            let before = index
            let subject = parseType()
            if current.kind == .colon {
                advance()
                requirements.append(GenericRequirement(subject: subject, isSameType: false, constraint: parseType()))
            } else if isOperator("==") {
                advance()
                requirements.append(GenericRequirement(subject: subject, isSameType: true, constraint: parseType()))
            }
            if current.kind == .comma { advance(); continue }
            if index == before { break }
            break
        }
        return requirements
    }

    /// `: A, B & C` after a type's name.
    mutating func parseInheritance() -> [TypeSyntax] {
        guard current.kind == .colon else { return [] }
        advance()
        readingInheritance = true
        defer { readingInheritance = false }
        var types: [TypeSyntax] = []
        while !atEnd {
            let before = index
            let type = parseType()
            if index == before { break }
            types.append(type)
            guard current.kind == .comma else { break }
            advance()
        }
        return types
    }
}
