/// Primary expressions: names, literals, strings with interpolations, implicit members,
/// key paths, tuples, array/dictionary literals, `if`/`switch` expressions, macros.
extension Parser {
    mutating func parsePrimary() -> Expression {
        let t = current
        let offset = Int(t.start)
        switch t.kind {
        case .identifier:
            advance()
            let identifier = name(t)
            // `(any P).self`: an existential written in expression position.
            if identifier == "any", current.kind == .identifier, !current.flags.contains(.afterNewline) {
                return Expression(offset: offset, kind: .type(.any(parseType())))
            }
            return Expression(offset: offset, kind: .identifier(identifier))
        case .keyword:
            switch t.keyword {
            case .self, .capitalSelf, .super, .capitalAny, .wildcard, .`init`:
                advance()
                return Expression(offset: offset, kind: .identifier(text(t)))
            case .true, .false:
                advance()
                return Expression(offset: offset, kind: .literal(.boolean(t.keyword == .true)))
            case .nil:
                advance()
                return Expression(offset: offset, kind: .literal(.nil))
            case .if:
                return Expression(offset: offset, kind: .statement(Statement(offset: offset, kind: parseIf())))
            case .switch, .do:
                if let statement = parseStatement(base: conditions.count) {
                    return Expression(offset: offset, kind: .statement(statement))
                }
                return Expression(offset: offset, kind: .unknown)
            default:
                return Expression(offset: offset, kind: .unknown)
            }
        case .integerLiteral:
            advance()
            return Expression(offset: offset, kind: .literal(.integer(text(t))))
        case .floatLiteral:
            advance()
            return Expression(offset: offset, kind: .literal(.float(text(t))))
        case .regexLiteral:
            advance()
            return Expression(offset: offset, kind: .literal(.regex))
        case .stringStart:
            return parseStringLiteral()
        case .period:
            // `.name` — an implicit member.
            let next = peek()
            guard isNameLike(next) || next.kind == .integerLiteral else {
                advance()
                return Expression(offset: offset, kind: .unknown)
            }
            advance()
            advance()
            return Expression(offset: offset, kind: .member(base: nil, name: name(next), nameOffset: Int(next.start)))
        case .backslash:
            return parseKeyPath()
        case .leftParen:
            // `(() -> Void).self`, `((String) async throws -> Int).self`: a function type
            // in expression position, a key a container may register and resolve.
            if opensFunctionType() { return Expression(offset: offset, kind: .type(parseType())) }
            let elements = parseArgumentList(closer: .rightParen)
            return Expression(offset: offset, kind: .tuple(elements))
        case .leftBracket:
            return parseCollectionLiteral()
        case .leftBrace:
            return Expression(offset: offset, kind: .closure(parseClosure()))
        case .poundKeyword:
            if isConditionalDirective { return Expression(offset: offset, kind: .unknown) }
            advance()
            return Expression(offset: offset, kind: .identifier(text(t)))
        case .operator:
            // An operator used as a value: `reduce(0, +)`.
            advance()
            return Expression(offset: offset, kind: .identifier(text(t)))
        case .attribute:
            // `@MainActor { … }`-style attributed closures: the attribute does not change the shape.
            while current.kind == .attribute, !atEnd { _ = parseAttribute() }
            return current.kind == .attribute ? Expression(offset: offset, kind: .unknown) : parsePrimary()
        default:
            return Expression(offset: offset, kind: .unknown)
        }
    }

    /// `(label: value, value)`, `[index]`, an attribute's or interpolation's arguments.
    /// The cursor is on the opener.
    mutating func parseArgumentList(closer: TokenKind) -> [Argument] {
        advance()
        let savedTrailing = trailingClosuresAllowed
        trailingClosuresAllowed = true
        defer { trailingClosuresAllowed = savedTrailing }
        let scratchBase = argumentScratch.count
        while !atEnd, current.kind != closer {
            let before = index
            if isConditionalDirective {
                advance()
                _ = readConditionLine()
                continue
            }
            let offset = Int(current.start)
            var label: String?
            if isNameLike(current), peek().kind == .colon {
                label = name(current)
                advance()
                advance()
            }
            if label != nil, current.kind == .comma || current.kind == closer {
                // `foo(x:)` in `#selector(foo(x:))`: a name, not a value.
                argumentScratch.push(Argument(label: label, offset: offset, value: Expression(offset: offset, kind: .unknown)))
            } else {
                let value = parseExpression()
                argumentScratch.push(Argument(label: label, offset: offset, value: value))
            }
            if current.kind == .comma { advance(); continue }
            if current.kind == closer { break }
            if index == before || isCloser(current.kind) { break }
            // Something the expression parser left over: resynchronize at a separator.
            while !atEnd, current.kind != .comma, !isCloser(current.kind) {
                if current.flags.contains(.afterNewline), startsDeclarationKeyword(current) { break }
                skipOneItem()
            }
            if current.kind == .comma { advance() } else if current.kind != closer { break }
        }
        if current.kind == closer { advance() }
        return argumentScratch.pop(from: scratchBase)
    }

    /// `[a, b]`, `[k: v]`, `[:]`; `[P].self` and `[K: V]()` become types.
    private mutating func parseCollectionLiteral() -> Expression {
        let offset = Int(current.start)
        advance()
        let savedTrailing = trailingClosuresAllowed
        trailingClosuresAllowed = true
        defer { trailingClosuresAllowed = savedTrailing }
        if current.kind == .colon, peek().kind == .rightBracket {
            advance()
            advance()
            return Expression(offset: offset, kind: .dictionary([]))
        }
        var elements: [Expression] = []
        var pairs: [DictionaryElement] = []
        var isDictionary = false
        while !atEnd, current.kind != .rightBracket {
            let before = index
            if isConditionalDirective {
                advance()
                _ = readConditionLine()
                continue
            }
            let key = parseExpression()
            if current.kind == .colon {
                isDictionary = true
                advance()
                pairs.append(DictionaryElement(key: key, value: parseExpression()))
            } else {
                elements.append(key)
            }
            if current.kind == .comma { advance(); continue }
            if current.kind == .rightBracket || index == before || isCloser(current.kind) { break }
            while !atEnd, current.kind != .comma, !isCloser(current.kind) { skipOneItem() }
            if current.kind == .comma { advance() }
        }
        expectCloser(.rightBracket)
        if isDictionary {
            if pairs.count == 1, elements.isEmpty, let key = typeOf(pairs[0].key), let value = typeOf(pairs[0].value), followsTypeUse() {
                return Expression(offset: offset, kind: .type(.dictionary(key: key, value: value)))
            }
            return Expression(offset: offset, kind: .dictionary(pairs))
        }
        if elements.count == 1, let element = typeOf(elements[0]), followsTypeUse() {
            return Expression(offset: offset, kind: .type(.array(element)))
        }
        return Expression(offset: offset, kind: .array(elements))
    }

    /// `.self` or `(` right after a collection literal: it names a type.
    private func followsTypeUse() -> Bool {
        let t = current
        if t.flags.contains(.afterTrivia) { return false }
        if t.kind == .leftParen { return true }
        return t.kind == .period && peek().keyword == .self
    }

    /// The type an expression spells, when it is a plain (dotted, specialized) name.
    func typeOf(_ expression: Expression) -> TypeSyntax? {
        var components: [TypeComponent] = []
        var e = expression
        while true {
            switch e.kind {
            case .identifier(let name):
                components.insert(TypeComponent(name: name), at: 0)
                return .named(components)
            case .member(let base?, let name, _):
                components.insert(TypeComponent(name: name), at: 0)
                e = base
            case .specialization(let base, let arguments):
                guard let inner = typeOf(base), case .named(var parts) = inner else { return nil }
                parts[parts.count - 1].genericArguments = arguments
                return .named(parts + components)
            case .type(let type):
                return components.isEmpty ? type : nil
            default:
                return nil
            }
        }
    }

    /// `\Root.a.b`, `\.a?.b!`, `\.self`.
    private mutating func parseKeyPath() -> Expression {
        let offset = Int(current.start)
        advance()
        var rootComponents: [TypeComponent] = []
        var components: [String] = []
        if current.kind == .identifier || current.keyword == .capitalSelf, !current.flags.contains(.afterTrivia) {
            rootComponents.append(TypeComponent(name: name(current)))
            advance()
            if opensAttachedAngle(current) {
                rootComponents[rootComponents.count - 1].genericArguments = parseGenericArgumentList()
            }
            // Further capitalized components are nested types of the root.
            while current.kind == .period, peek().kind == .identifier, startsUppercase(peek()) {
                advance()
                rootComponents.append(TypeComponent(name: name(current)))
                advance()
            }
        }
        while !atEnd, !current.flags.contains(.afterTrivia) || current.kind == .period && !current.flags.contains(.afterNewline) {
            let t = current
            if t.kind == .period, isNameLike(peek()) || peek().kind == .integerLiteral {
                advance()
                components.append(name(current))
                advance()
            } else if t.kind == .operator, firstByte(t) == UInt8(ascii: "?") || firstByte(t) == UInt8(ascii: "!"), !isRightBound(index) || spells(t, "?") || spells(t, "!") {
                splitCurrent(after: 1)
            } else if t.kind == .leftBracket {
                _ = parseArgumentList(closer: .rightBracket)
            } else {
                break
            }
        }
        let root: TypeSyntax? = rootComponents.isEmpty ? nil : .named(rootComponents)
        return Expression(offset: offset, kind: .keyPath(root: root, components: components))
    }

    private func startsUppercase(_ t: Token) -> Bool {
        let b = firstByte(t)
        return b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")
    }

    /// A string literal; the code inside `\( … )` is parsed as expressions.
    private mutating func parseStringLiteral() -> Expression {
        let offset = Int(current.start)
        advance()
        var interpolations: [Expression] = []
        while !atEnd {
            let t = current
            if t.kind == .stringSegment {
                advance()
            } else if t.kind == .interpolationStart {
                for argument in parseArgumentList(closer: .interpolationEnd) { interpolations.append(argument.value) }
            } else {
                if t.kind == .stringEnd { advance() }
                break
            }
        }
        return Expression(offset: offset, kind: .literal(.string(interpolations: interpolations)))
    }

    /// Whether the `(` at the cursor closes, within a few tokens, before `->` (or
    /// `async`/`throws` and then `->`). Bounded, so that long parenthesized expressions
    /// are not scanned again at each level.
    func opensFunctionType() -> Bool {
        var depth = 0
        var i = index
        let limit = min(endIndex, index + 48)
        while i < limit {
            switch tokens[i].kind {
            case .leftParen: depth += 1
            case .rightParen:
                depth -= 1
                if depth == 0 {
                    var next = i + 1
                    while next < endIndex, (tokens[next].kind == .identifier && tokens[next].keyword == .async)
                        || (tokens[next].kind == .keyword && (tokens[next].keyword == .throws || tokens[next].keyword == .rethrows)) {
                        next += 1
                    }
                    return next < endIndex && tokens[next].kind == .operator && spells(tokens[next], "->")
                }
            case .leftBrace, .rightBrace, .semicolon: return false
            default: break
            }
            i += 1
        }
        return false
    }
}
