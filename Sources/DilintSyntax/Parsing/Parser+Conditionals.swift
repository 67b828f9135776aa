/// `#if` / `#elseif` / `#else` / `#endif`. Lists (the file, member blocks, statement
/// blocks, switch cases) treat the directives as markers on a flat stack rather than as
/// nested blocks, so every branch is parsed and nothing recurses on `#if` depth.
extension Parser {
    /// Handles a directive at the cursor and returns true, or returns false when there is
    /// none. `base` is the stack height at which the current list began: a list never pops
    /// the branches of the lists around it (an `#endif` that belongs outside is skipped).
    mutating func consumeConditionalDirective(base: Int) -> Bool {
        let t = current
        guard t.kind == .poundKeyword else { return false }
        if spells(t, "#if") {
            advance()
            let condition = readConditionLine()
            conditions.append(ConditionalBranch(blockID: Int(t.start), branch: 0, condition: condition))
            return true
        }
        if spells(t, "#elseif") || spells(t, "#else") {
            let isElse = spells(t, "#else")
            advance()
            let condition = isElse ? "else" : readConditionLine()
            if conditions.count > base {
                let top = conditions[conditions.count - 1]
                conditions[conditions.count - 1] = ConditionalBranch(blockID: top.blockID, branch: top.branch + 1, condition: condition)
            }
            return true
        }
        if spells(t, "#endif") {
            advance()
            if conditions.count > base { conditions.removeLast() }
            return true
        }
        return false
    }

    /// The rest of the directive's line, as written.
    mutating func readConditionLine() -> String {
        guard !atEnd, !current.flags.contains(.afterNewline) else { return "" }
        let start = Int(current.start)
        while !atEnd, !current.flags.contains(.afterNewline) { advance() }
        return text(from: start, to: previousEnd)
    }

    /// Pops what a list opened and did not close: an unterminated `#if` ends with its list.
    mutating func closeConditionals(downTo base: Int) {
        if conditions.count > base { conditions.removeLast(conditions.count - base) }
    }

    /// Whether the `#if`/`#elseif`/`#else` line at the cursor is followed by `case`,
    /// `default` or `@unknown`, i.e. it guards switch cases rather than statements.
    func directiveGuardsCases() -> Bool {
        var i = index + 1
        while i < endIndex, !tokens[i].flags.contains(.afterNewline) { i += 1 }
        let t = tokens[i]
        if t.kind == .keyword, t.keyword == .case || t.keyword == .default { return true }
        return t.kind == .attribute && spells(t, "@unknown")
    }

    /// `foo #if os(iOS) .bar #else .baz #endif`: a directive inside a postfix chain. Parses
    /// the first branch's members onto `base` and skips the other branches.
    mutating func parsePostfixConditional(_ base: Expression) -> Expression {
        advance()
        _ = readConditionLine()
        var expression = base
        var level = 0
        var inFirstBranch = true
        while !atEnd {
            let t = current
            if t.kind == .poundKeyword {
                if spells(t, "#if") { level += 1; advance(); continue }
                if spells(t, "#endif") {
                    advance()
                    if level == 0 { break }
                    level -= 1
                    continue
                }
                if level == 0, spells(t, "#elseif") || spells(t, "#else") { inFirstBranch = false }
                advance()
                continue
            }
            if inFirstBranch, level == 0 {
                let before = index
                expression = parsePostfixElements(expression)
                if index == before { skipOneItem() }
            } else {
                skipOneItem()
            }
        }
        return expression
    }

    /// Whether the `#if` at the cursor wraps a member chain (its first line after the
    /// condition starts with `.`).
    func isPostfixConditional() -> Bool {
        guard isPound(current, "#if") else { return false }
        var i = index + 1
        while i < endIndex, !tokens[i].flags.contains(.afterNewline) { i += 1 }
        return tokens[i].kind == .period
    }
}
