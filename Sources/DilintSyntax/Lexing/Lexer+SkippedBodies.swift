/// The bytes of a skipped body (`BodySkipper`), read without making tokens: where each
/// token would end, its kind as far as what follows depends on it, and what the skim
/// notes. A byte whose token needs more than that — a regex or a division, a raw or
/// multi-line string, an interpolation, a Unicode name or operator — is left to
/// `lexCode`, which then goes on from exactly the state it would have reached.
extension Lexer {
    /// The lexer's position and what it knows of the last token, kept in locals while a
    /// body's bytes are read (in registers, where the lexer's own fields are memory), and
    /// written back wherever the lexer's own code takes over.
    struct BodyCursor {
        var j: Int
        var flags: Token.Flags
        var lastKind: TokenKind?
        var lastKeyword: Keyword
        var lastStart: Int
        var lastEnd: Int

        init(_ lexer: Lexer) {
            j = lexer.i
            flags = lexer.pendingFlags
            lastKind = lexer.previousKind
            lastKeyword = lexer.previousKeyword
            lastStart = lexer.previousStart
            lastEnd = lexer.previousEnd
        }

        /// A token of `kind` from `start` to `j` was read: it becomes the last one.
        @inline(__always) mutating func took(_ kind: TokenKind, from start: Int) {
            lastKind = kind
            lastKeyword = .none
            lastStart = start
            lastEnd = j
            flags = []
        }
    }

    private mutating func store(_ cursor: BodyCursor) {
        i = cursor.j
        pendingFlags = cursor.flags
        previousKind = cursor.lastKind
        previousKeyword = cursor.lastKeyword
        previousStart = cursor.lastStart
        previousEnd = cursor.lastEnd
    }

    mutating func skipBodyBytes() {
        guard var body = skipper.body else { return lexCode() }
        let bytes = LexedBytes(p: p, n: n)
        let marks = self.marks
        // Read at every word, kept in a register.
        let pairWordLengths = marks.pointee.pairWordLengths
        var cursor = BodyCursor(self)
        var wordAfterPeriod = false
        var unresolvedWord = false
        // Below the floor's depth, bytes are read by class (`skipQuietBytes`) up to one
        // that may matter, then token by token from the bracket before it, up to a
        // bracket after it.
        let floor = body.isMemberBlock ? 1 : 0
        if readQuietBytes(&cursor, &body, floor: floor) { return }
        while cursor.j < n {
            let start = cursor.j
            let b = p[start]
            var kind = TokenKind.error
            switch b {
            case 0x20, 0x09, 0x0B, 0x0C:
                cursor.j = end(ofRunFrom: start + 1) { $0 == 0x20 || $0 == 0x09 || $0 == 0x0B || $0 == 0x0C }
                cursor.flags.insert(.afterTrivia)
                continue
            case 0x0A, 0x0D:
                cursor.j += 1
                cursor.flags.formUnion([.afterTrivia, .afterNewline])
                if cursor.j < n, Self.isConflictMarkerByte(p[cursor.j]) {
                    store(cursor)
                    lexConflictMarker()
                    cursor = BodyCursor(self)
                }
                continue
            case UInt8(ascii: "/"):
                if at(start + 1) == UInt8(ascii: "/") {
                    cursor.j = lineEnd(from: start + 2)
                    noteComment(from: start, end: cursor.j)
                    cursor.flags.insert(.afterTrivia)
                    continue
                }
                guard at(start + 1) == UInt8(ascii: "*") else { break }
                // Trivia: nothing is stored, only the next token's flags are set.
                store(cursor)
                lexBlockComment()
                cursor = BodyCursor(self)
                continue
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                let end = end(ofRunFrom: start + 1) { isIdentifierByte($0) }
                if end < n, p[end] >= 0x80 { break }
                let length = end - start
                let afterPeriod = cursor.lastKind == .period
                if body.isMemberBlock, body.level == 1, !afterPeriod {
                    let keyword = Keyword.lookup(p + start, length)
                    if body.mayNoteMemberWord(keyword), body.noteMemberWord(keyword, p + start, length, marks) { return wakeMembers() }
                }
                // The marks' pairs and `import` are what the skim reads of words; after a
                // `.` a word is a member's name, which starts no pair.
                if !body.pendingPairs.isEmpty {
                    body.marks.formUnion(marks.pointee.pairs(body.pendingPairs, completedBy: p + start, length, isOperator: false,
                                                     afterTrivia: cursor.flags.contains(.afterTrivia)))
                }
                if length == 6, !afterPeriod, Keyword.lookup(p + start, 6) == .import { skipper.noteImport() }
                cursor.j = end
                // A masked shift: a word of 64 bytes or more is looked up, and starts no pair.
                let mayStartPair = (pairWordLengths &>> UInt64(truncatingIfNeeded: length)) & 1 != 0 && !afterPeriod
                body.pendingPairs = mayStartPair ? marks.pointee.pairs(startedBy: p + start, length) : []
                body.end = end
                cursor.took(.identifier, from: start)
                unresolvedWord = true
                wordAfterPeriod = afterPeriod
                continue
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                // Decimal digits only: prefixes, fractions and exponents are `lexNumber`'s.
                let end = end(ofRunFrom: start + 1) { isDigit($0) || $0 == UInt8(ascii: "_") }
                if end < n, isIdentifierByte(p[end]) || p[end] >= 0x80 || (p[end] == UInt8(ascii: ".") && isDigit(at(end + 1))) { break }
                cursor.j = end
                kind = .integerLiteral
            case UInt8(ascii: "("): cursor.j += 1; kind = .leftParen; body.level += 1
            case UInt8(ascii: ")"): cursor.j += 1; kind = .rightParen; body.level -= 1
            case UInt8(ascii: "{"):
                if body.isMemberBlock, body.level == 1 { body.noteMemberBrace() }
                cursor.j += 1
                kind = .leftBrace
                body.level += 1
            case UInt8(ascii: "}"): cursor.j += 1; kind = .rightBrace; body.level -= 1
            case UInt8(ascii: "["): cursor.j += 1; kind = .leftBracket; body.level += 1
            case UInt8(ascii: "]"): cursor.j += 1; kind = .rightBracket; body.level -= 1
            case UInt8(ascii: ","): cursor.j += 1; kind = .comma
            case UInt8(ascii: ":"): cursor.j += 1; kind = .colon
            case UInt8(ascii: ";"): cursor.j += 1; kind = .semicolon
            case UInt8(ascii: "\\"): cursor.j += 1; kind = .backslash
            case UInt8(ascii: "."):
                if at(start + 1) == UInt8(ascii: ".") {
                    guard bytes.skipOperator(&cursor, &body, marks) else { break }
                    unresolvedWord = false
                    continue
                }
                cursor.j += 1
                kind = .period
            case UInt8(ascii: "\""):
                guard let (end, closed) = bytes.plainStringEnd(from: start) else { break }
                cursor.j = end
                kind = closed ? .stringEnd : .stringStart
            case UInt8(ascii: "#"):
                guard isWordHead(at(start + 1)) else { break }
                let end = end(ofRunFrom: start + 2) { isIdentifierByte($0) }
                if end < n, p[end] >= 0x80 { break }
                cursor.j = end
                kind = .poundKeyword
            case UInt8(ascii: "@"):
                guard isWordHead(at(start + 1)) else { break }
                let end = end(ofRunFrom: start + 2) { isIdentifierByte($0) }
                if end < n, p[end] >= 0x80 { break }
                cursor.j = end
                kind = .attribute
            case UInt8(ascii: "$"):
                let end = end(ofRunFrom: start + 1) { isIdentifierByte($0) }
                if end == start + 1 || (end < n && p[end] >= 0x80) { break }
                cursor.j = end
                kind = .identifier
            case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
                 UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
                 UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
                guard bytes.skipOperator(&cursor, &body, marks) else { break }
                unresolvedWord = false
                continue
            default:
                break
            }
            guard cursor.j > start else { break }
            // A token other than a word: its kind is known, and so is the previous one's.
            body.pendingPairs = kind == .period ? marks.pointee.periodPairs : []
            body.end = cursor.j
            cursor.took(kind, from: start)
            if kind == .stringEnd { cursor.lastStart = cursor.j - 1 }
            if kind == .stringStart { cursor.lastEnd = start + 1 }
            unresolvedWord = false
            if body.level == 0 {
                store(cursor)
                // A member block the parser would not end here (a stray `)` or `]`) is read.
                if body.isMemberBlock, kind != .rightBrace { return wakeMembers() }
                tokens.append(skipper.close(body))
                return
            }
            if kind.isBracket, readQuietBytes(&cursor, &body, floor: floor) { return }
        }
        store(cursor)
        skipper.body = body
        if unresolvedWord {
            resolveWord(afterPeriod: wordAfterPeriod)
            unresolvedWord = false
        }
        if i < n { lexCode() }
    }

    /// `skipQuietBytes` from the cursor, unless the bytes there are still to be read token
    /// by token: true when that closed the body, whose token is then stored. Not right
    /// after a pair's first token: its second next would be a mark, and `skipQuietBytes`
    /// only sees the first tokens it reads itself (the lexer hands the body back after a
    /// `.` when a string broken by a newline closes an interpolation early).
    @inline(__always) private mutating func readQuietBytes(_ cursor: inout BodyCursor, _ body: inout OpenBody, floor: Int) -> Bool {
        guard cursor.j > tokenByTokenUpTo, body.level > floor, body.pendingPairs.isEmpty else { return false }
        switch skipQuietBytes(&cursor, &body, floor: floor) {
        case .reachedFloor where floor == 0:
            store(cursor)
            tokens.append(skipper.close(body))
            return true
        case .reachedFloor:
            return false
        case .handedBack(let loud):
            tokenByTokenUpTo = loud
            return false
        }
    }

    /// The last word's kind and keyword, as `emitWord` would have set them.
    private mutating func resolveWord(afterPeriod: Bool) {
        let keyword = Keyword.lookup(p + previousStart, previousEnd - previousStart)
        let isKeyword = keyword.isReserved && !(afterPeriod && keyword != .`self` && keyword != .`init`)
        previousKind = isKeyword ? .keyword : .identifier
        previousKeyword = keyword
    }

    /// Where the run of bytes matching `belongs` from `j` ends (counted in a local, which
    /// the loop keeps in a register).
    @inline(__always) private func end(ofRunFrom j: Int, _ belongs: (UInt8) -> Bool) -> Int {
        var j = j
        while j < n, belongs(p[j]) { j += 1 }
        return j
    }

    @inline(__always) private func isWordHead(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) || b == UInt8(ascii: "_")
    }
}
