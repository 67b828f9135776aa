/// What a token is. Trivia (whitespace, newlines, comments, shebang, BOM, conflict
/// markers) are tokens too, so the token stream gives back the file byte for byte.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    // Trivia
    case whitespace
    case newline
    case lineComment
    case blockComment
    case shebang
    case byteOrderMark
    case conflictMarker

    // Names and literals
    case identifier          // also `backticked`, $0, $name; contextual keywords stay identifiers
    case keyword             // reserved words only; `Token.keyword` says which
    case integerLiteral
    case floatLiteral
    case regexLiteral        // /…/ and #/…/#
    case poundKeyword        // #if, #endif, #selector, #available, a freestanding macro #name
    case attribute           // @name

    // String literals are split so that interpolated code is ordinary tokens:
    // stringStart `"` | `"""` | `#"`, stringSegment, interpolationStart `\(` | `\#(`,
    // …code…, interpolationEnd `)`, stringEnd.
    case stringStart
    case stringSegment
    case interpolationStart
    case interpolationEnd
    case stringEnd

    // Punctuation
    case leftParen, rightParen
    case leftBrace, rightBrace
    case leftBracket, rightBracket
    case comma, colon, semicolon
    case period              // a lone `.`; `..<` and `...` are operators
    case backslash           // key path start
    case `operator`          // every operator, custom ones included: = -> ? ! & *! **! ~>

    /// Bytes the tokenizer could not make sense of: invalid UTF-8, a lone `#` or `@`,
    /// an unterminated backticked name. Never thrown, never fatal.
    case error

    /// A function's whole body, `{` to `}`, when the tokenizer skipped it for a parser
    /// that skims bodies (`BodySkipper`).
    case skippedBody

    public var isTrivia: Bool { rawValue <= TokenKind.conflictMarker.rawValue }
    public var isComment: Bool { self == .lineComment || self == .blockComment }
    /// `(`, `)`, `{`, `}`, `[` or `]`.
    var isBracket: Bool { rawValue >= TokenKind.leftParen.rawValue && rawValue <= TokenKind.rightBracket.rawValue }
}

/// One token: a kind and a byte range into its `SourceFile`. Line and column come from
/// the file's line table, not from the token, which keeps tokens small.
public struct Token: Sendable, Equatable {
    public var start: UInt32
    public var length: UInt32
    public var kind: TokenKind
    /// For identifiers and keywords that spell a word the parser cares about.
    public var keyword: Keyword
    public var flags: Flags
    /// On a `.skippedBody`: which of the tokenizer's caller's marks it may hold (`Marks`).
    public var marks: MarkSet

    public struct Flags: OptionSet, Sendable, Equatable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Whitespace, a comment or a newline stands right before this token.
        public static let afterTrivia = Flags(rawValue: 1)
        /// A newline (possibly inside a block comment) stands between this token and the
        /// previous non-trivia token.
        public static let afterNewline = Flags(rawValue: 2)
        /// On a `.skippedBody`: a type's or extension's whole member block, which declares
        /// no type, typealias or associated type (`BodySkipper`), left dormant. On a `{`:
        /// a member block the tokenizer began to leave dormant and read after all, since it
        /// declares one (the parser leaves its other members dormant).
        public static let dormantMembers = Flags(rawValue: 4)
    }

    public init(kind: TokenKind, start: Int, length: Int, keyword: Keyword = .none, flags: Flags = [], marks: MarkSet = []) {
        self.start = UInt32(truncatingIfNeeded: start)
        self.length = UInt32(truncatingIfNeeded: length)
        self.kind = kind
        self.keyword = keyword
        self.flags = flags
        self.marks = marks
    }

    public var end: Int { Int(start) + Int(length) }
    public var range: Range<Int> { Int(start)..<end }
}
