/// Functions, initializers, subscripts and macros: their signatures, effects, parameter
/// clauses and bodies.
extension Parser {
    /// `func f<T>(…) async throws -> R where … { … }`, `init?(…)`, `subscript(…) -> T { … }`,
    /// `macro m(…) -> T = #externalMacro(…)`.
    mutating func parseFunction(_ kind: Declaration.Kind) -> Declaration {
        let keyword = current
        advance()
        let declaration: Declaration
        switch kind {
        case .initializer:
            declaration = Declaration(kind: kind, name: "init", offset: Int(keyword.start), range: 0..<0)
            if current.kind == .operator, !current.flags.contains(.afterTrivia), firstByte(current) == UInt8(ascii: "?") || firstByte(current) == UInt8(ascii: "!") {
                declaration.isFailable = true
                splitCurrent(after: 1)
            }
        case .subscript:
            declaration = Declaration(kind: kind, name: "subscript", offset: Int(keyword.start), range: 0..<0)
        default:
            let t = current
            // A type's keyword starts the type, as it ends a member left dormant: no function
            // is named `class`.
            if (isNameLike(t) && !startsTypeDeclaration(at: index)) || t.kind == .operator {
                declaration = Declaration(kind: kind, name: name(t), offset: Int(t.start), range: 0..<0)
                advance()
            } else {
                declaration = Declaration(kind: kind, name: "", offset: Int(keyword.start), range: 0..<0)
            }
        }
        declaration.genericParameters = parseGenericParameters()
        if current.kind == .leftParen {
            declaration.parameters = parseParameterClause(labelsByDefault: kind != .subscript)
        }
        parseEffects(declaration)
        if isOperator("->") {
            advance()
            declaration.returnType = parseType()
        }
        declaration.requirements = parseWhereClause()
        if kind == .macro {
            if isOperator("=") {
                advance()
                _ = parseExpression()
            }
            return declaration
        }
        if kind == .subscript {
            if current.kind == .leftBrace { declaration.accessors = parseAccessorBlock(of: declaration) }
            return declaration
        }
        declaration.body = parseOptionalBody(of: declaration)
        return declaration
    }

    /// `async`, `throws`, `throws(E)`, `rethrows`, in any order.
    private mutating func parseEffects(_ declaration: Declaration) {
        while !atEnd {
            let t = current
            if t.kind == .identifier, t.keyword == .async {
                declaration.isAsync = true
                advance()
            } else if t.kind == .keyword, t.keyword == .throws || t.keyword == .rethrows {
                declaration.isThrowing = true
                advance()
                if current.kind == .leftParen, !current.flags.contains(.afterTrivia) {
                    advance()
                    declaration.thrownType = parseType()
                    expectCloser(.rightParen)
                }
            } else {
                return
            }
        }
    }

    /// `{ statements }` when a body follows; nil for a requirement without one.
    mutating func parseOptionalBody(of declaration: Declaration) -> [Statement]? {
        guard current.kind == .leftBrace || current.kind == .skippedBody else { return nil }
        return parseBody(of: declaration)
    }

    /// `(label name: Type = default, _ name: inout T...)`.
    mutating func parseParameterClause(labelsByDefault: Bool) -> [Parameter] {
        advance()
        var parameters: [Parameter] = []
        let savedTrailing = trailingClosuresAllowed
        trailingClosuresAllowed = true
        defer { trailingClosuresAllowed = savedTrailing }
        while !atEnd, current.kind != .rightParen {
            let before = index
            var attributes: [Attribute] = []
            while current.kind == .attribute, !atEnd { attributes.append(parseAttribute()) }
            if isNameLike(current) {
                let first = current
                advance()
                var label: String? = labelsByDefault ? name(first) : nil
                var parameterName = name(first)
                if isNameLike(current), current.kind != .colon {
                    parameterName = name(current)
                    label = name(first)
                    advance()
                }
                if first.kind == .keyword, first.keyword == .wildcard { label = nil }
                if current.kind == .colon { advance() }
                var type = parseType()
                var isInout = false
                if case .attributed(let specifiers, let base) = type, specifiers.contains("inout") {
                    isInout = true
                    let rest = specifiers.filter { $0 != "inout" }
                    type = rest.isEmpty ? base : .attributed(attributes: rest, base)
                }
                var isVariadic = false
                if isOperator("...") { isVariadic = true; advance() }
                var defaultValue: Expression?
                if isOperator("=") {
                    advance()
                    defaultValue = parseExpression()
                }
                parameters.append(Parameter(label: label, name: parameterName, offset: Int(first.start), type: type,
                                            isVariadic: isVariadic, isInout: isInout, defaultValue: defaultValue, attributes: attributes))
            }
            if current.kind == .comma { advance(); continue }
            if current.kind == .rightParen { break }
            if index == before || isCloser(current.kind) { expectCloser(.rightParen); return parameters }
            skipOneItem()
        }
        if current.kind == .rightParen { advance() }
        return parameters
    }
}
