/// Closure expressions and their signatures.
extension Parser {
    /// `{ [weak self] (r: Resolver, id: Int) async throws -> P in … }`, `{ r in … }`,
    /// `{ $0.name }`. The cursor is on `{`.
    mutating func parseClosure() -> Closure {
        var closure = Closure(offset: Int(current.start))
        guard enter() else {
            leave()
            skipBalanced()
            return closure
        }
        defer { leave() }
        let savedTrailing = trailingClosuresAllowed, savedSkimming = skimmingBodies
        trailingClosuresAllowed = true
        // A closure stays whole (a property's initializer is read as it is), and so do the
        // bodies of functions declared in it.
        skimmingBodies = false
        defer { trailingClosuresAllowed = savedTrailing; skimmingBodies = savedSkimming }
        advance()
        if hasClosureSignature() { parseClosureSignature(&closure) }
        closure.body = parseStatementList(inSwitchCase: false)
        if current.kind == .rightBrace { advance() }
        return closure
    }

    /// Whether the tokens after `{` form `… in`: attributes, a capture list, parameters,
    /// effects and a result type.
    private func hasClosureSignature() -> Bool {
        var i = index
        func skipGroup(_ j: Int) -> Int { matchingCloser(from: j) + 1 }
        while tokens[i].kind == .attribute, i < endIndex { i = afterAttribute(at: i) }
        if tokens[i].kind == .leftBracket { i = skipGroup(i) }
        if tokens[i].kind == .leftParen {
            i = skipGroup(i)
        } else {
            var sawName = false
            while i < endIndex, tokens[i].kind == .identifier || tokens[i].keyword == .wildcard {
                sawName = true
                i += 1
                guard tokens[i].kind == .comma else { break }
                i += 1
            }
            if !sawName, !(tokens[i].kind == .keyword && tokens[i].keyword == .in) { return false }
        }
        var steps = 0
        while i < endIndex, steps < 64 {
            steps += 1
            let t = tokens[i]
            if t.kind == .keyword, t.keyword == .in { return true }
            if t.kind == .identifier, t.keyword == .async { i += 1; continue }
            if t.kind == .keyword, t.keyword == .throws || t.keyword == .rethrows {
                i += 1
                if tokens[i].kind == .leftParen { i = skipGroup(i) }
                continue
            }
            if t.kind == .operator, spells(t, "->") {
                // The result type: type tokens up to `in`.
                i += 1
                while i < endIndex, steps < 64 {
                    steps += 1
                    let u = tokens[i]
                    if u.kind == .keyword, u.keyword == .in { return true }
                    if u.kind == .leftBrace || u.kind == .rightBrace || u.kind == .semicolon || u.kind == .stringStart { return false }
                    if u.kind == .keyword, !(u.keyword == .capitalAny || u.keyword == .capitalSelf || u.keyword == .throws) { return false }
                    if isOpener(u.kind) { i = skipGroup(i) } else { i += 1 }
                }
                return false
            }
            return false
        }
        return false
    }

    private mutating func parseClosureSignature(_ closure: inout Closure) {
        closure.isMainActor = parseAttributes().contains { $0.name == "MainActor" }
        if current.kind == .leftBracket {
            let start = Int(current.start)
            skipBalanced()
            closure.captureList = text(from: start, to: previousEnd)
        }
        if current.kind == .leftParen {
            advance()
            while !atEnd, current.kind != .rightParen {
                let before = index
                _ = parseAttributes()
                if isNameLike(current) {
                    var parameterName = name(current)
                    let offset = Int(current.start)
                    advance()
                    if isNameLike(current) { parameterName = name(current); advance() }
                    var type: TypeSyntax?
                    if current.kind == .colon {
                        advance()
                        type = parseType()
                        if isOperator("...") { advance() }
                    }
                    closure.parameters.append(ClosureParameter(name: parameterName, offset: offset, type: type))
                }
                if current.kind == .comma { advance(); continue }
                if index == before { skipOneItem() }
                if isCloser(current.kind) { break }
            }
            if current.kind == .rightParen { advance() }
        } else {
            while !atEnd, current.kind == .identifier || current.keyword == .wildcard {
                closure.parameters.append(ClosureParameter(name: name(current), offset: Int(current.start), type: nil))
                advance()
                guard current.kind == .comma else { break }
                advance()
            }
        }
        while !atEnd {
            if current.kind == .identifier, current.keyword == .async { closure.isAsync = true; advance(); continue }
            if current.kind == .keyword, current.keyword == .throws || current.keyword == .rethrows {
                closure.isThrowing = true
                advance()
                if current.kind == .leftParen { skipBalanced() }
                continue
            }
            break
        }
        if isOperator("->") {
            advance()
            closure.returnType = parseType()
        }
        while !atEnd, !(current.kind == .keyword && current.keyword == .in), current.kind != .rightBrace { skipOneItem() }
        if current.kind == .keyword, current.keyword == .in { advance() }
    }
}
