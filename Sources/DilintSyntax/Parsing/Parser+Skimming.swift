/// Bodies skipped instead of parsed. Most of a file is function and accessor bodies, and
/// after a file's own DI facts are read (which a file no container dialect applies to has
/// none of), the project asks of bodies only which properties they write, which `X.self`
/// they name and which `as!` casts they make — and only of a few types. A skimmed body is
/// left empty, its declaration marked (`Declaration.skimmed`); `BodyMaterialization`
/// fills those the project asks about from the file parsed again, whole.
extension Parser {
    /// A function's, initializer's or accessor's block: parsed, or skipped when skimming.
    mutating func parseBody(of declaration: Declaration) -> [Statement] {
        skimmingBodies ? skimBlock(of: declaration) : parseBlock()
    }

    /// Skips the block at the cursor to its matching `}`, noting on `declaration` that it
    /// did and whether the block holds an `as!` or a `.self`.
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
            case .keyword where t.keyword == .`as`, .period:
                noted.formUnion(castOrMetatypeNote())
            default:
                break
            }
            advance()
            if level == 0 { break }
        }
        declaration.skimmed.formUnion(noted)
        return []
    }

    /// What the token at the cursor tells a skim: `as` then `!` with nothing between may
    /// force a cast, `.` then `self` may name a metatype.
    func castOrMetatypeNote() -> SkimmedBodies {
        let t = current
        if t.kind == .keyword, t.keyword == .`as` {
            let next = peek()
            return next.kind == .operator && !next.flags.contains(.afterTrivia) && firstByte(next) == UInt8(ascii: "!") ? .mayForceCast : []
        }
        return t.kind == .period && peek().keyword == .`self` ? .mayNameMetatype : []
    }

    /// A stored property's collection literal, skipped when skimming and the property's
    /// type is written (generated code lists thousands of cases: `static let allCases:
    /// [Kind] = [ … ]`): with the type written, after the per-file phase only the
    /// literal's presence is read, and its `as!` and `X.self`, which the declaration notes
    /// as a skimmed body's. Nil, with the cursor where it was, when the literal is not
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
            case .keyword where t.keyword == .`as`, .period:
                noted.formUnion(castOrMetatypeNote())
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
        var noted: SkimmedBodies = .skipped
        if current.flags.contains(.mayForceCast) { noted.insert(.mayForceCast) }
        if current.flags.contains(.mayNameMetatype) { noted.insert(.mayNameMetatype) }
        declaration.skimmed.formUnion(noted)
        skippedBodiesTaken += 1
        advance()
        return []
    }

    /// A type's or extension's member block the tokenizer left dormant: the declaration
    /// keeps no members, and notes what they may be (`MemberMaterialization` parses them
    /// when a pass will read them).
    mutating func takeDormantMembers(of declaration: Declaration) {
        declaration.skimmed.formUnion(Self.dormantBlockNotes(current.flags).union(.membersDormant))
        skippedBodiesTaken += 1
        advance()
    }
}
