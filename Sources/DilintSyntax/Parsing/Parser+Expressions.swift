/// Expressions: operator sequences folded by precedence, prefix operators, `try`/`await`,
/// and postfix chains (members, calls, subscripts, trailing closures, `!`, `?`, generic
/// specialization).
extension Parser {
    mutating func parseExpression() -> Expression {
        guard enter() else {
            leave()
            let offset = Int(current.start)
            skipExpressionRegion()
            return Expression(offset: offset, kind: .unknown)
        }
        defer { leave() }
        return parseSequence()
    }

    struct PendingOperator {
        var text: String
        var precedence: Int
        var rightAssociative: Bool
        /// The middle of `c ? a : b`.
        var ternaryMiddle: Expression?
    }

    /// `a + b * c as T ?? d` — operands and infix operators read left to right, folded
    /// with an explicit operator stack (no recursion on the sequence's length). The stacks
    /// live in the parser and are shared by nested sequences, each above its parent's.
    private mutating func parseSequence() -> Expression {
        let first = parseUnary()
        // Most expressions are a single operand: no operator stack for them.
        let t = current
        if !(t.kind == .keyword && (t.keyword == .as || t.keyword == .is)), !(t.kind == .operator && isInfixOperator(at: index)) {
            return first
        }
        let operandBase = operandStack.count
        let operatorBase = operatorStack.count
        operandStack.push(first)
        var budget = Swift.max(1, Parser.maximumNesting - depth)
        while !atEnd {
            let t = current
            if t.kind == .keyword, t.keyword == .as || t.keyword == .is {
                // Each cast wraps the operand before it: `a as! B as! B …` nests as deep as
                // it is long, so casts count against the budget like operators.
                budget -= 1
                if budget <= 0 {
                    skipExpressionRegion()
                    break
                }
                fold(above: OperatorPrecedence.casting, rightAssociative: false, operandBase: operandBase, operatorBase: operatorBase)
                advance()
                var castKind = CastKind.as
                if t.keyword == .as, current.kind == .operator, !current.flags.contains(.afterTrivia) {
                    let b = firstByte(current)
                    if b == UInt8(ascii: "?") { castKind = .conditional; splitCurrent(after: 1) }
                    else if b == UInt8(ascii: "!") { castKind = .forced; splitCurrent(after: 1) }
                }
                let type = parseType()
                let operand = operandStack.popLast()
                let kind: Expression.Kind = t.keyword == .is ? .typeCheck(operand, type) : .cast(operand, castKind, type)
                operandStack.push(Expression(offset: operand.offset, kind: kind))
                continue
            }
            guard t.kind == .operator, isInfixOperator(at: index) else { break }
            if spells(t, "->") { break }
            budget -= 1
            if budget <= 0 {
                skipExpressionRegion()
                break
            }
            var pending: PendingOperator
            if spells(t, "?") {
                advance()
                let middle = parseExpression()
                if current.kind == .colon { advance() }
                pending = PendingOperator(text: "?:", precedence: OperatorPrecedence.ternary, rightAssociative: true, ternaryMiddle: middle)
            } else {
                let op = text(t)
                advance()
                let (precedence, rightAssociative) = OperatorPrecedence.of(op)
                pending = PendingOperator(text: op, precedence: precedence, rightAssociative: rightAssociative, ternaryMiddle: nil)
            }
            fold(above: pending.precedence, rightAssociative: pending.rightAssociative, operandBase: operandBase, operatorBase: operatorBase)
            operatorStack.push(pending)
            let operand = parseUnary()
            operandStack.push(operand)
        }
        fold(above: Int.min, rightAssociative: false, operandBase: operandBase, operatorBase: operatorBase)
        while operatorStack.count > operatorBase { _ = operatorStack.popLast() }
        // Folding leaves one operand; should more remain, the bottom one is the result.
        var result = operandStack.popLast()
        while operandStack.count > operandBase { result = operandStack.popLast() }
        return result
    }

    /// Applies stacked operators that bind tighter than one of `precedence`.
    private func fold(above precedence: Int, rightAssociative: Bool, operandBase: Int, operatorBase: Int) {
        while operatorStack.count > operatorBase {
            let top = operatorStack.popLast()
            guard top.precedence > precedence || (top.precedence == precedence && !rightAssociative) else {
                operatorStack.push(top)
                return
            }
            guard operandStack.count >= operandBase + 2 else { continue }
            let right = operandStack.popLast()
            let left = operandStack.popLast()
            let kind: Expression.Kind
            if let middle = top.ternaryMiddle {
                kind = .ternary(condition: left, then: middle, else: right)
            } else {
                kind = .infix(left, op: top.text, right)
            }
            operandStack.push(Expression(offset: left.offset, kind: kind))
        }
    }

    /// Swift's whitespace rule: an operator bound on both sides or on neither is infix.
    func isInfixOperator(at i: Int) -> Bool {
        let t = tokens[i]
        let leftBound = !t.flags.contains(.afterTrivia)
        let rightBound = isRightBound(i)
        if leftBound == rightBound { return true }
        // `a -b` on one line: read as infix; a prefix operator on a new line starts a new statement.
        return !leftBound && !t.flags.contains(.afterNewline)
    }

    func isRightBound(_ i: Int) -> Bool {
        let next = tokens[Swift.min(i + 1, endIndex)]
        if next.flags.contains(.afterTrivia) || i + 1 >= endIndex { return false }
        switch next.kind {
        case .rightParen, .rightBracket, .rightBrace, .comma, .semicolon, .colon, .period, .interpolationEnd: return false
        default: return true
        }
    }

    private mutating func parseUnary() -> Expression {
        let t = current
        let offset = Int(t.start)
        if t.kind == .keyword, t.keyword == .try {
            advance()
            var kind = TryKind.plain
            if current.kind == .operator, !current.flags.contains(.afterTrivia) {
                if firstByte(current) == UInt8(ascii: "?") { kind = .optional; splitCurrent(after: 1) }
                else if firstByte(current) == UInt8(ascii: "!") { kind = .forced; splitCurrent(after: 1) }
            }
            // `try` covers everything to its right: `try a ?? b` is `try (a ?? b)`.
            return Expression(offset: offset, kind: .try(kind, parseExpression()))
        }
        if isExpressionPrefixWord(t) {
            let next = peek()
            if !next.flags.contains(.afterNewline), startsExpression(next), !(next.kind == .operator && isInfixOperator(at: index + 1)),
               next.kind != .period, next.kind != .leftParen || next.flags.contains(.afterTrivia) {
                advance()
                let inner = parseExpression()
                return t.keyword == .await ? Expression(offset: offset, kind: .await(inner)) : inner
            }
        }
        if t.kind == .operator, !isOperatorValue(at: index) {
            // One prefix operator is the common case (`!flag`, `-x`): an array only for more.
            let firstOperator = text(t)
            advance()
            var prefixes: [(String, Int)] = []
            var count = 1
            while count + depth <= Parser.maximumNesting, current.kind == .operator, !atEnd, !isOperatorValue(at: index) {
                prefixes.append((text(current), Int(current.start)))
                advance()
                count += 1
            }
            if count + depth > Parser.maximumNesting {
                skipExpressionRegion()
                return Expression(offset: offset, kind: .unknown)
            }
            depth += count
            var operand = parsePostfixElements(parsePrimary())
            depth -= count
            for (op, opOffset) in prefixes.reversed() {
                operand = Expression(offset: opOffset, kind: .prefix(op: op, operand))
            }
            return Expression(offset: offset, kind: .prefix(op: firstOperator, operand))
        }
        return parsePostfixElements(parsePrimary())
    }

    /// An operator standing alone as a value: `reduce(0, +)`, `sorted(by: <)`.
    func isOperatorValue(at i: Int) -> Bool {
        let next = tokens[Swift.min(i + 1, endIndex)]
        return next.kind == .rightParen || next.kind == .comma || next.kind == .rightBracket || i + 1 >= endIndex
    }

    /// Members, calls, subscripts, trailing closures, `!`/`?`, `<T>` and postfix
    /// operators after `base`. Each element counts as a nesting level, so no chain builds
    /// a tree deeper than the cap.
    mutating func parsePostfixElements(_ base: Expression) -> Expression {
        var expression = base
        var added = 0
        defer { depth -= added }
        while !atEnd {
            let t = current
            if depth >= Parser.maximumNesting {
                skipPostfixElements()
                break
            }
            switch t.kind {
            case .period:
                let next = peek()
                guard next.kind == .identifier || next.kind == .keyword || next.kind == .integerLiteral || next.kind == .floatLiteral else {
                    return expression
                }
                advance()
                expression = Expression(offset: expression.offset, kind: .member(base: expression, name: name(next), nameOffset: Int(next.start)))
                advance()
            case .leftParen:
                guard !t.flags.contains(.afterNewline) else { return expression }
                let arguments = parseArgumentList(closer: .rightParen)
                expression = Expression(offset: expression.offset, kind: .call(callee: expression, arguments: arguments, trailingClosures: []))
            case .leftBracket:
                guard !t.flags.contains(.afterNewline) else { return expression }
                let arguments = parseArgumentList(closer: .rightBracket)
                expression = Expression(offset: expression.offset, kind: .subscript(base: expression, arguments: arguments))
            case .leftBrace:
                guard trailingClosuresAllowed, !opensObserverBlock(at: index) else { return expression }
                expression = parseTrailingClosures(expression)
            case .operator:
                guard let next = parsePostfixOperator(expression) else { return expression }
                expression = next
            case .poundKeyword:
                guard isPostfixConditional() else { return expression }
                expression = parsePostfixConditional(expression)
            default:
                return expression
            }
            added += 1
            depth += 1
        }
        return expression
    }

    /// `x!`, `x?`, `x...`, `Factory<P>`; nil when the operator is not postfix here.
    private mutating func parsePostfixOperator(_ expression: Expression) -> Expression? {
        let t = current
        guard !t.flags.contains(.afterTrivia) else { return nil }
        let b = firstByte(t)
        if b == UInt8(ascii: "?") || b == UInt8(ascii: "!") {
            var onlyMarks = true
            for i in t.range where bytes[i] != UInt8(ascii: "?") && bytes[i] != UInt8(ascii: "!") { onlyMarks = false; break }
            if t.length == 1 || (onlyMarks && !isRightBound(index)) {
                splitCurrent(after: 1)
                return Expression(offset: expression.offset, kind: .postfix(expression, op: b == UInt8(ascii: "?") ? "?" : "!"))
            }
            return nil
        }
        if b == UInt8(ascii: "<"), t.length == 1, isTypeLike(expression), canParseGenericArguments() {
            return Expression(offset: expression.offset, kind: .specialization(base: expression, arguments: parseGenericArgumentList()))
        }
        if !isRightBound(index) {
            advance()
            return Expression(offset: expression.offset, kind: .postfix(expression, op: text(t)))
        }
        return nil
    }

    private func isTypeLike(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .identifier: return true
        case .member(let base, _, _): return base.map(isTypeLike) ?? false
        default: return false
        }
    }

    /// The compiler's test for `<` in expression position: a generic argument list when
    /// only type tokens stand up to a matching `>` that is followed by `(`, `.`, `)`, `,`,
    /// `{`, `]`, `:`, `;`, `?`, `!` or a line break.
    func canParseGenericArguments() -> Bool {
        var level = 0
        var i = index
        var steps = 0
        while i < endIndex, steps < 128 {
            steps += 1
            let t = tokens[i]
            switch t.kind {
            case .operator:
                var j = Int(t.start)
                while j < t.end {
                    let b = bytes[j]
                    if b == UInt8(ascii: "<") {
                        level += 1
                    } else if b == UInt8(ascii: ">") {
                        if j > Int(t.start), bytes[j - 1] == UInt8(ascii: "-") {
                            // `->` inside a function type.
                        } else {
                            level -= 1
                            if level == 0 {
                                for k in (j + 1)..<t.end where bytes[k] != UInt8(ascii: "?") && bytes[k] != UInt8(ascii: "!") { return false }
                                if j + 1 < t.end { return true }
                                let next = tokens[i + 1]
                                if next.flags.contains(.afterNewline) || i + 1 >= endIndex { return true }
                                switch next.kind {
                                case .leftParen, .period, .rightParen, .comma, .leftBrace, .rightBracket, .rightBrace, .colon, .semicolon, .interpolationEnd:
                                    return true
                                case .operator:
                                    return spells(next, "==") || spells(next, "!=") || spells(next, "?") || spells(next, "!")
                                default:
                                    return false
                                }
                            }
                        }
                    } else if b != UInt8(ascii: "?") && b != UInt8(ascii: "!") && b != UInt8(ascii: "&") && b != UInt8(ascii: ".")
                                && b != UInt8(ascii: "-") && b != UInt8(ascii: "~") {
                        return false
                    }
                    j += 1
                }
            case .identifier, .period, .comma, .colon, .leftBracket, .rightBracket, .leftParen, .rightParen, .attribute:
                break
            case .keyword:
                switch t.keyword {
                case .capitalAny, .capitalSelf, .wildcard, .inout, .throws, .self: break
                default: return false
                }
            default:
                return false
            }
            i += 1
        }
        return false
    }

    /// Skips what would extend a chain past the nesting cap.
    private mutating func skipPostfixElements() {
        while !atEnd {
            let t = current
            if t.kind == .period, isNameLike(peek()) || peek().kind == .integerLiteral {
                advance(); advance()
            } else if (t.kind == .leftParen || t.kind == .leftBracket), !t.flags.contains(.afterNewline) {
                skipBalanced()
            } else if t.kind == .leftBrace, trailingClosuresAllowed, !opensObserverBlock(at: index) {
                skipBalanced()
            } else if t.kind == .operator, !t.flags.contains(.afterTrivia), !isRightBound(index) {
                advance()
            } else {
                return
            }
        }
    }

    /// `f { … }`, `f(x) { … } onError: { … }`.
    private mutating func parseTrailingClosures(_ callee: Expression) -> Expression {
        var closures = [TrailingClosure(label: nil, closure: parseClosure())]
        while !atEnd, isNameLike(current), peek().kind == .colon, peek(2).kind == .leftBrace {
            let label = name(current)
            advance()
            advance()
            closures.append(TrailingClosure(label: label, closure: parseClosure()))
        }
        if case .call(let base, let arguments, let existing) = callee.kind, existing.isEmpty {
            return Expression(offset: callee.offset, kind: .call(callee: base, arguments: arguments, trailingClosures: closures))
        }
        return Expression(offset: callee.offset, kind: .call(callee: callee, arguments: [], trailingClosures: closures))
    }
}
