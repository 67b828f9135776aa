/// The bytes of a skipped body (`BodySkipper`): by class, without making tokens, wherever
/// nothing in them can matter to the skipper (`skipQuietBytes`); token by token by
/// `lexCode` elsewhere — a member block's top level, and around a byte the quiet reading
/// hands back — whose tokens the skipper then absorbs.
extension Lexer {
    /// The lexer's position and what it knows of the last token, kept in locals while a
    /// body's bytes are read (in registers, where the lexer's own fields are memory), and
    /// written back before the lexer's own code takes over.
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

    /// Below the floor's depth (0 in a function body; 1 in a dormant member block, whose
    /// top level is read token by token), the bytes are read by class up to one that may
    /// matter, then token by token from the bracket before it until past it. Not right
    /// after a pair's first token: its second next would be a mark, and `skipQuietBytes`
    /// only sees the first tokens it reads itself.
    mutating func skipBodyBytes() {
        if var body = skipper.body, case let floor = body.isMemberBlock ? 1 : 0, i > tokenByTokenUpTo, body.level > floor,
           body.pendingPairs.isEmpty {
            var cursor = BodyCursor(self)
            let run = skipQuietBytes(&cursor, &body, floor: floor)
            store(cursor)
            switch run {
            case .reachedFloor where floor == 0:
                tokens.append(skipper.close(body))
                return
            case .reachedFloor:
                break
            case .handedBack(let loud):
                tokenByTokenUpTo = loud
            }
            skipper.body = body
            guard i < n else { return }
        }
        lexCode()
    }
}
