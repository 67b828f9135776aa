/// Member blocks left dormant (`BodySkipper.Step.openMembers`): a type's or extension's
/// `{ … }` is skipped like a function body, and read token by token after all when a word
/// at its top level declares a type, a typealias or an associated type — from the state
/// the lexer had right after its `{`, kept until the block closes.
extension Lexer {
    /// What the lexer had just read the `{` of a member block it leaves dormant.
    struct Snapshot {
        let i: Int
        let tokenCount: Int
        let skipper: BodySkipper
        let pendingFlags: Token.Flags
        let previousKind: TokenKind?
        let previousKeyword: Keyword
        let previousStart: Int
        let previousEnd: Int
        let frames: [Frame]
        let unclosedRegex: (from: Int, longestClosing: Int)?
        let nextCarriageReturn: Int
    }

    /// The `{` from `start` (its `flags`) was kept as a type body's: kept as it is in a
    /// snapshot, and taken back to skip the block.
    mutating func leaveMembersDormant(start: Int, flags: Token.Flags) {
        dormantMembersSnapshot = Snapshot(
            i: i, tokenCount: tokens.count, skipper: skipper, pendingFlags: pendingFlags, previousKind: previousKind,
            previousKeyword: previousKeyword, previousStart: previousStart, previousEnd: previousEnd, frames: frames,
            unclosedRegex: unclosedRegex, nextCarriageReturn: nextCarriageReturn)
        tokens.count -= 1
        skipper.startDormantMembers(start: start, flags: flags, end: i)
    }

    /// Goes back to right after the dormant block's `{`, which is then read token by token;
    /// the `{` is marked as a member block's (`Token.Flags.dormantMembers`).
    mutating func wakeMembers() {
        guard let snapshot = dormantMembersSnapshot else { return }
        dormantMembersSnapshot = nil
        i = snapshot.i
        tokens.count = snapshot.tokenCount
        if snapshot.tokenCount > 0, tokens.base[snapshot.tokenCount - 1].kind == .leftBrace {
            tokens.base[snapshot.tokenCount - 1].flags.insert(.dormantMembers)
        }
        skipper = snapshot.skipper
        pendingFlags = snapshot.pendingFlags
        previousKind = snapshot.previousKind
        previousKeyword = snapshot.previousKeyword
        previousStart = snapshot.previousStart
        previousEnd = snapshot.previousEnd
        frames = snapshot.frames
        unclosedRegex = snapshot.unclosedRegex
        nextCarriageReturn = snapshot.nextCarriageReturn
    }
}
