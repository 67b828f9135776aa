/// Statements of function, initializer, accessor and closure bodies.
extension Parser {
    /// `{ statements }`; an empty list, consuming nothing, when no `{` stands here.
    mutating func parseBlock() -> [Statement] {
        guard current.kind == .leftBrace else { return [] }
        guard enter() else {
            leave()
            skipBalanced()
            return []
        }
        defer { leave() }
        let savedTrailing = trailingClosuresAllowed
        trailingClosuresAllowed = true
        defer { trailingClosuresAllowed = savedTrailing }
        advance()
        let statements = parseStatementList(inSwitchCase: false)
        if current.kind == .rightBrace { advance() }
        return statements
    }

    /// Statements up to (not including) the closing `}` — or, in a switch case, up to the
    /// next `case`/`default`.
    mutating func parseStatementList(inSwitchCase: Bool) -> [Statement] {
        let base = conditions.count
        let scratchBase = statementScratch.count
        while !atEnd, current.kind != .rightBrace {
            let before = index
            let t = current
            if t.kind == .poundKeyword, isConditionalDirective {
                if inSwitchCase {
                    // A directive that guards cases, or closes a block opened outside this
                    // case, ends the case's body.
                    let isIf = spells(t, "#if")
                    if (isIf || conditions.count > base) && directiveGuardsCases() { break }
                    if !isIf, conditions.count == base { break }
                }
                _ = consumeConditionalDirective(base: base)
                continue
            }
            if inSwitchCase {
                if t.kind == .keyword, t.keyword == .case || t.keyword == .default { break }
                if t.kind == .attribute, spells(t, "@unknown") { break }
            }
            if t.kind == .semicolon { advance(); continue }
            if let statement = parseStatement(base: base) {
                statementScratch.push(statement)
            }
            if index == before {
                // A closer that is not ours (`)` or `]`) or a token no statement starts with.
                if current.kind == .rightBrace { break }
                skipOneItem()
            }
        }
        closeConditionals(downTo: base)
        return statementScratch.pop(from: scratchBase)
    }

    /// Whether the declaration or one nested in it has members left dormant.
    static func holdsDormantMembers(_ declaration: Declaration) -> Bool {
        var work = [declaration]
        while let next = work.popLast() {
            if next.skimmed.contains(.membersDormant) { return true }
            work += next.members
        }
        return false
    }

    /// One statement, or nil when none starts at the cursor. `base` is the height of the
    /// condition stack where the enclosing block began.
    mutating func parseStatement(base: Int) -> Statement? {
        let t = current
        let offset = Int(t.start)
        let branches = conditions.count > base ? ConditionalBranch.recorded(conditions[base...]) : []
        if t.kind == .keyword || t.kind == .identifier || t.kind == .attribute {
            if startsDeclaration(inTypeBody: false), var declaration = parseDeclaration(inTypeBody: false) {
                // A type declared in a statement is in no type table, whose passes fill the
                // member blocks left dormant where they read them: its block is read now.
                if leavesMembersDormant, Self.holdsDormantMembers(declaration), let whole = Parser.parseAgain(declaration, in: file, marks: marks.pointee.owner) {
                    declaration = whole
                }
                return Statement(offset: offset, conditions: branches, kind: .declaration(declaration))
            }
        }
        if t.kind == .keyword {
            switch t.keyword {
            case .return:
                advance()
                let value = startsExpressionOnSameStatement() ? parseExpression() : nil
                return Statement(offset: offset, conditions: branches, kind: .return(value))
            case .throw:
                advance()
                return Statement(offset: offset, conditions: branches, kind: .throw(parseExpression()))
            case .if:
                return Statement(offset: offset, conditions: branches, kind: parseIf())
            case .guard:
                advance()
                let clauses = parseConditionClauses()
                if current.kind == .keyword, current.keyword == .else { advance() }
                return Statement(offset: offset, conditions: branches, kind: .guard(clauses: clauses, else: parseBlock()))
            case .while:
                advance()
                let clauses = parseConditionClauses()
                return Statement(offset: offset, conditions: branches, kind: .while(clauses: clauses, body: parseBlock()))
            case .repeat:
                advance()
                let body = parseBlock()
                var condition = Expression(offset: Int(current.start), kind: .unknown)
                if current.kind == .keyword, current.keyword == .while {
                    advance()
                    condition = parseHeadExpression()
                }
                return Statement(offset: offset, conditions: branches, kind: .repeat(body: body, condition: condition))
            case .for:
                return Statement(offset: offset, conditions: branches, kind: parseFor())
            case .switch:
                return Statement(offset: offset, conditions: branches, kind: parseSwitch())
            case .do:
                return Statement(offset: offset, conditions: branches, kind: parseDo())
            case .defer:
                advance()
                return Statement(offset: offset, conditions: branches, kind: .defer(parseBlock()))
            case .break, .continue:
                advance()
                if current.kind == .identifier, !current.flags.contains(.afterNewline) { advance() }
                return Statement(offset: offset, conditions: branches, kind: .other)
            case .fallthrough:
                advance()
                return Statement(offset: offset, conditions: branches, kind: .other)
            case .else, .case, .default, .catch, .in, .where:
                return nil
            default:
                break
            }
        }
        // `outer: for …` — a labeled statement.
        if t.kind == .identifier, peek().kind == .colon, peek(2).kind == .keyword,
           [.for, .while, .repeat, .do, .if, .switch].contains(peek(2).keyword) {
            advance()
            advance()
            return parseStatement(base: base).map { Statement(offset: offset, conditions: branches, kind: $0.kind) }
        }
        if t.kind == .poundKeyword {
            if isConditionalDirective { return nil }
            if spells(t, "#warning") || spells(t, "#error") || spells(t, "#sourceLocation") {
                skipPoundItem()
                return Statement(offset: offset, conditions: branches, kind: .other)
            }
        }
        guard startsExpression(t) else { return nil }
        let expression = parseExpression()
        return Statement(offset: offset, conditions: branches, kind: .expression(expression))
    }

    /// Whether `return` is followed by its value: not when the statement ends there.
    func startsExpressionOnSameStatement() -> Bool {
        let t = current
        if atEnd || t.kind == .rightBrace || t.kind == .semicolon || isConditionalDirective { return false }
        if t.kind == .keyword, t.keyword == .case || t.keyword == .default { return false }
        if t.flags.contains(.afterNewline), t.kind == .keyword || t.kind == .identifier, startsDeclaration(inTypeBody: false) { return false }
        if t.flags.contains(.afterNewline), t.kind == .keyword {
            switch t.keyword {
            case .return, .guard, .for, .while, .repeat, .defer, .do, .throw, .break, .continue, .fallthrough: return false
            default: break
            }
        }
        return startsExpression(t)
    }

    /// Tokens an expression can begin with.
    func startsExpression(_ t: Token) -> Bool {
        switch t.kind {
        case .identifier, .integerLiteral, .floatLiteral, .regexLiteral, .stringStart, .leftParen, .leftBracket,
             .leftBrace, .period, .backslash, .operator, .attribute:
            return true
        case .keyword:
            switch t.keyword {
            case .self, .capitalSelf, .super, .true, .false, .nil, .try, .capitalAny, .wildcard, .if, .switch, .do, .`init`, .inout:
                return true
            default:
                return false
            }
        case .poundKeyword:
            return !isConditionalDirective
        default:
            return false
        }
    }

    /// An expression in a statement head, where `{` opens the body.
    mutating func parseHeadExpression() -> Expression {
        let saved = trailingClosuresAllowed
        trailingClosuresAllowed = false
        defer { trailingClosuresAllowed = saved }
        return parseExpression()
    }

    /// `if clauses { … } else if … { … } else { … }`; the cursor is on `if`.
    mutating func parseIf() -> Statement.Kind {
        guard enter() else {
            leave()
            skipIfChain()
            return .other
        }
        defer { leave() }
        advance()
        let clauses = parseConditionClauses()
        let then = parseBlock()
        var otherwise: [Statement] = []
        if current.kind == .keyword, current.keyword == .else {
            advance()
            if current.kind == .keyword, current.keyword == .if {
                let offset = Int(current.start)
                otherwise = [Statement(offset: offset, kind: parseIf())]
            } else {
                otherwise = parseBlock()
            }
        }
        return .if(clauses: clauses, then: then, else: otherwise)
    }

    /// Skips `if … { … } else if … { … } else { … }` without building it.
    private mutating func skipIfChain() {
        while !atEnd {
            while !atEnd, current.kind != .leftBrace, current.kind != .rightBrace { skipOneItem() }
            guard current.kind == .leftBrace else { return }
            skipBalanced()
            guard current.kind == .keyword, current.keyword == .else else { return }
            advance()
        }
    }

    /// `let x = a, var y: T = b, case .some(let z) = c, #available(iOS 15, *), flag`.
    mutating func parseConditionClauses() -> [ConditionClause] {
        let saved = trailingClosuresAllowed
        trailingClosuresAllowed = false
        defer { trailingClosuresAllowed = saved }
        var clauses: [ConditionClause] = []
        while !atEnd, current.kind != .leftBrace {
            let before = index
            let t = current
            if t.kind == .keyword, t.keyword == .let || t.keyword == .var {
                advance()
                let offset = Int(current.start)
                var bindingName = ""
                if current.kind == .leftParen {
                    let start = Int(current.start)
                    skipBalanced()
                    bindingName = text(from: start, to: previousEnd)
                } else if isNameLike(current), current.kind != .keyword || current.keyword == .wildcard || current.keyword == .self {
                    bindingName = name(current)
                    advance()
                }
                var type: TypeSyntax?
                if current.kind == .colon { advance(); type = parseType() }
                var value: Expression?
                if isOperator("=") { advance(); value = parseExpression() }
                clauses.append(.optionalBinding(isLet: t.keyword == .let, name: bindingName, offset: offset, type: type, value: value))
            } else if t.kind == .keyword, t.keyword == .case {
                advance()
                let pattern = readPattern(stopAtEquals: true)
                var value = Expression(offset: Int(current.start), kind: .unknown)
                if isOperator("=") { advance(); value = parseExpression() }
                clauses.append(.pattern(pattern: pattern, value: value))
            } else if t.kind == .poundKeyword, spells(t, "#available") || spells(t, "#unavailable") {
                advance()
                if current.kind == .leftParen { skipBalanced() }
                clauses.append(.availability)
            } else if startsExpression(t) {
                clauses.append(.expression(parseExpression()))
            }
            if current.kind == .comma { advance(); continue }
            if index == before { break }
            if current.kind == .leftBrace || current.keyword == .else || current.flags.contains(.afterNewline) { break }
        }
        return clauses
    }

    /// A pattern as written, up to `=` (conditions), `in` (for loops), `{` or `:` (case
    /// labels) at this bracket level.
    mutating func readPattern(stopAtEquals: Bool, stopAtIn: Bool = false, stopAtColon: Bool = false) -> String {
        let start = Int(current.start)
        while !atEnd {
            let t = current
            if stopAtEquals, t.kind == .operator, spells(t, "=") { break }
            if stopAtIn, t.kind == .keyword, t.keyword == .in { break }
            if stopAtColon, t.kind == .colon || t.kind == .comma { break }
            if t.kind == .leftBrace || isCloser(t.kind) || t.kind == .semicolon { break }
            if !stopAtColon, t.kind == .comma { break }
            if t.kind == .keyword, t.keyword == .where || t.keyword == .else { break }
            skipOneItem()
        }
        return text(from: start, to: Swift.max(start, previousEnd))
    }

    private mutating func parseFor() -> Statement.Kind {
        advance()
        while current.kind == .keyword && (current.keyword == .try || current.keyword == .case)
            || current.kind == .identifier && current.keyword == .await && peek().kind != .keyword {
            advance()
        }
        let pattern = readPattern(stopAtEquals: false, stopAtIn: true)
        var sequence = Expression(offset: Int(current.start), kind: .unknown)
        if current.kind == .keyword, current.keyword == .in {
            advance()
            sequence = parseHeadExpression()
        }
        if current.kind == .keyword, current.keyword == .where {
            advance()
            _ = parseHeadExpression()
        }
        return .forIn(pattern: pattern, sequence: sequence, body: parseBlock())
    }

    private mutating func parseSwitch() -> Statement.Kind {
        advance()
        let subject = parseHeadExpression()
        guard current.kind == .leftBrace else { return .switch(subject: subject, cases: []) }
        guard enter() else {
            leave()
            skipBalanced()
            return .switch(subject: subject, cases: [])
        }
        defer { leave() }
        let savedTrailing = trailingClosuresAllowed
        trailingClosuresAllowed = true
        defer { trailingClosuresAllowed = savedTrailing }
        advance()
        let base = conditions.count
        var cases: [SwitchCase] = []
        while !atEnd, current.kind != .rightBrace {
            let before = index
            if consumeConditionalDirective(base: base) { continue }
            let t = current
            if t.kind == .attribute { advance(); continue }
            var patterns: [String] = []
            if t.kind == .keyword, t.keyword == .case {
                advance()
                while !atEnd {
                    let pattern = readPattern(stopAtEquals: false, stopAtColon: true)
                    if !pattern.isEmpty { patterns.append(pattern) }
                    if current.kind == .keyword, current.keyword == .where {
                        advance()
                        _ = parseExpression()
                    }
                    guard current.kind == .comma else { break }
                    advance()
                }
            } else if t.kind == .keyword, t.keyword == .default {
                advance()
            } else {
                // Statements before any case label: keep them in a label-less case.
                let body = parseStatementList(inSwitchCase: true)
                if !body.isEmpty { cases.append(SwitchCase(patterns: [], body: body)) }
                if index == before { skipOneItem() }
                continue
            }
            if current.kind == .colon { advance() }
            var switchCase = SwitchCase(patterns: patterns, body: parseStatementList(inSwitchCase: true))
            switchCase.conditions = conditions.count > base ? ConditionalBranch.recorded(conditions[base...]) : []
            cases.append(switchCase)
            if index == before { skipOneItem() }
        }
        closeConditionals(downTo: base)
        if current.kind == .rightBrace { advance() }
        return .switch(subject: subject, cases: cases)
    }

    private mutating func parseDo() -> Statement.Kind {
        advance()
        if current.kind == .keyword, current.keyword == .throws {
            advance()
            if current.kind == .leftParen { skipBalanced() }
        }
        let body = parseBlock()
        var catches: [[Statement]] = []
        while current.kind == .keyword, current.keyword == .catch, !atEnd {
            advance()
            if current.kind != .leftBrace {
                _ = readPattern(stopAtEquals: false)
                if current.kind == .keyword, current.keyword == .where {
                    advance()
                    _ = parseHeadExpression()
                }
            }
            catches.append(parseBlock())
        }
        return .do(body: body, catches: catches)
    }
}
