/// Members left dormant by the parser, in a member block the tokenizer had to read because
/// it declares a type, a typealias or an associated type (its `{` says so:
/// `Token.Flags.dormantMembers`): those are parsed, for the type
/// table's names; every other member is skipped to where the next one starts, and what it
/// may be is noted as the tokenizer notes a dormant block's words. The declaration is then
/// `membersDormant` like one whose whole block was left dormant, and
/// `MemberMaterialization` parses its other members when a pass reads them.
extension Parser {
    /// Skips the member at the cursor, unless it declares a type, a typealias or an
    /// associated type (or may: `class` also modifies), or where it ends is for the
    /// parser's recovery to say (`unclear`: a type's declaration where the parser may not
    /// start one, a `#if` in brackets or left open): that member is parsed, as a parse
    /// reading the whole block would. True when it skipped.
    mutating func skipsDormantMember() -> Bool {
        guard let head = memberHead(at: index), !head.declaresType else { return false }
        let start = index
        let takenBefore = skippedBodiesTaken
        var notes: SkimmedBodies = .membersDormant
        var (marked, pendingStored) = memberMarks(start: start, introducer: head.keyword)
        var level = 0
        // Which of the first 64 levels a `{` opened (bit `level`), and the levels of the
        // `#if`s open: a `#if` that a closure's body closes is a statement there; one in a
        // `(` or `[`, or left open, ends where the parser's recovery decides, so the
        // member is parsed instead (`unclear`).
        var braces: UInt64 = 0
        var conditionals: [Int] = []
        // Generic clauses opened (`<` right after a word) and not closed yet: a type's
        // declaration met while one is open is read into it by the parser.
        var angles = 0
        var unclear = false
        var first = true
        skipping: while !atEnd {
            let t = current
            if level == 0, !first {
                if t.kind == .rightBrace || t.kind == .semicolon || t.kind == .poundKeyword { break }
                // Asked first, of the token alone: a method of `self` called from here is
                // handed a copy of the parser, and most tokens start nothing.
                // Not before its own keyword: `@TaskLocal` on a line of its own is the
                // member's, not one of its own.
                if index > head.keyword, Self.mayHeadDeclaration(t) {
                    switch dormantMemberEnd(at: index, insideAngles: angles > 0) {
                    case .notHere: break
                    case .here: break skipping
                    case .unclear:
                        unclear = true
                        break skipping
                    }
                }
            }
            first = false
            switch t.kind {
            case .leftBrace:
                if level == 0 { pendingStored = [] }
                if level < 64 { braces |= 1 << level }
                level += 1
            case .leftParen, .leftBracket, .interpolationStart:
                if level < 64 { braces &= ~(1 << level) }
                level += 1
            case .poundKeyword where level > 0 && isConditionalDirective:
                let opensHere = spells(t, "#if")
                guard level <= 64, braces & (1 << (level - 1)) != 0, opensHere || conditionals.last == level else {
                    unclear = true
                    break skipping
                }
                if opensHere {
                    conditionals.append(level)
                } else if spells(t, "#endif") {
                    conditionals.removeLast()
                }
            case .rightBrace, .rightParen, .rightBracket, .interpolationEnd:
                level -= 1
                if let open = conditionals.last, open > level {
                    unclear = true
                    break skipping
                }
            case .skippedBody:
                skippedBodiesTaken += 1
                if level == 0 { pendingStored = [] }
                // A body's token carries its marks; a dormant block's, its members' too.
                marked.formUnion(t.marks)
            case .keyword, .identifier, .period:
                if Self.mayStartPair(t, marks) { notes.formUnion(Self.pairNote(t, next: tokens[index + 1], afterPeriod: index > 0 && tokens[index - 1].kind == .period, bytes: bytes, marks: marks)) }
            case .operator:
                if opensAttachedAngle(t) {
                    angles += 1
                } else if angles > 0, !t.flags.contains(.afterTrivia), bytes[t.range].allSatisfy({ $0 == UInt8(ascii: ">") }) {
                    angles = max(0, angles - Int(t.length))
                }
                if level == 0, !pendingStored.isEmpty, bytes[t.range].contains(UInt8(ascii: "=")) {
                    marked.formUnion(pendingStored)
                    pendingStored = []
                }
            default:
                break
            }
            advance()
            if level < 0 { break }
        }
        if unclear || !conditionals.isEmpty {
            (index, skippedBodiesTaken) = (start, takenBefore)
            return false
        }
        // No accessors: stored.
        marked.formUnion(pendingStored)
        dormantMemberNotes.formUnion(notes.union(SkimmedBodies(marks: marked)))
        return true
    }

    /// `declarationHead`, and whether it declares a type (or might: what this cannot tell
    /// is parsed).
    private func memberHead(at start: Int) -> (kind: Declaration.Kind, keyword: Int, isStatic: Bool, declaresType: Bool)? {
        guard let head = declarationHead(at: start) else { return nil }
        return (head.kind, head.keyword, head.isStatic, Self.declaresType(head.kind))
    }

    /// Whether a declaration of this kind declares a type, a typealias or an associated
    /// type, or may: what a member left dormant never holds.
    static func declaresType(_ kind: Declaration.Kind) -> Bool {
        switch kind {
        case .variable, .function, .initializer, .deinitializer, .subscript, .enumCase: return false
        default: return true
        }
    }

    /// Whether the keyword at `i` starts such a declaration.
    func startsTypeDeclaration(at i: Int) -> Bool {
        declarationKind(at: i).map(Self.declaresType) ?? false
    }

    private enum MemberEnd {
        case notHere, here, unclear
    }

    /// Whether the member being skipped ends before the token at `i`, at the top level of
    /// the block: a declaration starts there on a line of its own, after nothing that
    /// asks for more (a `:`, `,`, `.`, or an operator other than a closing postfix one).
    /// A type's declaration, which the parser reads whole, starts wherever what comes
    /// before ends a member (`endsMember`), even mid-line; after anything else it is `unclear`: where the parser starts it
    /// depends on the member's grammar (`var s: [], final class C {}` binds `final`,
    /// `var\nfinal class C {}` too). No member of real code is then skipped.
    private func dormantMemberEnd(at i: Int, insideAngles: Bool) -> MemberEnd {
        let t = tokens[i]
        guard Self.mayHeadDeclaration(t), let head = memberHead(at: i) else { return .notHere }
        var startsLine = false
        if t.flags.contains(.afterNewline) {
            switch tokens[i - 1].kind {
            case .colon, .comma, .period: break
            // `var handler: (() -> Void)?` asks for nothing more: the next line's
            // `static let shared = …` is a member of its own, and its marks are its own.
            case .operator: startsLine = endsMember(before: i)
            default: startsLine = true
            }
        }
        guard head.declaresType else { return startsLine ? .here : .notHere }
        return !insideAngles && endsMember(before: i) ? .here : .unclear
    }

    /// Whether the token before `i` ends what a member's grammar reads, so that no word
    /// after it is read into the member: a name (not a word that takes an operand, like
    /// `await` or `some`), a literal, a closer, a body, a value keyword (`self`, `nil`), an
    /// effect (`throws`), or a postfix operator that closes (`Int?`).
    private func endsMember(before i: Int) -> Bool {
        let previous = tokens[i - 1]
        switch previous.kind {
        case .identifier:
            if isExpressionPrefixWord(previous) || isTypeSpecifierWord(previous) { return false }
            switch previous.keyword {
            case .some, .any, .unsafe, .prefix, .postfix, .infix: return false
            default: return true
            }
        case .integerLiteral, .floatLiteral, .regexLiteral, .stringEnd, .rightParen, .rightBracket, .rightBrace, .skippedBody:
            return true
        case .keyword:
            switch previous.keyword {
            case .self, .capitalSelf, .super, .true, .false, .nil, .capitalAny, .throws, .rethrows: return true
            default: return false
            }
        case .operator:
            // Postfix, and closing (`Int?`, `T!`, `Array<Int>`): `func f<` asks for more.
            guard !previous.flags.contains(.afterTrivia), tokens[i].flags.contains(.afterTrivia), previous.length > 0 else { return false }
            let last = bytes[Int(previous.start + previous.length) - 1]
            return last == UInt8(ascii: "?") || last == UInt8(ascii: "!") || last == UInt8(ascii: ">")
        default:
            return false
        }
    }

    /// Whether a declaration's head (`declarationHead`) may start at `token`: a keyword, an
    /// attribute, or a word with a keyword's meaning somewhere (`actor`, `mutating`).
    private static func mayHeadDeclaration(_ token: Token) -> Bool {
        token.kind == .keyword || token.kind == .attribute || (token.kind == .identifier && token.keyword != .none)
    }

    /// The marks' member shapes the member from `start`, introduced by the keyword at
    /// `introducer`, has, as the tokenizer notes them in a dormant block
    /// (`OpenBody.noteMemberWord`): those it has, and those it has if it turns out stored.
    private func memberMarks(start: Int, introducer: Int) -> (MarkSet, pendingStored: MarkSet) {
        let keyword = tokens[introducer].keyword
        var shapes = marks.pointee.members(introducedBy: keyword, modified: [])
        guard !shapes.all.isEmpty || !shapes.modified.isEmpty else { return ([], []) }
        for member in marks.pointee.members where shapes.modified.contains(member.mark) {
            if hasModifier(member.modifier, from: start, to: introducer) { shapes.all.formUnion(member.mark) }
        }
        var marked = shapes.all.subtracting(shapes.named).subtracting(shapes.stored)
        let named = shapes.all.intersection(shapes.named)
        if !named.isEmpty, introducer + 1 < endIndex, tokens[introducer + 1].kind == .identifier, let base = bytes.baseAddress {
            let next = tokens[introducer + 1]
            marked.formUnion(marks.pointee.members(named, namedBy: base + Int(next.start), Int(next.length)))
        }
        return (marked, shapes.all.intersection(shapes.stored))
    }

    private func hasModifier(_ modifier: Keyword, from start: Int, to end: Int) -> Bool {
        for i in start..<end where tokens[i].keyword == modifier && tokens[i].kind != .attribute { return true }
        return false
    }
}
