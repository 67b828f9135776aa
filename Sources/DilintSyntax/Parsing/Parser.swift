/// Builds the light syntax tree of one file from its tokens. Works on the non-trivia
/// tokens only; no input can make it recurse deeper than `maximumNesting` levels, crash
/// or loop: every loop consumes a token or exits, and regions nested too deeply are
/// skipped iteratively and become `.unknown`.
public struct Parser {
    /// How deep brackets, blocks, closures, member chains and operator sequences may nest
    /// before the parser stops building tree for them. 128 keeps parsing and walking the
    /// deepest input within a 512 KiB thread stack in release builds; no file of the corpus
    /// comes near it.
    public static let maximumNesting = 128

    public static func parse(_ file: SourceFile) -> SyntaxFile {
        parse(file, tokens: Tokenizer.tokenize(file))
    }

    /// Parses with tokens the caller already has (the full, lossless stream). When the
    /// caller hands over its only reference, the trivia are dropped in place, without a copy.
    /// `skimmingBodies` skips function and accessor bodies (`Parser+Skimming`).
    /// `marks`: what a skimmed body notes it may hold (`Declaration.skimmed`).
    public static func parse(_ file: SourceFile, tokens: consuming [Token], skimmingBodies: Bool = false,
                             marks: Marks = .none) -> SyntaxFile {
        parseCountingSkippedBodies(file, tokens: tokens, skimmingBodies: skimmingBodies, marks: marks).syntax
    }

    /// As `parse`, with how many `.skippedBody` tokens (`Tokenizer.tokenizeSkippingBodies`)
    /// the parser took as the bodies it skims.
    /// `leavingMembersDormant`: the tokens are `tokenizeSkippingBodies`'s with member blocks
    /// left dormant, and in the blocks it read, members that declare no type are skipped
    /// too (`Parser+DormantMembers`).
    public static func parseCountingSkippedBodies(_ file: SourceFile, tokens: consuming [Token], skimmingBodies: Bool,
                                                  leavingMembersDormant: Bool = false, marks: Marks = .none)
        -> (syntax: SyntaxFile, skippedBodiesTaken: Int) {
        var significant = consume tokens
        dropTrivia(&significant, byteCount: file.bytes.count)
        return file.bytes.withUnsafeBufferPointer { bytes in
            let scratch = ParserScratch.take()
            defer { scratch.giveBack() }
            var parser = Parser(file: file, bytes: bytes, significantTokens: significant, scratch: scratch)
            parser.skimmingBodies = skimmingBodies
            parser.marks = marks.table
            parser.leavesMembersDormant = skimmingBodies && leavingMembersDormant
            // Drop this reference so that splitting an operator token does not copy them all.
            significant = []
            let syntax = withExtendedLifetime(marks) { parser.parseFile() }
            return (syntax, parser.skippedBodiesTaken)
        }
    }

    /// Keeps the non-trivia tokens, in place, and appends a zero-length sentinel at the end.
    static func dropTrivia(_ tokens: inout [Token], byteCount: Int) {
        var kept = 0
        // A stream tokenized without trivia (and most of a lossless one) keeps its place.
        tokens.withUnsafeMutableBufferPointer { buffer in
            while kept < buffer.count, !buffer[kept].kind.isTrivia { kept += 1 }
            for i in kept..<buffer.count where !buffer[i].kind.isTrivia {
                buffer[kept] = buffer[i]
                kept += 1
            }
        }
        tokens.removeLast(tokens.count - kept)
        tokens.append(Token(kind: .error, start: byteCount, length: 0, flags: [.afterTrivia, .afterNewline]))
    }

    let file: SourceFile
    let bytes: UnsafeBufferPointer<UInt8>
    /// Non-trivia tokens followed by one zero-length sentinel at the end of the file.
    var tokens: [Token]
    var index = 0
    let endIndex: Int
    /// End offset of the last consumed token.
    var previousEnd = 0
    var depth = 0
    /// The `#if` branches open at the cursor, outermost first.
    var conditions: [ConditionalBranch] = []
    /// False while parsing an `if`/`guard`/`while`/`for`/`switch` head, where `{` opens
    /// the body rather than a trailing closure.
    var trailingClosuresAllowed = true
    /// True while reading a type's inheritance list, the one place `class` names a type
    /// (`protocol P: class`); elsewhere it starts a class, as it does for a member left
    /// dormant (`Parser+DormantMembers`).
    var readingInheritance = false
    /// Function and accessor bodies are skipped, not parsed (`Parser+Skimming`), noting
    /// these marks.
    var skimmingBodies = false
    var marks = Marks.none.table
    /// The `.skippedBody` tokens taken as skimmed bodies (`Parser+Skimming`).
    var skippedBodiesTaken = 0
    /// Members that declare no type are skipped (`Parser+DormantMembers`); what the member
    /// block being read skipped may hold.
    var leavesMembersDormant = false
    var dormantMemberNotes: SkimmedBodies = []
    /// Where lists and operator sequences collect their items while being parsed, and
    /// one value per simple type name and per whole type spelling in the file: a
    /// `ParserScratch`'s, each held in a field of its own as the parser reads them.
    let statementScratch: ScratchStack<Statement>
    let argumentScratch: ScratchStack<Argument>
    let declarationScratch: ScratchStack<Declaration>
    let operandStack: ScratchStack<Expression>
    let operatorStack: ScratchStack<PendingOperator>
    let sharedNames: SharedTypes
    let sharedSpellings: SharedTypes

    /// A parser working in `scratch` (taken from `ParserScratch`'s pool), which the caller
    /// gives back when the parse is done.
    init(file: SourceFile, bytes: UnsafeBufferPointer<UInt8>, significantTokens: [Token], scratch: ParserScratch) {
        self.file = file
        self.bytes = bytes
        tokens = significantTokens
        endIndex = significantTokens.count - 1
        statementScratch = scratch.statements
        argumentScratch = scratch.arguments
        declarationScratch = scratch.declarations
        operandStack = scratch.operands
        operatorStack = scratch.operators
        sharedNames = scratch.sharedNames
        sharedSpellings = scratch.sharedSpellings
    }

    mutating func parseFile() -> SyntaxFile {
        var result = SyntaxFile(file: file)
        while !atEnd {
            let before = index
            if consumeConditionalDirective(base: 0) { continue }
            if current.kind == .semicolon || current.kind == .rightBrace || current.kind == .rightParen
                || current.kind == .rightBracket || current.kind == .interpolationEnd {
                advance()
                continue
            }
            if startsImport() {
                result.imports.append(parseImport())
            } else if let declaration = parseDeclaration(inTypeBody: false) {
                result.declarations.append(declaration)
            } else if let statement = parseStatement(base: 0) {
                result.statements.append(statement)
            }
            if index == before { skipOneItem() }
        }
        return result
    }
}

// MARK: - Cursor

extension Parser {
    @inline(__always) var current: Token { tokens[index] }
    @inline(__always) var atEnd: Bool { index >= endIndex }

    @inline(__always) func peek(_ distance: Int = 1) -> Token {
        tokens[Swift.min(index + distance, endIndex)]
    }

    @inline(__always) mutating func advance() {
        if index < endIndex {
            previousEnd = tokens[index].end
            index += 1
        }
    }

    /// Consumes the first `count` bytes of the current (operator) token and leaves the
    /// rest as a token of its own: `>>` closing two generic lists, `?` in `Int?=`.
    mutating func splitCurrent(after count: Int) {
        var token = tokens[index]
        guard Int(token.length) > count else { advance(); return }
        previousEnd = Int(token.start) + count
        token.start += UInt32(count)
        token.length -= UInt32(count)
        token.flags = []
        tokens[index] = token
    }

    mutating func enter() -> Bool {
        depth += 1
        return depth <= Parser.maximumNesting
    }

    mutating func leave() { depth -= 1 }

    func text(_ token: Token) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[token.range]), as: UTF8.self)
    }

    func text(from start: Int, to end: Int) -> String {
        guard start < end else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// A name as the user means it: backticks removed.
    func name(_ token: Token) -> String {
        if token.length >= 2, bytes[Int(token.start)] == UInt8(ascii: "`") {
            return text(from: Int(token.start) + 1, to: token.end - 1)
        }
        return text(token)
    }

    @inline(__always) func spells(_ token: Token, _ s: StaticString) -> Bool {
        guard Int(token.length) == s.utf8CodeUnitCount else { return false }
        let base = Int(token.start)
        let p = s.utf8Start
        for i in 0..<s.utf8CodeUnitCount where bytes[base + i] != p[i] { return false }
        return true
    }

    @inline(__always) func isOperator(_ s: StaticString) -> Bool {
        current.kind == .operator && spells(current, s)
    }

    @inline(__always) func firstByte(_ token: Token) -> UInt8 {
        token.length > 0 ? bytes[Int(token.start)] : 0
    }

    /// A `<` written right after what precedes it: generic arguments follow (`Array<Int>`,
    /// `@Clamped<Int>`, `protocol<A, B>`).
    @inline(__always) func opensAttachedAngle(_ token: Token) -> Bool {
        token.kind == .operator && !token.flags.contains(.afterTrivia) && firstByte(token) == UInt8(ascii: "<")
    }

    /// A word before an expression that it applies to: `await x`, `consume x`.
    func isExpressionPrefixWord(_ t: Token) -> Bool {
        t.kind == .identifier && (t.keyword == .await || spells(t, "consume") || spells(t, "copy") || spells(t, "_move"))
    }

    /// A word before a type that it qualifies: `sending T`, `borrowing T`, `each T`.
    func isTypeSpecifierWord(_ t: Token) -> Bool {
        t.kind == .identifier && (t.keyword == .sending || t.keyword == .borrowing || t.keyword == .consuming
            || t.keyword == .isolated || spells(t, "__owned") || spells(t, "__shared") || spells(t, "each")
            || spells(t, "repeat"))
    }

    @inline(__always) func isKeyword(_ keyword: Keyword) -> Bool {
        current.keyword == keyword && (current.kind == .keyword || current.kind == .identifier)
    }

    /// Identifiers, and keywords where Swift allows them as names (after `.`, as labels).
    @inline(__always) func isNameLike(_ token: Token) -> Bool {
        token.kind == .identifier || token.kind == .keyword
    }

    func isPound(_ token: Token, _ s: StaticString) -> Bool {
        token.kind == .poundKeyword && spells(token, s)
    }

    var isConditionalDirective: Bool {
        let t = current
        return t.kind == .poundKeyword
            && (spells(t, "#if") || spells(t, "#elseif") || spells(t, "#else") || spells(t, "#endif"))
    }

    @inline(__always) func isOpener(_ kind: TokenKind) -> Bool {
        kind == .leftParen || kind == .leftBracket || kind == .leftBrace || kind == .interpolationStart
    }

    @inline(__always) func isCloser(_ kind: TokenKind) -> Bool {
        kind == .rightParen || kind == .rightBracket || kind == .rightBrace || kind == .interpolationEnd
    }

    /// Skips a bracketed region from its opener to the matching closer, iteratively.
    mutating func skipBalanced() {
        guard isOpener(current.kind) else { advance(); return }
        var level = 0
        while !atEnd {
            let kind = current.kind
            if isOpener(kind) { level += 1 } else if isCloser(kind) { level -= 1 }
            advance()
            if level == 0 { return }
        }
    }

    /// Skips one token, or a whole bracketed region when it opens one.
    mutating func skipOneItem() {
        if isOpener(current.kind) { skipBalanced() } else { advance() }
    }

    /// Skips to the end of the expression at the cursor without building anything: stops
    /// before a separator or closer at this level, or at the start of a new line that does
    /// not continue the expression.
    mutating func skipExpressionRegion() {
        let first = index
        while !atEnd {
            let t = current
            if isCloser(t.kind) || t.kind == .comma || t.kind == .semicolon || t.kind == .colon { return }
            if index != first, t.flags.contains(.afterNewline), t.kind != .period, t.kind != .operator { return }
            if isConditionalDirective { return }
            skipOneItem()
        }
    }

    /// Expect a closer; when something else stands there, skip to it within this level.
    mutating func expectCloser(_ kind: TokenKind) {
        while !atEnd {
            let t = current
            if t.kind == kind { advance(); return }
            if isCloser(t.kind) { return }
            if t.flags.contains(.afterNewline), startsDeclarationKeyword(t) { return }
            skipOneItem()
        }
    }

    /// A declaration keyword that can only begin a new item (used to stop runaway skips).
    func startsDeclarationKeyword(_ t: Token) -> Bool {
        guard t.kind == .keyword else { return false }
        switch t.keyword {
        case .func, .class, .struct, .enum, .protocol, .extension, .import, .typealias, .`init`, .deinit: return true
        default: return false
        }
    }
}
