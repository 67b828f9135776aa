/// Bodies skipped instead of parsed. Most of a file is function and accessor bodies, and
/// after a file's own DI facts are read (which a file no container dialect applies to has
/// none of), the project asks a few questions of a few types' bodies. A skimmed body is
/// left empty, its declaration marked (`Declaration.skimmed`) with the parse's marks
/// (`Marks`) it may hold; the project parses those it asks about again, whole.
extension Parser {
    /// A function's, initializer's or accessor's block: parsed, or skipped when skimming.
    mutating func parseBody(of declaration: Declaration) -> [Statement] {
        skimmingBodies ? skimBlock(of: declaration) : parseBlock()
    }

    /// Skips the block at the cursor to its matching `}`, noting on `declaration` that it
    /// did and which marks' pairs the block holds.
    mutating func skimBlock(of declaration: Declaration) -> [Statement] {
        if current.kind == .skippedBody, !current.flags.contains(.dormantMembers) { return takeSkippedBody(of: declaration) }
        guard current.kind == .leftBrace else { return [] }
        var noted: SkimmedBodies = .skipped
        var level = 0
        while !atEnd {
            let t = current
            switch t.kind {
            case .leftBrace, .leftParen, .leftBracket, .interpolationStart:
                level += 1
            case .rightBrace, .rightParen, .rightBracket, .interpolationEnd:
                level -= 1
            case .keyword, .identifier, .period:
                if Self.mayStartPair(t, marks) { noted.formUnion(Self.pairNote(t, next: tokens[index + 1], afterPeriod: index > 0 && tokens[index - 1].kind == .period, bytes: bytes, marks: marks)) }
            default:
                break
            }
            advance()
            if level == 0 { break }
        }
        declaration.skimmed.formUnion(noted)
        return []
    }

    /// Whether a word or period may start a pair (most words are of no pair's length).
    /// Static: called from the skim's loops, a method of the parser would be handed a copy.
    @inline(__always) static func mayStartPair(_ t: Token, _ marks: UnsafePointer<MarkTable>) -> Bool {
        t.kind == .period ? !marks.pointee.periodPairs.isEmpty : (marks.pointee.pairWordLengths &>> UInt64(t.length)) & 1 != 0
    }

    /// The marks' pairs the token `t` starts and `next` completes, as the tokenizer notes
    /// them (`Marks`): a word `afterPeriod` is a member's name, which starts none. Static,
    /// like `mayStartPair`.
    static func pairNote(_ t: Token, next: Token, afterPeriod: Bool, bytes: UnsafeBufferPointer<UInt8>,
                         marks: UnsafePointer<MarkTable>) -> SkimmedBodies {
        guard let base = bytes.baseAddress else { return [] }
        let started: MarkSet
        if t.kind == .period {
            started = marks.pointee.periodPairs
        } else if afterPeriod {
            return []
        } else {
            started = marks.pointee.pairs(startedBy: base + Int(t.start), Int(t.length))
        }
        guard !started.isEmpty else { return [] }
        guard next.kind == .keyword || next.kind == .identifier || next.kind == .operator else { return [] }
        return SkimmedBodies(marks: marks.pointee.pairs(started, completedBy: base + Int(next.start), Int(next.length),
                                                isOperator: next.kind == .operator, afterTrivia: next.flags.contains(.afterTrivia)))
    }

    /// A stored property's collection literal, skipped when skimming and the property's
    /// type is written (generated code lists thousands of cases: `static let allCases:
    /// [Kind] = [ … ]`): with the type written, after the per-file phase only the
    /// literal's presence is read, and what it may hold, which the declaration notes as a
    /// skimmed body's marks. Nil, with the cursor where it was, when the literal is not
    /// followed by what ends a binding — then it is parsed.
    mutating func skimmedCollectionLiteral(of declaration: Declaration) -> Expression? {
        guard skimmingBodies, current.kind == .leftBracket else { return nil }
        let (start, startEnd, offset) = (index, previousEnd, Int(current.start))
        var noted: SkimmedBodies = .skipped
        var level = 0
        repeat {
            let t = current
            switch t.kind {
            case .leftBrace, .leftParen, .leftBracket, .interpolationStart: level += 1
            case .rightBrace, .rightParen, .rightBracket, .interpolationEnd: level -= 1
            case .keyword, .identifier, .period:
                if Self.mayStartPair(t, marks) { noted.formUnion(Self.pairNote(t, next: tokens[index + 1], afterPeriod: index > 0 && tokens[index - 1].kind == .period, bytes: bytes, marks: marks)) }
            case .skippedBody:
                level = -1
            default:
                break
            }
            advance()
        } while level > 0 && !atEnd
        guard level == 0, endsBinding(current) else {
            (index, previousEnd) = (start, startEnd)
            return nil
        }
        declaration.skimmed.formUnion(noted)
        return Expression(offset: offset, kind: .unknown)
    }

    /// A token no expression goes on into: the end, a `,`, `;` or `}`, or a word on a line
    /// of its own other than `as` and `is`.
    private func endsBinding(_ token: Token) -> Bool {
        if atEnd { return true }
        switch token.kind {
        case .comma, .semicolon, .rightBrace: return true
        case .keyword: return token.flags.contains(.afterNewline) && token.keyword != .`as` && token.keyword != .`is`
        case .identifier, .attribute: return token.flags.contains(.afterNewline)
        default: return false
        }
    }

    /// A body the tokenizer folded into one token (`BodySkipper`), noted as `skimBlock`
    /// notes the tokens it skips.
    private mutating func takeSkippedBody(of declaration: Declaration) -> [Statement] {
        declaration.skimmed.formUnion(SkimmedBodies(marks: current.marks).union(.skipped))
        skippedBodiesTaken += 1
        advance()
        return []
    }

    /// A type's or extension's member block the tokenizer left dormant: the declaration
    /// keeps no members, and notes what they may be (`MemberMaterialization` parses them
    /// when a pass will read them).
    mutating func takeDormantMembers(of declaration: Declaration) {
        declaration.skimmed.formUnion(SkimmedBodies(marks: current.marks).union(.membersDormant))
        skippedBodiesTaken += 1
        advance()
    }
}
